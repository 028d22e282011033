# The marketing home page, / (spec §2 "Anonymous visitors").

home-page-title = ملاحظات صوتية ودعم للقراءة للمعلمين والمتعلمين
home-page-description = سجّل ملاحظات صوتية قصيرة، وحوّل النص إلى كلام، وشارك كلًّا منها عبر رابط أو رمز QR. يقرأ Mote Sidebar أي صفحة ويب بصوت عالٍ، ويترجمها، ويساعد الطلاب على الكتابة.

# §2: the call to action's exact text; it leads to /signup.
home-start-trial = ابدأ فترتك التجريبية المجانية الآن
home-sign-up-free = سجّل مجانًا

## Hero

home-hero-eyebrow = للمعلمين والمتعلمين
home-hero-title = ملاحظات صوتية ودعم للقراءة في كل فصل دراسي
home-hero-lede = سجّل ملاحظة صوتية قصيرة، وحوّل النص إلى كلام، وشارك كلًّا منها عبر رابط أو رمز QR. يقرأ Mote Sidebar أي صفحة ويب بصوت عالٍ، ويترجمها، ويساعد الطلاب على الكتابة.
home-hero-see-how = شاهد كيف يعمل
home-hero-video-title = بدء استخدام Motes: جولة للمستخدمين الجدد

## The sidebar's three modes

home-modes-heading = شريط جانبي واحد، وثلاثة أوضاع
home-modes-intro = يُفتح Mote Sidebar بجانب أي صفحة ويب في Chrome وغيره من المتصفحات المبنية على Chromium. اختر وضعًا لترى أدواته.
home-modes-tablist = أوضاع الشريط الجانبي
home-modes-reading = القراءة
home-modes-writing = الكتابة
home-modes-creating = الإنشاء
home-modes-reading-summary = أدوات تساعد كل طالب على قراءة الصفحة التي أمامه.
home-modes-writing-summary = أدوات تساعد الطلاب على تدوين أفكارهم ومراجعتها.
home-modes-creating-summary = أدوات لإنشاء الملاحظات الصوتية (motes): تسجيلات صوتية قصيرة يمكنك مشاركتها مع أي شخص.
home-modes-reading-art = Mote Sidebar في وضع القراءة بجانب صفحة ويب، مع تمييز كلمة أثناء قراءتها بصوت عالٍ، ومسطرة قراءة فوق سطرها.
home-modes-writing-art = Mote Sidebar في وضع الكتابة بجانب مربع نص، يعرض اقتراحات للكلمات وميكروفونًا للكتابة الصوتية.
home-modes-creating-art = Mote Sidebar في وضع الإنشاء، مع زر تسجيل وموجة صوتية وقائمة بالملاحظات الصوتية المحفوظة.

