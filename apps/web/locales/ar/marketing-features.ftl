# /features: every tool, grouped. Anchors: #reading, #writing, #creating, #teaching, #school-admin.

features-page-title = الميزات
features-page-description = كل أدوات Motes في قائمة واحدة: دعم القراءة والكتابة في Mote Sidebar والملاحظات الصوتية مع صفحات المشاركة المتاحة اليوم، وأدوات الفصل والمدرسة التي لم تصل بعد، مع الإشارة إلى أنها غير متاحة بعد.
features-eyebrow = الميزات
features-title = كل أدوات Motes
features-lede = إليك كل أدوات Motes، مصنّفة حسب ما تقوم به. الأداة الموسومة «غير متاح بعد» مخطط لها لكنها ليست في Motes بعد؛ والأداة الموسومة «في إضافة المتصفح» تعمل في Mote Sidebar.
features-page-nav-label = مجموعات الأدوات

features-reading-heading = القراءة
features-reading-intro = أدوات في Mote Sidebar تجعل قراءة أي صفحة ويب أسهل، بنحو 60 لغة.
features-read-aloud-title = القراءة بصوت عالٍ
features-read-aloud-body = استمع إلى الصفحة كاملةً، أو إلى النص الذي تحدده فقط، مع تمييز كل كلمة أثناء نطقها؛ واختر الصوت والسرعة ولون التمييز.
features-select-area-title = تحديد منطقة للقراءة
features-select-area-body = اسحب مربعًا فوق أي جزء من الشاشة، حتى لو كان نصًا داخل صورة أو صفحة ممسوحة ضوئيًا، فيتعرّف Motes على الكلمات ويقرؤها بصوت عالٍ.
features-translation-title = الترجمة
features-translation-body = ترجم كلمة واحدة أو نصًا محددًا كاملًا إلى لغتك، واستمع إلى الترجمة مقروءةً بصوت عالٍ.
features-dictionary-title = القاموس
features-dictionary-body = اعرف معنى الكلمة دون مغادرة الصفحة التي تقرؤها.
features-highlighter-title = أقلام التمييز
features-highlighter-body = ميّز النص بخمسة ألوان: المفردات (لون أزرق ثابت يجمع الكلمات في قائمة مفرداتك)، والأفكار الرئيسية، والأدلة، والأسئلة، وردود الفعل، ويمكن إعادة تسمية الأربعة الأخيرة.
features-screen-mask-title = قناع الشاشة والمسطرة والخط السفلي
features-screen-mask-body = عتّم كل شيء عدا شريطًا من النص، أو تابع السطر بمسطرة القراءة، أو ضع خطًا تحت السطر الذي يقف عنده المؤشر لتحافظ على موضعك.
features-focus-title = عرض التركيز
features-focus-body = اعرض النص الرئيسي للصفحة فقط، دون قوائم أو إعلانات أو أشرطة جانبية، لقراءة بلا تشتيت.

features-writing-heading = الكتابة
features-writing-intro = أدوات في Mote Sidebar تساعد الطلاب على تدوين أفكارهم ومراجعتها.
features-listen-back-title = إعادة الاستماع
features-listen-back-body = استمع إلى ما كتبته مقروءًا بصوت عالٍ، لتكتشف الكلمات الناقصة والجمل التي لا تبدو سليمة.
features-prediction-title = التنبؤ بالنص
features-prediction-body = شاهد اقتراحات للكلمة التالية أثناء الكتابة، واختر أحدها بنقرة أو بضغطة مفتاح.
features-voice-typing-title = الكتابة الصوتية
features-voice-typing-body = تحدّث بدلًا من الكتابة، فتظهر كلماتك في مربع النص الذي تعمل فيه.

features-creating-heading = الإنشاء
features-creating-intro = طرق لإنشاء الملاحظات الصوتية (motes)، والعثور عليها ومشاركتها بعد ذلك.
features-recording-title = التسجيل الصوتي
features-recording-body = سجّل ملاحظة صوتية في أداة التسجيل على الموقع أو في الشريط الجانبي، فوق أي صفحة تعلّق عليها.
features-generation-title = تحويل النص إلى صوت
features-generation-body = حوّل النص الذي تكتبه أو تلصقه إلى صوت، بالصوت واللغة والسرعة التي تختارها.
features-upload-title = رفع الملفات الصوتية
features-upload-body = ارفع ملفًا صوتيًا لديك بالفعل، فيصبح ملاحظة صوتية لها صفحتها الخاصة.
features-my-content-title = محتواي
features-my-content-body = اعثر على كل ملاحظة صوتية أنشأتها وشغّلها وأعد استخدامها، من الموقع أو من الشريط الجانبي.
features-share-page-title = صفحات المشاركة
features-share-page-body = لكل ملاحظة صوتية صفحة فيها مشغّل وتفريغ نصي ورابط ورمز QR؛ ولا يحتاج المستمعون إلى حساب.
features-embed-title = التضمين
features-embed-body = ضع مشغّل الملاحظة الصوتية داخل صفحة في نظام إدارة التعلّم أو في عرض تقديمي باستخدام رمز التضمين الخاص بها.

