# /learning-zone: case studies (?tab=case) and how-to guides (?tab=howto). Guide ids follow
# apps/web/src/features/resources/learning-zone/howToGuides.ts.

learning-zone-page-title = منطقة التعلّم
learning-zone-page-description = دراسات حالة من مدارس تستخدم Motes، وأدلة إرشادية قصيرة: سجّل ملاحظة صوتية (mote)، وشاركها برمز QR، واستمع إلى صفحة مقروءة بصوت عالٍ، وغير ذلك.
learning-zone-eyebrow = منطقة التعلّم
learning-zone-title = تعلّم من المدارس، ثم جرّب بنفسك
learning-zone-lede = اقرأ كيف تستخدم المدارس والمناطق التعليمية الملاحظات الصوتية وأدوات القراءة، ثم اتبع دليلًا قصيرًا لتفعل الشيء نفسه في فصلك.
learning-zone-tabs-label = منطقة التعلّم
learning-zone-case-tab = دراسات الحالة
learning-zone-howto-tab = الأدلة الإرشادية

learning-zone-case-heading = كيف تستخدم المدارس Motes
learning-zone-case-intro = أربع مدارس ومناطق تعليمية، وأربع طرق لاستخدام الصوت: تغذية راجعة منطوقة على الكتابة، والتحقق من الفهم بالصوت، ودعم القراءة للطلاب ذوي الفروق التعلّمية، والتدرّب على التحدث بلغة جديدة.

learning-zone-howto-heading = الأدلة الإرشادية
learning-zone-howto-intro = خطوات قصيرة لأكثر ما يفعله المعلمون. ولا يستغرق اتباع كل دليل سوى بضع دقائق.
learning-zone-howto-index-label = الأدلة في هذه الصفحة

learning-zone-howto-record-title = سجّل ملاحظة صوتية
learning-zone-howto-record-summary = سجّل ملاحظة صوتية قصيرة في متصفحك وشاركها برابط.
learning-zone-howto-record-step-1 = انتقل إلى المسجّل على الويب، أو افتح Mote Sidebar واختر «تسجيل» ضمن أدوات «الإنشاء».
learning-zone-howto-record-step-2 = اضغط «تسجيل»، واسمح لمتصفحك باستخدام الميكروفون حين يطلب ذلك.
learning-zone-howto-record-step-3 = انطق رسالتك. عند تسجيل الدخول بحساب مجاني، يمكن أن تصل مدة التسجيل إلى { $limitedSeconds } ثانية؛ ودون تسجيل الدخول، إلى { $standardSeconds } ثانية ({ $standardMinutes } دقائق).
learning-zone-howto-record-step-4 = اضغط «إيقاف» واستمع إلى التسجيل. وإن أردت محاولة أخرى، فسجّل من جديد.
learning-zone-howto-record-step-5 = احفظ الملاحظة الصوتية. ستُفتح صفحة مشاركتها، وفيها رابط يمكنك نسخه ولصقه في أي مكان.
learning-zone-howto-record-action = افتح المسجّل على الويب

learning-zone-howto-share-qr-title = شارك ملاحظة صوتية برمز QR
learning-zone-howto-share-qr-summary = ضع ملاحظة صوتية على ورقة أو ملصق أو شريحة. وكل من يمسح الرمز يسمعها، دون حساب.
learning-zone-howto-share-qr-step-1 = افتح صفحة مشاركة الملاحظة الصوتية، من «محتواي» أو مباشرة بعد التسجيل.
learning-zone-howto-share-qr-step-2 = اختر «مشاركة»، ثم «رمز QR».
learning-zone-howto-share-qr-step-3 = نزّل الرمز أو اعرضه على الشاشة. اطبعه على ورقة عمل، أو ألصقه في دفتر، أو أضفه إلى شريحة.
learning-zone-howto-share-qr-step-4 = يمسح المستمعون الرمز بكاميرا هاتف أو جهاز لوحي، فتُشغَّل الملاحظة الصوتية في متصفحهم.

learning-zone-howto-read-aloud-title = استمع إلى صفحة مقروءة بصوت عالٍ
learning-zone-howto-read-aloud-summary = استمع إلى أي صفحة ويب، أو إلى جزء منها فقط، مقروءةً بصوت عالٍ مع تمييز كل كلمة لحظة نطقها.
learning-zone-howto-read-aloud-step-1 = أضف Mote Sidebar إلى متصفحك، ثم افتحه على الصفحة التي تريد الاستماع إليها.
learning-zone-howto-read-aloud-step-2 = ضمن أدوات «القراءة»، اضغط «تشغيل الصفحة» لتستمع إلى الصفحة مقروءة بصوت عالٍ.
learning-zone-howto-read-aloud-step-3 = للاستماع إلى جزء من الصفحة فقط، حدّد ذلك النص أولًا، ثم اضغط زر التشغيل.
learning-zone-howto-read-aloud-step-4 = للنص الموجود داخل صورة أو صفحة ممسوحة ضوئيًا، اختر «تحديد منطقة للقراءة» واسحب مربعًا حول النص.
learning-zone-howto-read-aloud-step-5 = غيّر الصوت وسرعة القراءة ولون التمييز من إعدادات الشريط الجانبي.