home-tool-read-aloud = القراءة بصوت عالٍ
home-tool-read-aloud-body = استمع إلى الصفحة أو إلى جزء محدد منها بصوت عالٍ، مع تمييز كل كلمة أثناء نطقها، بالصوت والسرعة اللذين تختارهما.
home-tool-select-area = تحديد منطقة للقراءة
home-tool-select-area-body = ارسم مربعًا حول أي نص، حتى النص الموجود داخل صورة، واستمع إليه مقروءًا.
home-tool-translation = الترجمة
home-tool-translation-body = ترجم كلمة أو جزءًا محددًا إلى نحو 60 لغة.
home-tool-dictionary = القاموس
home-tool-dictionary-body = اعرف معنى الكلمة دون مغادرة الصفحة.
home-tool-highlighters = أقلام التمييز
home-tool-highlighters-body = ميّز النص بخمسة ألوان، منها لون أزرق ثابت للمفردات يجمع الكلمات الجديدة.
home-tool-screen-mask = قناع الشاشة
home-tool-screen-mask-body = حافظ على موضعك في القراءة باستخدام قناع أو مسطرة أو خط سفلي.
home-tool-focus-view = عرض التركيز
home-tool-focus-view-body = جرّد الصفحة المزدحمة حتى لا يبقى منها إلا نصها الرئيسي.
home-tool-listen-back = إعادة الاستماع
home-tool-listen-back-body = استمع إلى ما كتبته مقروءًا بصوت عالٍ، واكتشف ما يحتاج إلى تصحيح.
home-tool-prediction = التنبؤ بالنص
home-tool-prediction-body = شاهد اقتراحات للكلمة التالية أثناء الكتابة.
home-tool-voice-typing = الكتابة الصوتية
home-tool-voice-typing-body = تحدّث، وشاهد كلماتك تظهر أمامك.
home-tool-record = التسجيل
home-tool-record-body = سجّل ملاحظة صوتية بنقرة واحدة، على أي صفحة.
home-tool-generate = إنشاء صوت
home-tool-generate-body = حوّل النص الذي تكتبه أو تلصقه إلى كلام.
home-tool-upload = الرفع
home-tool-upload-body = حوّل ملفًا صوتيًا لديك بالفعل إلى ملاحظة صوتية لمشاركتها.
home-tool-my-content = محتواي
home-tool-my-content-body = اعثر على كل ملاحظة صوتية أنشأتها، جاهزةً لمشاركتها مجددًا.

## Trust: the figures of our case studies (§9)

home-trust-heading = في فصول دراسية في الولايات المتحدة وإنجلترا وكندا
home-trust-intro = أرقام من دراسات الحالة الأربع لعملائنا.
home-trust-new-york-figure = 3,200+
home-trust-new-york-label = طالب في خمس مدارس يستخدمون Motes.
home-trust-new-york-source = منطقة تعليمية في نيويورك
home-trust-england-figure = نحو 45 دقيقة
home-trust-england-label = من التغذية الراجعة الشفهية لأعمال فصل كامل، أي نحو دقيقة ونصف لكل طفل، بدلًا من ساعتين على الأقل من التصحيح الكتابي.
home-trust-england-source = 9 مدارس ابتدائية ضمن اتحاد مدارس في إنجلترا
home-trust-connecticut-figure = 40,000+
home-trust-connecticut-label = ملاحظة صوتية في عام واحد.
home-trust-connecticut-source = منطقة تعليمية في كونيتيكت
home-trust-nova-scotia-figure = 2,000+
home-trust-nova-scotia-label = تسجيل شهريًا في المتوسط، لنحو 6,000 طالب في 22 مدرسة.
home-trust-nova-scotia-source = مركز تعليمي في نوفا سكوشا

## Customer stories (§2 testimonial section)

home-stories-heading = قصص من المدارس
home-stories-intro = كيف تستخدم أربع مدارس ومناطق تعليمية Motes. اختر قصة، أو دعها تتبدّل كل بضع ثوانٍ.
home-stories-tablist = قصص العملاء
home-stories-pause = إيقاف القصص مؤقتًا
home-stories-play = تشغيل القصص
# The quote's speaker: a role at a place, e.g. "Instructional coach, New York district".
home-story-attribution = { $role }، { $from }
home-story-learn-more = اعرف المزيد
    .label = اعرف المزيد عن { $story }
home-story-dialog-close = إغلاق
home-story-case-study = اقرأ دراسة الحالة كاملة

