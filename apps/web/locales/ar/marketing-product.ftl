# /product: the product tour. Section anchors: #motes, #share-pages, #sidebar, #classes, #extension.

product-page-title = جولة في المنتج
product-page-description = جولة في Motes: ملاحظات صوتية قصيرة لكل منها صفحة مشاركة، وأدوات القراءة والكتابة والإنشاء في Mote Sidebar على أي صفحة ويب. الفصول وحلقات الحوار مخطط لها.
product-eyebrow = جولة في المنتج
product-title = صوتك، في كل صفحة يقرؤها طلابك
product-lede = يحوّل Motes بضع ثوانٍ من الكلام إلى ملاحظة يستطيع أي شخص تشغيلها. ويجلب Mote Sidebar القراءة بصوت عالٍ والترجمة والتسجيل إلى كل صفحة ويب.
product-sign-up = سجّل مجانًا
product-get-extension = احصل على إضافة المتصفح
product-video-title = إضافة المتصفح Motes: زرها في شريط الأدوات، ونافذتها المنبثقة، وفتح الموقع الإلكتروني

product-motes-heading = الملاحظات الصوتية (motes): تسجيلات صوتية قصيرة
product-motes-intro = الملاحظة الصوتية (mote) مقطع صوتي قصير له صفحته الخاصة. وهناك ثلاث طرق لإنشائها.
product-motes-record-title = سجّل بصوتك
product-motes-record-body = سجّل في المسجّل على الويب أو من الشريط الجانبي، دون أي برنامج آخر. عند تسجيل الدخول بحساب مجاني، يمكن أن يصل طول كل تسجيل إلى { $limited } ثانية؛ ودون تسجيل الدخول، إلى { $standard } ثانية ({ $standardMinutes } دقائق).
product-motes-generate-title = حوّل النص إلى صوت
product-motes-generate-body = اكتب نصًا أو الصقه، فيقرؤه Motes بالصوت واللغة والسرعة التي تختارها، بنحو 60 لغة. وهذا مفيد للتعليمات والمفردات وكل ما تفضّل ألّا تسجّله بصوتك.
product-motes-upload-title = ارفع ملفًا صوتيًا لديك بالفعل
product-motes-upload-body = أضف تسجيلًا من هاتفك أو من تطبيق آخر، فيصبح ملاحظة صوتية كغيرها، لها صفحة مشاركة وتفريغ نصي.

product-share-heading = صفحة لكل ملاحظة صوتية
product-share-intro = تحصل كل ملاحظة صوتية على صفحتها الخاصة مع مشغّل، فلا يحتاج من تشاركها معهم إلى شيء سوى متصفح.
product-share-link-title = رابط ورمز QR
product-share-link-body = الصق الرابط في تعليق أو رسالة بريد إلكتروني أو محادثة، أو اطبع رمز QR على ورقة عمل أو ملصق أو كتاب ليمسحه الطلاب.
product-share-transcript-title = تفريغ نصي أسفل المشغّل
product-share-transcript-body = تُفرَّغ التسجيلات نصيًا تلقائيًا ليتمكن المستمعون من المتابعة قراءةً. ولا تُفرَّغ أبدًا تسجيلات الطلاب دون سن 18.
product-share-no-account-title = الاستماع دون حساب
product-share-no-account-body = يفتح الطلاب والأسر والزملاء الصفحة ويضغطون على زر التشغيل. دون تسجيل أو تثبيت أي شيء.
product-share-embed-title = ضمّنها في دروسك
product-share-embed-body = ضع المشغّل داخل صفحة في نظام إدارة التعلّم أو في عرض تقديمي باستخدام رمز التضمين، ليكون الصوت بجانب العمل مباشرةً.

