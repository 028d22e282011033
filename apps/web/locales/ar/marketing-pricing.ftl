# /pricing: ما هو مجاني اليوم، والخطط غير المتاحة بعد، وطريقة عمل الحساب المجاني، والأسئلة.
# لا يمكن شراء أي شيء في هذا الإصدار.

pricing-page-title = الأسعار
pricing-page-description = Motes مجاني اليوم: سجّل دون حساب، أو أنشئ حسابًا مجانيًا. الخطط المدفوعة والفترة التجريبية المجانية وخطط المدارس غير متاحة بعد.
pricing-eyebrow = الأسعار
pricing-title = تكلفة Motes اليوم
pricing-lede = كل ما يقدمه Motes اليوم مجاني. الخطط المدفوعة والفترة التجريبية المجانية والدفع عبر الإنترنت غير متاحة بعد، لذا لا يوجد ما تشتريه.

pricing-plans-heading = ما هو مجاني اليوم
pricing-checkout-note = لا يوجد ما تدفع مقابله: الدفع عبر الإنترنت والخطط المدفوعة غير متاحة بعد. سنحدّث هذه الصفحة عندما تصبح متاحة.

pricing-anonymous-name = دون حساب
pricing-anonymous-audience = لتجربة Motes على الفور
pricing-anonymous-length = تسجيلات تصل مدة كل منها إلى { $seconds } ثانية ({ $minutes } دقائق)
pricing-anonymous-create = سجّل، أو حوّل نصًا إلى صوت، أو ارفع ملفًا صوتيًا
pricing-anonymous-action = افتح المسجّل على الويب

pricing-plan-free-name = الحساب المجاني
pricing-plan-free-audience = لكل من يسجّل ببريد إلكتروني
pricing-plan-free-action = سجّل مجانًا
pricing-free-motes = { $count } ملاحظة صوتية كل { $days } يومًا
pricing-free-length = تسجيلات تصل مدة كل منها إلى { $seconds } ثانية
pricing-free-share = صفحات مشاركة مع رابط ورمز QR وتفريغ نصي
pricing-free-sidebar = أدوات القراءة والكتابة والإنشاء في Mote Sidebar، ضمن إضافة المتصفح
pricing-free-listeners = لا يحتاج المستمعون إلى حساب أبدًا

pricing-compare-heading = دون حساب أو بحساب مجاني
pricing-table-caption = ما تحصل عليه دون حساب وبحساب مجاني
pricing-table-feature = الميزة
pricing-table-yes = مُضمَّنة
pricing-table-no = غير مُضمَّنة
pricing-table-not-counted = لا تُحتسب
pricing-table-seconds = { $seconds } ثانية
pricing-free = مجاني
pricing-row-motes = الملاحظات الصوتية التي يمكنك إنشاؤها
pricing-row-length = أطول تسجيل
pricing-row-share = صفحة مشاركة مع رابط ورمز QR وتفريغ نصي
pricing-row-create = تحويل النص إلى صوت ورفع الملفات الصوتية
pricing-row-library = قائمة ملاحظاتك الصوتية على كل جهاز تسجّل الدخول منه
pricing-row-price = السعر
pricing-table-footnote = يُنشأ التفريغ النصي تلقائيًا، إلا للطلاب دون سن 18: فتسجيلاتهم لا تُفرَّغ نصيًا أبدًا.

pricing-planned-heading = مخطط لها، غير متاحة بعد
pricing-planned-intro = هذه الخطط ليست في Motes بعد. لا يمكنك شراؤها أو الاشتراك فيها اليوم.
pricing-plan-unlimited-name = خطة غير محدودة
pricing-plan-unlimited-audience = للمعلمين الأفراد
pricing-unlimited-motes = ملاحظات صوتية دون حدّ للعدد
pricing-unlimited-length = تسجيلات تصل مدتها إلى { $minutes } دقائق
pricing-plan-trial-name = الفترة التجريبية المجانية
pricing-plan-trial-audience = للحسابات الجديدة
pricing-trial-what = فترة تجريبية لتسجيلات أطول للحسابات الجديدة. اليوم، الحساب الجديد حساب مجاني منذ البداية.
pricing-plan-schools-name = خطة المدارس والمناطق التعليمية
pricing-plan-schools-audience = لجميع الموظفين والطلاب في المدرسة
pricing-plan-schools-action = أخبرنا عن مدرستك
pricing-schools-classes = الفصول، مع أدوات تحكم المعلم لكل أداة في الشريط الجانبي
pricing-schools-loops = حلقات الحوار: محادثات صوتية في الاتجاهين مع الطلاب
pricing-schools-analytics = إحصاءات الاستخدام لقادة المدرسة

