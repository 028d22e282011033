# /compare: Motes against kinds of alternative tools. Never name other products.

compare-page-title = المقارنة
compare-page-description = كيف يُقارَن Motes بكتابة التغذية الراجعة، وببرامج تسجيل الشاشة العامة، وبميزة القراءة بصوت عالٍ المدمجة في المتصفح، ومتى تكون إحداها أنسب.
compare-eyebrow = المقارنة
compare-title = كيف يُقارَن Motes بالأدوات التي لديك أصلًا
compare-lede = يقدّم المعلمون التغذية الراجعة كتابةً، ويسجّلون شاشاتهم، ويستخدمون القراءة بصوت عالٍ المدمجة في متصفحاتهم. إليك ما يضيفه Motes، والحالات التي تكون فيها تلك الأدوات الخيار الأفضل.

compare-table-heading = جنبًا إلى جنب
compare-table-intro = نقارن بين أنواع من الأدوات، لا بين منتجات بعينها. يصف كل عمود ما يفعله هذا النوع من الأدوات عادةً؛ وتختلف المنتجات فيما بينها، فتحقّق من المنتجات التي تستخدمها مدرستك.
compare-table-caption = مقارنة Motes بثلاثة أنواع من الأدوات
compare-table-what = ما تحتاج إليه
compare-column-motes = Motes
compare-column-typing = كتابة التغذية الراجعة
compare-column-recorders = برامج تسجيل الشاشة العامة
compare-column-read-aloud = القراءة بصوت عالٍ المدمجة في المتصفح
compare-cell-yes = نعم
compare-cell-no = لا
compare-cell-depends = يعتمد على الأداة
compare-cell-not-applicable = ليس الغرض منها
compare-cell-varies-by-browser = يختلف باختلاف المتصفح

compare-row-voice = تغذية راجعة بصوتك أنت
compare-row-effort = ما تتطلبه تغذية راجعة واحدة
compare-effort-motes = تحدّث دقيقة أو نحوها، ثم شارك الرابط
compare-effort-typing = كتابة كل تعليق بالتفصيل
compare-effort-recorders = مقطع فيديو لشاشتك، مصمَّم للشروح المطوّلة
compare-row-share = المشاركة برابط ورمز QR
compare-share-typing = تبقى داخل المستند أو المنصة
compare-row-transcript = نص يُقرأ بالتزامن مع الصوت
compare-transcript-motes = تفريغ نصي تلقائي، إلا للطلاب دون سن 18
compare-transcript-typing = إنها نص مكتوب أصلًا
compare-row-no-account = لا يحتاج المستمعون إلى حساب
compare-row-read-aloud = قراءة بصوت عالٍ مع تمييز كل كلمة، على أي صفحة
compare-row-translate = ترجمة وقاموس بجانب النص
compare-row-reply = الطلاب يردّون
compare-reply-typing = كتابةً
compare-reply-recorders = كل رد مقطع فيديو منفصل
compare-row-controls = أدوات تحكم المعلم لكل أداة، لكل فصل
compare-row-minors = حماية للطلاب دون سن 18
compare-minors-motes = لا تفريغ نصي ولا معرّفات تتبّع؛ والأسماء مخفية في صفحات المشاركة

compare-fit-heading = متى تكون أداة أخرى أنسب
compare-fit-intro = Motes ليس الحل لكل شيء. هذه هي الحالات التي نلجأ فيها إلى أداة أخرى، أو نستخدم الاثنتين معًا.
compare-fit-typing-title = تصحيح سريع
compare-fit-typing-body = لتصحيح إملائي أو تغيير كلمة واحدة، يكون التعليق المكتوب في الهامش أسرع في كتابته وفي مطالعته.
compare-fit-recorders-title = عرض شيء على الشاشة
compare-fit-recorders-body = لشرح جدول بيانات أو موقع ويب أو شيفرة برمجية خطوة بخطوة، يُظهر برنامج تسجيل الشاشة ما تشير إليه. أما الملاحظة الصوتية (mote) فهي صوت فقط.
compare-fit-read-aloud-title = الاستماع إلى صفحة من حين لآخر
compare-fit-read-aloud-body = إن كنت تحتاج فقط إلى قراءة صفحة لك من حين لآخر، فقد يكفيك القارئ المدمج في متصفحك. أما Motes فهو للطلاب الذين يعتمدون على القراءة بصوت عالٍ كل يوم، مع الأدوات نفسها والإعدادات نفسها على كل صفحة.

compare-together-heading = استخدمها معًا
compare-together-body = لا يطلب منك Motes الاستغناء عن أي شيء. فرابط الملاحظة الصوتية يُدرج في تعليق مكتوب أو بريد إلكتروني أو واجب، ويمكن وضع مشغّلها داخل نظام إدارة التعلّم أو الشرائح. احتفظ بالأدوات التي تناسبك، وأضف صوتك حيث يفيد أكثر.

compare-cta-heading = جرّب صوتك على دفعة الأعمال التالية لفصلك
compare-cta-body = الحساب المجاني كافٍ لتعرف هل تناسبك التغذية الراجعة المنطوقة.
compare-cta-sign-up = سجّل مجانًا
compare-cta-features = اطّلع على جميع الميزات