product-sidebar-heading = Mote Sidebar
product-sidebar-intro = تفتح إضافة المتصفح Motes شريطًا جانبيًا بجانب أي صفحة ويب أو مستند أو مهمة. وللشريط ثلاثة أوضاع، فلا يرى الطلاب إلا الأدوات التي يحتاجون إليها في تلك اللحظة.
product-sidebar-reading-title = القراءة
product-sidebar-reading-body = القراءة بصوت عالٍ مع تمييز كل كلمة، وقراءة النص داخل الصور، وترجمة النص المحدد، والبحث عن معاني الكلمات، والتمييز بالألوان، وحجب بقية الشاشة.
product-sidebar-reading-link = أدوات القراءة
product-sidebar-writing-title = الكتابة
product-sidebar-writing-body = أعد الاستماع إلى ما كتبته، واحصل على اقتراحات للكلمة التالية أثناء الكتابة، وأملِ نصك بالكتابة الصوتية.
product-sidebar-writing-link = أدوات الكتابة
product-sidebar-creating-title = الإنشاء
product-sidebar-creating-body = سجّل ملاحظة صوتية، أو أنشئ صوتًا من نص، أو ارفع ملفًا دون مغادرة الصفحة، وستجد كل ما أنشأته في «محتواي».
product-sidebar-creating-link = أدوات الإنشاء
product-sidebar-focus-title = عرض التركيز
product-sidebar-focus-body = جرّد الصفحة المزدحمة حتى لا يبقى إلا نصها الرئيسي، دون إعلانات أو قوائم، لقراءة أكثر هدوءًا.

product-classes-heading = الفصول وأدوات تحكم المعلم وحلقات الحوار
product-classes-intro = هذه مخطط لها وليست في Motes بعد. عندما تصل، سيقرر المعلم الأدوات المفعّلة، وستصبح الملاحظات في الاتجاهين.
product-classes-classes-title = الفصول
product-classes-classes-body = أنشئ فصلًا لينضم إليه الطلاب عبر رابط أو رمز QR. وسترى من انضم وكيف يستخدمون الأدوات.
product-classes-controls-title = أدوات تحكم المعلم
product-classes-controls-body = فعّل كل أداة من أدوات الشريط الجانبي أو عطّلها لفصل كامل أو لطالب واحد: عطّل الترجمة في اختبار مفردات، وأبقِ القراءة بصوت عالٍ مفعّلة للطلاب الذين يحتاجون إليها.
product-classes-loops-title = حلقات الحوار
product-classes-loops-body = يجيب الطالب عن ملاحظتك الصوتية بردّ صوتي، ثم ترد أنت عليه. فتتحول التغذية الراجعة إلى حوار يستطيع كلاكما إعادة الاستماع إليه.
product-classes-schools-title = للمدرسة بأكملها
product-classes-schools-body = يضيف قادة المدرسة الموظفين والطلاب، ويتيحون لهم تسجيل الدخول عبر مزوّد الهوية الخاص بالمدرسة، ويختارون الأدوات المتاحة، ويطّلعون على مدى استخدامها.
product-classes-schools-link = عن الخطة المدرسية

product-extension-heading = ثبّت Mote Sidebar
product-extension-intro = Mote Sidebar إضافة للمتصفح. تعمل أولًا على المتصفحات المبنية على Chromium مثل Google Chrome وMicrosoft Edge، بما في ذلك أجهزة Chromebook؛ ونخطط لإصدار لمتصفح Firefox.
product-extension-step-add-title = أضف الإضافة إلى متصفحك
product-extension-step-add-body = لم تُنشر صفحتنا في متجر إضافات المتصفح بعد. وإلى أن تُنشر، راسلنا وسنساعدك، أو نساعد فريق تقنية المعلومات في مدرستك، على تثبيت Mote Sidebar.
product-extension-step-add-link = اطلب منا الإضافة
product-extension-step-pin-title = ثبّتها في شريط الأدوات
product-extension-step-pin-body = افتح قائمة الإضافات في متصفحك (الزر الذي على شكل قطعة أحجية) وثبّت Motes، ليكون زره دائمًا على بُعد نقرة واحدة.
product-extension-step-sign-in-title = سجّل الدخول
product-extension-step-sign-in-body = اختر زر Motes وسجّل الدخول بالحساب الذي تستخدمه على هذا الموقع. يتبع الشريط الجانبي حدود حسابك.
product-extension-step-open-title = افتحها على أي صفحة
product-extension-step-open-body = على مقال أو مستند أو مهمة، اختر زر Motes لفتح الشريط الجانبي بجانب الصفحة. واختره مرة أخرى لإغلاقه.
product-extension-schools = يمكن لفرق تقنية المعلومات في المدارس تثبيت الإضافة لجميع الطلاب والمعلمين دفعة واحدة من وحدة التحكم في إدارة المتصفحات. راسلنا وسنشارك معك التفاصيل.

product-cta-heading = اسمع الفرق الذي يُحدثه صوتك
product-cta-body = ابدأ بحساب مجاني. دون الحاجة إلى بطاقة.
product-cta-pricing = اطّلع على الخطط