pricing-rationing-heading = كيف يعمل الحساب المجاني
pricing-rationing-count = يمكن للحساب المجاني إنشاء { $count } ملاحظة صوتية كل { $days } يومًا. كل تسجيل، وكل مقطع من نص إلى صوت، وكل ملف صوتي مرفوع تحفظه يُحتسب ملاحظة صوتية واحدة. أما التشغيل والمشاركة والتضمين فلا تُحتسب أبدًا.
pricing-rationing-reset = تبدأ أيامك الـ { $days } مع أول ملاحظة صوتية تنشئها؛ وعند انتهائها يبدأ العدّ من جديد مع ملاحظتك التالية. عندما تبلغ الحد، تبقى الملاحظات التي أنشأتها وتستمر صفحات مشاركتها في العمل؛ ويمكنك إنشاء ملاحظات جديدة عندما يبدأ العدّ من جديد.
pricing-rationing-length = عند تسجيل الدخول بحساب مجاني، يمكن أن تصل مدة كل تسجيل إلى { $limited } ثانية. ودون تسجيل الدخول، يمكن أن تصل مدة التسجيل إلى { $standard } ثانية ({ $standardMinutes } دقائق).

pricing-faq-heading = أسئلة عن الخطط
pricing-faq-checkout-question = هل يمكنني الدفع عبر الإنترنت؟
pricing-faq-checkout-answer = ليس بعد: لا توجد في Motes خطط مدفوعة ولا دفع عبر الإنترنت حتى الآن، لذا لا يُطلب من أحد أي مبلغ. كل ما يقدمه Motes اليوم مجاني.
pricing-faq-trial-question = هل توجد فترة تجريبية مجانية؟
pricing-faq-trial-answer = ليس بعد. الحساب الجديد حساب مجاني منذ البداية، وتصل مدة كل تسجيل فيه إلى { $seconds } ثانية.
pricing-faq-count-question = ما الذي يُحتسب ملاحظة صوتية (mote)؟
pricing-faq-count-answer = كل تسجيل صوتي، وكل مقطع يُنشأ من نص، وكل ملف صوتي ترفعه وتحفظه يُحتسب ملاحظة صوتية واحدة. أما الاستماع إلى الملاحظات الصوتية ومشاركتها وتضمينها فلا يُحتسب أبدًا.
pricing-faq-listeners-question = هل يحتاج طلابي إلى حساب للاستماع؟
pricing-faq-listeners-answer = لا. يمكن لأي شخص لديه الرابط أو رمز QR تشغيل الملاحظة الصوتية وقراءة تفريغها النصي على أي جهاز، دون تسجيل الدخول أو تثبيت أي شيء.
pricing-faq-schools-question = هل توجد خطة للمدارس؟
pricing-faq-schools-answer = ليس بعد. حسابات المدارس والفصول وإحصاءات الاستخدام مخطط لها. وحتى ذلك الحين، يمكن لكل معلم استخدام Motes بحساب مجاني. أخبرنا عن مدرستك وسنعلمك عندما تصبح خطط المدارس جاهزة.
pricing-faq-schools-link = راسلنا
pricing-faq-privacy-question = ماذا يحدث لبيانات الطلاب؟
pricing-faq-privacy-answer = لا تُباع أبدًا ولا تُستخدم للإعلانات أبدًا. وللطلاب دون سن 18، نوقف التفريغ النصي ومعرّفات التتبّع، ونخفي أسماءهم في صفحات المشاركة.
pricing-faq-privacy-link = زُر «مركز الخصوصية»

pricing-cta-heading = ابدأ بحساب مجاني
pricing-cta-body = دون الحاجة إلى بطاقة، ولا شيء لتدفعه.