home-story-new-york-district-name = منطقة تعليمية في نيويورك
home-story-new-york-district-text = يستخدم أكثر من 3,200 طالب في خمس مدارس Motes لدعم القراءة وللتدرّب على التحدث في مواد اللغات الأجنبية.
home-story-new-york-district-quote = أداة واحدة تلبي حاجتين لدينا: دعم القراءة للطلاب ذوي الفروق التعلّمية، والتدرّب على التحدث في فصول اللغات الأجنبية.
home-story-new-york-district-role = موجّه تربوي
home-story-new-york-district-from = منطقة تعليمية في نيويورك
home-story-new-york-district-long =
    في خمس مدارس، يستخدم أكثر من 3,200 طالب Motes. أرادت المنطقة التعليمية أداة واحدة لمهمتين: دعم الطلاب ذوي الفروق التعلّمية، وإتاحة مزيد من التدرّب على التحدث في فصول اللغات الأجنبية.

    للقراءة، يفتح الطلاب Mote Sidebar على الصفحة التي أمامهم. فتميّز أداة القراءة بصوت عالٍ كل كلمة أثناء نطقها، ويحافظ قناع الشاشة على موضعهم، ولا يفصلهم عن القاموس والترجمة سوى تحديد النص.

    وللتحدث، ينشر المعلمون سؤالًا أو مهمة في ملاحظة صوتية. فيجيب الطلاب بملاحظة صوتية من تسجيلهم، ويرد المعلمون صوتيًا، فيتحول التدريب إلى حوار.

home-story-england-primary-trust-name = اتحاد مدارس ابتدائية في إنجلترا
home-story-england-primary-trust-text = في 9 مدارس ابتدائية، يقدّم المعلمون تغذية راجعة شفهية على الكتابة: نحو 45 دقيقة لأعمال فصل كامل، بدلًا من ساعتين على الأقل من التصحيح الكتابي.
home-story-england-primary-trust-quote = نحو دقيقة ونصف من التسجيل لكل طفل: تستغرق التغذية الراجعة الشفهية على أعمال فصل كامل نحو 45 دقيقة، بينما كان التصحيح الكتابي يستغرق ساعتين على الأقل.
home-story-england-primary-trust-role = قيادي مدرسي
home-story-england-primary-trust-from = اتحاد مدارس ابتدائية في إنجلترا
home-story-england-primary-trust-long =
    تستخدم تسع مدارس ابتدائية ضمن اتحاد مدارس في إنجلترا Motes لتقديم تغذية راجعة شفهية مخصّصة لكل طفل على كتاباته.

    يقرأ المعلم العمل ويسجّل نحو دقيقة ونصف من التغذية الراجعة لذلك الطفل: ما الذي نجح، وأمرًا واحدًا يجربه في المرة القادمة. وبالنسبة إلى أعمال فصل كامل، يبلغ المجموع نحو 45 دقيقة، بينما كان التصحيح الكتابي يستغرق ساعتين على الأقل.

    يفتح الأطفال تغذيتهم الراجعة عبر رابط أو رمز QR، دون الحاجة إلى حساب لتسجيل الدخول، ويستمعون إليها كلما احتاجوا.

home-story-connecticut-district-name = منطقة تعليمية في كونيتيكت
home-story-connecticut-district-text = أكثر من 40,000 ملاحظة صوتية في عام واحد، مع إجابات شفهية في التقييم التكويني.
home-story-connecticut-district-quote = يطرح المعلمون سؤالًا في نموذج، ويجيب الطلاب بصوت مسموع. وسماع الطلاب وهم يشرحون طريقة تفكيرهم يكشف ما يفهمونه.
home-story-connecticut-district-role = موجّه التعلّم الرقمي
home-story-connecticut-district-from = منطقة تعليمية في كونيتيكت
home-story-connecticut-district-long =
    سجّل المعلمون والطلاب في منطقة تعليمية في كونيتيكت أكثر من 40,000 ملاحظة صوتية في عام واحد.

    تتناول دراسة الحالة التقييم التكويني عبر النماذج. يضيف المعلم سؤالًا إلى نموذج، فيسجّل الطلاب إجاباتهم في ملاحظات صوتية ويلصقون روابطها، ثم يستمع المعلم إلى كل إجابة. وسماع الطالب وهو يشرح استدلاله يكشف ما يفهمه وأين يتعثر.

    تُفتح كل ملاحظة صوتية من رابطها دون الحاجة إلى حساب، لذا يمكن أيضًا مشاركة الإجابة مع الأسرة أو مع معلم الدعم عندما يكون ذلك مفيدًا.