features-teaching-heading = التدريس
features-teaching-intro = أدوات لإدارة فصل ولممارسة المفردات. قائمة المفردات وحدها متاحة اليوم، والبقية مخطط لها.
features-classes-title = الفصول
features-classes-body = أنشئ فصلًا ينضم إليه الطلاب عبر رابط أو رمز QR، واطّلع على كيفية استخدام كل طالب للأدوات.
features-controls-title = أدوات تحكم المعلم
features-controls-body = فعّل كل أداة من أدوات الشريط الجانبي أو عطّلها لفصل كامل أو لطالب واحد، أثناء الاختبار مثلًا.
features-loops-title = حلقات الحوار
features-loops-body = أجرِ حوارًا صوتيًا مع طالب: يجيب عن ملاحظتك الصوتية بتسجيل، ثم ترد أنت عليه.
features-motebook-title = Motebook
features-motebook-body = احتفظ بالتعليقات التي تكررها كثيرًا وأرسلها مجددًا بدل تسجيلها من جديد.
features-vocabulary-title = قائمة المفردات
features-vocabulary-body = تُجمع الكلمات التي تميّزها بلون المفردات في قائمة على صفحة تعليقاتي.
features-flash-cards-title = البطاقات التعليمية
features-flash-cards-body = تدرّب على كلمات قائمة المفردات بطاقةً تلو الأخرى، الكلمة على وجه والمعنى على الوجه الآخر.
features-matching-title = اختبار المطابقة
features-matching-body = طابق كل كلمة مع معناها لتتحقق مما رسخ في ذهنك.
features-multiple-choice-title = اختبار الاختيار من متعدد
features-multiple-choice-body = اختر المعنى الصحيح لكل كلمة من بين بضعة خيارات، مع ظهور الإجابة فورًا.
features-mind-map-title = الخريطة الذهنية
features-mind-map-body = رتّب كلمات موضوع ما في خريطة من الأفكار المترابطة.

features-admin-heading = إدارة المدرسة
features-admin-intro = أدوات للأشخاص الذين يديرون Motes في مدرسة أو منطقة تعليمية. تسجيل الدخول المدرسي وحماية الطلاب دون 18 عامًا يعملان اليوم، والبقية مخطط لها.
features-manage-users-title = إدارة المستخدمين
features-manage-users-body = أضف الموظفين والطلاب بعنوان البريد الإلكتروني أو دفعةً واحدة، واحذفهم عند مغادرتهم.
features-feature-access-title = الوصول إلى الميزات
features-feature-access-body = حدّد للمدرسة بأكملها الأدوات المفعّلة، أو المعطّلة، أو المعطّلة إلى أن يفعّلها المعلم.
features-insights-title = إحصاءات الاستخدام
features-insights-body = اطّلع على عدد مستخدمي Motes والأدوات التي يستخدمونها، لتخطيط التدريب وإعداد التقارير عن مراحل التطبيق.
features-school-sign-in-title = تسجيل الدخول المدرسي
features-school-sign-in-body = يسجّل الموظفون والطلاب الدخول بالحسابات التي توفّرها لهم مدرستك بالفعل.
features-minors-title = حماية الطلاب دون سن 18
features-minors-body = لا تخضع تسجيلات الطلاب دون سن 18 للتفريغ النصي، ولا تحمل حساباتهم معرّفات تتبّع، وتُخفى أسماؤهم في صفحات المشاركة.

features-cta-heading = جرّب الأدوات بنفسك
features-cta-body = كل ما تحتاجه لبدء إنشاء الموتس هو حساب مجاني. دون الحاجة إلى بطاقة.
features-cta-sign-up = سجّل مجانًا
features-cta-tour = خذ جولة في المنتج