learning-zone-howto-translate-title = ترجم جزءًا محددًا
learning-zone-howto-translate-summary = ترجم كلمة أو فقرة كاملة إلى لغة من نحو 60 لغة، دون مغادرة الصفحة.
learning-zone-howto-translate-step-1 = افتح Mote Sidebar على الصفحة التي تقرؤها.
learning-zone-howto-translate-step-2 = حدّد كلمة أو جملة أو فقرة.
learning-zone-howto-translate-step-3 = اختر «الترجمة» ضمن أدوات «القراءة»، وحدّد اللغة التي تريد الترجمة إليها.
learning-zone-howto-translate-step-4 = اقرأ الترجمة، أو اضغط زر التشغيل لتسمعها منطوقة بتلك اللغة.

learning-zone-howto-class-title = أنشئ فصلًا
learning-zone-howto-class-summary = اجمع طلابك في مكان واحد، لتشاركهم الملاحظات الصوتية، وتجري معهم حلقات الحوار، وتختار أدواتهم.
learning-zone-howto-class-step-1 = سجّل الدخول بحساب المعلم وانتقل إلى «فصولي».
learning-zone-howto-class-step-2 = أنشئ فصلًا، وامنحه اسمًا يعرفه طلابك.
learning-zone-howto-class-step-3 = شارك رابط الانضمام إلى الفصل أو رمز QR الخاص به مع طلابك.
learning-zone-howto-class-step-4 = يسجّل الطلاب الدخول وينضمون. ويظهرون في قائمة فصلك فور وصولهم.
learning-zone-howto-class-action = انتقل إلى «فصولي»

learning-zone-howto-controls-title = أوقف أدوات للطلاب
learning-zone-howto-controls-summary = حدّد أدوات Mote Sidebar التي يمكن لطلابك استخدامها، لفصل كامل أو لطالب واحد.
learning-zone-howto-controls-step-1 = انتقل إلى «فصولي» وافتح الفصل.
learning-zone-howto-controls-step-2 = افتح «أدوات تحكم المعلم».
learning-zone-howto-controls-step-3 = شغّل كل أداة أو أوقفها للفصل بأكمله، أو اختر طالبًا لتغيير أدواته وحده.
learning-zone-howto-controls-step-4 = تتبع الأشرطة الجانبية لدى الطلاب اختياراتك. قبل الاختبار، أوقف ما هو غير مسموح به، وأبقِ ما تتطلبه خطة الطالب مفعّلًا، ثم أعد تشغيل البقية بعد الاختبار.

learning-zone-howto-loop-title = ابدأ حلقة حوار
learning-zone-howto-loop-summary = حوّل التغذية الراجعة إلى حوار: تتحدث أنت، ويجيبك طالبك بصوته.
learning-zone-howto-loop-step-1 = انتقل إلى «حلقاتي الحوارية» وابدأ حلقة حوار جديدة مع طالب.
learning-zone-howto-loop-step-2 = سجّل رسالتك: تغذية راجعة أو سؤالًا أو مهمة.
learning-zone-howto-loop-step-3 = يستمع طالبك ويسجّل ردًّا.
learning-zone-howto-loop-step-4 = استمع إلى الرد وأجب عنه. ويبقى الحوار كله مجتمعًا في حلقة الحوار.
learning-zone-howto-loop-action = انتقل إلى «حلقاتي الحوارية»

learning-zone-more-heading = مزيد من طرق التعلّم
learning-zone-more-courses-title = دورات ذاتية الوتيرة
learning-zone-more-courses-body = دورات قصيرة ترشدك في استخدام Motes بالوتيرة التي تناسبك، من تسجيلك الأول إلى إدارة فصل كامل.
learning-zone-more-courses-action = تصفّح الدورات
learning-zone-more-expert-title = اسأل خبيرًا
learning-zone-more-expert-body = هل واجهتك عقبة، أو تخطط لشيء جديد؟ اسأل أحد التربويين في فريقنا كيف يتعامل معلمون آخرون مع الأمر.
learning-zone-more-expert-action = اطرح سؤالًا
learning-zone-more-events-title = الفعاليات
learning-zone-more-events-body = اطّلع على ما قدّمناه في FETC 2023، مع الأدلة الإرشادية ودراسات الحالة التي تقوم عليها كل جلسة.
learning-zone-more-events-action = FETC 2023

learning-zone-cta-heading = جرّبه مع فصلك
learning-zone-cta-body = أنشئ حسابًا مجانيًا، أو سجّل ملاحظتك الصوتية الأولى الآن في متصفحك.
learning-zone-cta-signup = سجّل مجانًا
learning-zone-cta-record = سجّل ملاحظة صوتية