home-story-nova-scotia-centre-name = مركز تعليمي في نوفا سكوشا
home-story-nova-scotia-centre-text = نحو 6,000 طالب في 22 مدرسة، وأكثر من ألفي تسجيل شهريًا في المتوسط.
home-story-nova-scotia-centre-quote = يستمع الطلاب إلى الفرنسية قبل الحصة، ثم يسجّلون بأصواتهم. ومع وجود الصوت في شرائحنا، يبقى النموذج المنطوق دائمًا على بُعد نقرة واحدة.
home-story-nova-scotia-centre-role = معلم الفرنسية لغةً ثانية
home-story-nova-scotia-centre-from = مركز تعليمي في نوفا سكوشا
home-story-nova-scotia-centre-long =
    يخدم مركز تعليمي في نوفا سكوشا نحو 6,000 طالب في 22 مدرسة. ويُنجز معلموه وطلابه أكثر من ألفي تسجيل شهريًا في المتوسط.

    يستخدم معلمو الفرنسية لغةً ثانية Motes للتدرّب على التحدث: يسجّل الطلاب أصواتهم ويعيدون الاستماع إليها، ويرد المعلمون بنموذج منطوق.

    كما يطبّق المعلمون أسلوب الفصل المقلوب بملاحظات صوتية قصيرة يستمع إليها الطلاب قبل الحصة، ويضيفون مراسي صوتية إلى شرائحهم: ملاحظة صوتية مضمّنة، بحيث يكون النموذج المنطوق حاضرًا كلما فتح الطالب العرض التقديمي.

## Feature highlights

home-features-heading = مصمَّم للفصل الدراسي
home-features-intro = كل ما تحتاجه الملاحظة الصوتية لتصل إلى كل متعلّم، وأدوات التحكم التي يطلبها المعلمون والمدارس، وهي قادمة لاحقًا.
home-feature-share = صفحة مشاركة لكل ملاحظة صوتية
home-feature-share-body = تحصل كل ملاحظة صوتية على صفحتها الخاصة مع رابط ورمز QR وتفريغ نصي. ولا يحتاج المستمعون إلى حساب.
home-feature-speech = تحويل النص إلى كلام بنحو 60 لغة
home-feature-speech-body = اكتب نصًا أو الصقه واستمع إليه مقروءًا بصوت عالٍ، بالصوت والسرعة اللذين تختارهما.
home-feature-translation = الترجمة
home-feature-translation-body = ترجم كلمة أو فقرة أو تفريغًا نصيًا، ليتمكن كل متعلّم وكل أسرة من المتابعة.
home-feature-controls = أدوات تحكم المعلم
home-feature-controls-body = فعّل كل أداة من أدوات الشريط الجانبي أو عطّلها لفصل كامل أو لطالب واحد، أثناء الاختبار مثلًا.
home-feature-loops = حلقات الحوار
home-feature-loops-body = يرد الطلاب صوتيًا على ملاحظتك الصوتية، فتتحول التغذية الراجعة إلى حوار في الاتجاهين.
home-feature-minors = خصوصية القاصرين
home-feature-minors-body = لا تخضع حسابات القاصرين للتفريغ النصي التلقائي ولا تحمل معرّفات تتبّع، ويُخفى اسمهم في صفحات المشاركة الخاصة بهم.

## The home carousel: ways teachers use Motes

home-ways-heading = كيف يستخدم المعلمون Motes
home-ways-intro = بعض الطرق التي تساعد بها ملاحظة صوتية قصيرة في الفصل وفي المنزل.
home-ways-carousel = عرض دوّار
home-ways-slide = شريحة
home-ways-position = { $position } من { $count }
home-ways-pause = إيقاف الشرائح مؤقتًا
home-ways-play = تشغيل الشرائح
home-ways-previous = الشريحة السابقة
home-ways-next = الشريحة التالية
home-ways-feedback = تغذية راجعة شفهية على الأعمال المكتوبة
home-ways-feedback-body = سجّل دقيقة من التغذية الراجعة لكل طالب. فيسمع نبرة صوتك، ويستطيع إعادة الاستماع كلما احتاج.
home-ways-language = التدرّب على التحدث بأي لغة
home-ways-language-body = انشر سؤالًا أو مهمة في ملاحظة صوتية؛ فيسجّل الطلاب إجاباتهم، ويعيدون الاستماع إليها، ثم يحاولون مجددًا.
home-ways-access = دعم القراءة لكل متعلّم
home-ways-access-body = تعمل القراءة بصوت عالٍ وقناع الشاشة والقاموس على أي صفحة، للطلاب الذين يحتاجون إليها.
home-ways-family = رسائل تستطيع الأسر سماعها
home-ways-family-body = شارك ملاحظة صوتية عبر رابط أو رمز QR. لا تحتاج الأسر إلى حساب، ويمكن تحويل النص إلى كلام بنحو 60 لغة.

## Integrations

home-integrations-heading = يعمل مع أي منصة تقبل الروابط
home-integrations-intro = لكل ملاحظة صوتية رابط ورمز QR، لذا تصل إلى حيث يوجد طلابك بالفعل.
home-integration-web = أي صفحة ويب
home-integration-web-body = يعمل Mote Sidebar على الصفحات التي تستخدمها بالفعل: اقرأ بصوت عالٍ، وترجم، وسجّل دون مغادرتها.
home-integration-classroom = Google Classroom ومستندات Google وعروض Google التقديمية
home-integration-classroom-body = الصق رابط الملاحظة الصوتية في مهمة أو مستند أو شريحة؛ فيفتحه الطلاب بنقرة واحدة.
home-integration-lms = أنظمة إدارة التعلّم
home-integration-lms-body = ضمّن مشغّل الملاحظة الصوتية في صفحة مقرر باستخدام رمز التضمين iframe الخاص به.
home-integration-messages = البريد الإلكتروني والدردشة
home-integration-messages-body = أرسل الرابط. فهو يُفتح في أي متصفح، دون حساب ودون تطبيق يلزم تثبيته.

## Compliance badges (plain statements of what the product does)

home-badges-heading = الخصوصية وإمكانية الوصول، مدمجتان من الأساس
home-badges-intro = ما نفعله، بعبارات واضحة.
home-badge-wcag = WCAG 2.2 AA
home-badge-wcag-body = نبني كل صفحة وفق معيار WCAG 2.2 AA، لتناسب لوحات المفاتيح وقارئات الشاشة، مع تباين جيد وحركة مخفّفة، ونتحقق من ذلك باختبارات آلية.
home-badge-gdpr = حقوق GDPR مدمجة
home-badge-gdpr-body = صدّر بياناتك أو احذف حسابك بنفسك، من صفحة حسابك.
home-badge-never-sold = لا نبيع بيانات الطلاب أبدًا
home-badge-never-sold-body = لا نبيع بيانات الطلاب، ولا بيانات أي شخص آخر.
home-badge-no-ads = بلا إعلانات
home-badge-no-ads-body = لا توجد إعلانات في Motes، ولا يُستخدم أي شيء تنشئه لاستهداف الإعلانات.
home-badges-privacy-link = زُر مركز الخصوصية
home-badges-accessibility-link = اقرأ بيان إمكانية الوصول الخاص بنا

## Call to action

home-cta-heading = جرّب كل الأدوات مجانًا لمدة { $days ->
        [one] يوم واحد
        [two] يومين
        [few] { $days } أيام
        [many] { $days } يومًا
       *[other] { $days } يوم
    }
home-cta-free-heading = ابدأ بحساب مجاني
home-cta-body = سجّل باستخدام عنوان بريدك الإلكتروني. لا حاجة إلى بطاقة دفع.
