# /pricing: the three plans, the comparison table, the free tier and questions.

pricing-page-title = الأسعار
pricing-page-description = يمكنك البدء مع Motes مجانًا. خطة «غير محدودة» للمعلمين الأفراد، وخطة «المدارس والمناطق التعليمية» تشمل جميع الموظفين والطلاب. قارن بين الخطط وتعرّف على طريقة عمل الخطة المجانية.
pricing-eyebrow = الأسعار
pricing-title = خطط لمعلم واحد أو لمنطقة تعليمية كاملة
pricing-lede = ابدأ مجانًا، وجرّب كل أداة { $days ->
        [one] ليوم واحد
        [two] ليومين
        [few] لمدة { $days } أيام
        [many] لمدة { $days } يومًا
       *[other] لمدة { $days } يوم
    }، واصطحب مدرستك كلها معك حين تكون مستعدًا.

pricing-plans-heading = اختر خطة
pricing-checkout-note = الدفع عبر الإنترنت غير متاح بعد. وإلى أن يُتاح، ينشئ زر خطة «غير محدودة» حسابك ويبدأ فترتك التجريبية المجانية التي تمتد { $days ->
        [one] يومًا واحدًا
        [two] يومين
        [few] { $days } أيام
        [many] { $days } يومًا
       *[other] { $days } يوم
    }، وتحصل المدارس والمناطق التعليمية على عرض سعر منّا عبر البريد الإلكتروني. وسنحدّث هذه الصفحة حين يصبح الدفع عبر الإنترنت ممكنًا.
pricing-currency-note = الأسعار بالدولار الأمريكي.

pricing-plan-free-name = المجانية
pricing-plan-free-audience = لكل من يريد تجربة الملاحظات الصوتية
pricing-plan-free-price = مجانًا
pricing-plan-free-price-note = بلا بطاقة دفع، وبلا حدّ زمني
pricing-plan-free-action = سجّل مجانًا
pricing-free-motes = { $count ->
        [zero] لا ملاحظات صوتية (motes) كل { $days } يومًا
        [one] ملاحظة صوتية (mote) واحدة كل { $days } يومًا
        [two] ملاحظتان صوتيتان (motes) كل { $days } يومًا
        [few] { $count } ملاحظات صوتية (motes) كل { $days } يومًا
       *[other] { $count } ملاحظة صوتية (motes) كل { $days } يومًا
    }
pricing-free-length = تسجيلات تصل مدتها إلى { $minutes ->
        [one] دقيقة واحدة
        [two] دقيقتين
        [few] { $minutes } دقائق
       *[other] { $minutes } دقيقة
    }
pricing-free-trial = كل أدوات Mote Sidebar خلال { $days ->
        [one] يومك الأول
        [two] يوميك الأولين
        [few] أول { $days } أيام
        [many] أول { $days } يومًا
       *[other] أول { $days } يوم
    }
pricing-free-share = صفحات مشاركة مع رابط ورمز QR وتفريغ نصي
pricing-free-listeners = لا يحتاج المستمعون إلى حساب أبدًا

pricing-plan-unlimited-name = غير محدودة
pricing-plan-unlimited-audience = للمعلمين الأفراد
pricing-plan-unlimited-price = { $monthly } شهريًا
pricing-plan-unlimited-price-note = أو { $yearly } سنويًا، أي شهران مجانًا
pricing-plan-unlimited-action = ابدأ فترتك التجريبية المجانية
pricing-unlimited-motes = ملاحظات صوتية بلا حدود
pricing-unlimited-length = تسجيلات تصل مدتها إلى { $minutes ->
        [one] دقيقة واحدة
        [two] دقيقتين
        [few] { $minutes } دقائق
       *[other] { $minutes } دقيقة
    }
pricing-unlimited-tools = كل أدوات Mote Sidebar: القراءة والكتابة والإنشاء
pricing-unlimited-share = صفحات مشاركة ورموز QR وتفريغ نصي وتضمين

pricing-plan-schools-name = المدارس والمناطق التعليمية
pricing-plan-schools-audience = لكل موظف وطالب في المدرسة
pricing-plan-schools-price = يُحتسب السعر لكل مدرسة
pricing-plan-schools-price-note = يمكن لاتفاقية واحدة أن تشمل جميع مدارس المنطقة التعليمية
pricing-plan-schools-action = اطلب عرض سعر
pricing-schools-everyone = كل ما في خطة «غير محدودة»، لجميع الموظفين والطلاب
pricing-schools-classes = الفصول، مع أدوات تحكم المعلم لكل أداة في الشريط الجانبي
pricing-schools-loops = حلقات الحوار: محادثات صوتية في الاتجاهين مع الطلاب
pricing-schools-analytics = تحليلات الاستخدام لقيادات المدارس
pricing-schools-sso = تسجيل الدخول عبر مزوّد الهوية الخاص بمدرستك
pricing-schools-dpa = اتفاقية لمعالجة البيانات

pricing-compare-heading = قارن بين الخطط
pricing-table-caption = ما تتضمنه كل خطة
pricing-table-feature = الميزة
pricing-table-yes = مُضمَّنة
pricing-table-no = غير مُضمَّنة
pricing-table-unlimited = بلا حدود
pricing-table-minutes = { $minutes ->
        [one] دقيقة واحدة
        [two] دقيقتان
        [few] { $minutes } دقائق
       *[other] { $minutes } دقيقة
    }
pricing-table-trial-only = { $days ->
        [one] يومك الأول
        [two] يوماك الأولان
        [few] أول { $days } أيام
        [many] أول { $days } يومًا
       *[other] أول { $days } يوم
    }
pricing-table-unlimited-price = { $monthly } شهريًا أو { $yearly } سنويًا
pricing-row-motes = الملاحظات الصوتية التي يمكنك إنشاؤها
pricing-row-length = أطول تسجيل
pricing-row-share = صفحة مشاركة مع رابط ورمز QR وتفريغ نصي
pricing-row-create = تحويل النص إلى صوت ورفع الملفات الصوتية
pricing-row-sidebar = أدوات القراءة والكتابة في Mote Sidebar
pricing-row-classes = الفصول وأدوات تحكم المعلم
pricing-row-loops = حلقات الحوار (محادثات صوتية مع الطلاب)
pricing-row-analytics = تحليلات الاستخدام
pricing-row-sso = تسجيل الدخول عبر مزوّد الهوية الخاص بمدرستك
pricing-row-dpa = اتفاقية معالجة البيانات
pricing-row-price = السعر
pricing-table-footnote = يُنشأ التفريغ النصي تلقائيًا، إلا للطلاب دون سن 18: فتسجيلاتهم لا تُفرَّغ نصيًا أبدًا.

pricing-rationing-heading = كيف تعمل الخطة المجانية
pricing-rationing-count = تمنحك الخطة المجانية { $count ->
        [zero] صفرًا من الملاحظات الصوتية
        [one] ملاحظة صوتية واحدة
        [two] ملاحظتين صوتيتين
        [few] { $count } ملاحظات صوتية
       *[other] { $count } ملاحظة صوتية
    } كل { $days } يومًا. كل تسجيل أو مقطع محوَّل من نص أو ملف صوتي مرفوع تحفظه يُحتسب ملاحظة صوتية واحدة. أما تشغيل الملاحظات الصوتية ومشاركتها وتضمينها فلا يُحتسب أبدًا.
pricing-rationing-reset = تبدأ فترة الـ{ $days } يومًا مع أول ملاحظة صوتية تنشئها، وحين تنتهي يبدأ العدّ من جديد مع ملاحظتك الصوتية التالية. وحين تبلغ الحد، تبقى الملاحظات الصوتية التي أنشأتها، وتظل صفحات مشاركتها تعمل؛ ويمكنك إنشاء ملاحظات جديدة حين يبدأ العدّ من جديد، أو فورًا مع خطة مدفوعة.
pricing-rationing-length = في الخطة المجانية، يمكن أن تصل مدة كل تسجيل إلى { $short ->
        [one] دقيقة واحدة
        [two] دقيقتين
        [few] { $short } دقائق
       *[other] { $short } دقيقة
    }. أما في خطة «غير محدودة»، وفي الخطط المدرسية، وخلال فترتك التجريبية، فيمكن أن تصل إلى { $long ->
        [one] دقيقة واحدة
        [two] دقيقتين
        [few] { $long } دقائق
       *[other] { $long } دقيقة
    }.
pricing-rationing-trial = يبدأ كل حساب جديد بفترة تجريبية مدتها { $days ->
        [one] يوم واحد
        [two] يومان
        [few] { $days } أيام
        [many] { $days } يومًا
       *[other] { $days } يوم
    } لكل أدوات Mote Sidebar، بما فيها القراءة بصوت عالٍ. لا تحتاج إلى بطاقة دفع، وحين تنتهي الفترة التجريبية ينتقل حسابك إلى الخطة المجانية تلقائيًا.

pricing-faq-heading = أسئلة عن الخطط
pricing-faq-checkout-question = هل يمكنني الدفع عبر الإنترنت؟
pricing-faq-checkout-answer = ليس بعد: الدفع عبر الإنترنت غير متاح حاليًا. وإلى أن يُتاح، يُنشئ زر «ابدأ فترتك التجريبية المجانية» حسابك ويبدأ فترتك التجريبية التي تمتد { $days ->
        [one] يومًا واحدًا
        [two] يومين
        [few] { $days } أيام
        [many] { $days } يومًا
       *[other] { $days } يوم
    }، وتحصل المدارس والمناطق التعليمية على عرض سعر منّا عبر البريد الإلكتروني. وسنعلن ذلك في هذه الصفحة حين يصبح الدفع عبر الإنترنت ممكنًا.
pricing-faq-trial-end-question = ماذا يحدث حين تنتهي فترتي التجريبية؟
pricing-faq-trial-end-answer = ينتقل حسابك إلى الخطة المجانية. ويبقى كل ما أنشأته، وتظل روابط المشاركة تعمل، ويمكن أن تصل مدة التسجيلات الجديدة إلى { $minutes ->
        [one] دقيقة واحدة
        [two] دقيقتين
        [few] { $minutes } دقائق
       *[other] { $minutes } دقيقة
    }.
pricing-faq-count-question = ما الذي يُحتسب ملاحظة صوتية (mote)؟
pricing-faq-count-answer = كل تسجيل صوتي، وكل مقطع يُنشأ من نص، وكل ملف صوتي ترفعه وتحفظه يُحتسب ملاحظة صوتية واحدة. أما الاستماع إلى الملاحظات الصوتية ومشاركتها وتضمينها فلا يُحتسب أبدًا.
pricing-faq-listeners-question = هل يحتاج طلابي إلى حساب للاستماع؟
pricing-faq-listeners-answer = لا. يمكن لأي شخص لديه الرابط أو رمز QR تشغيل الملاحظة الصوتية وقراءة تفريغها النصي على أي جهاز، دون تسجيل الدخول أو تثبيت أي شيء.
pricing-faq-schools-question = كيف يُحتسب سعر المدرسة أو المنطقة التعليمية؟
pricing-faq-schools-answer = لكل مدرسة، بحسب عدد الموظفين والطلاب، مع اتفاقية واحدة يمكن أن تشمل جميع مدارس المنطقة التعليمية. أخبرنا باسم مدرستك وحجمها وسنردّ عليك بعرض سعر.
pricing-faq-schools-link = تواصل معنا للحصول على عرض سعر
pricing-faq-privacy-question = ماذا يحدث لبيانات الطلاب؟
pricing-faq-privacy-answer = لا تُباع أبدًا ولا تُستخدم للإعلانات أبدًا. وللطلاب دون سن 18، نوقف التفريغ النصي ومعرّفات التتبّع، ونخفي أسماءهم في صفحات المشاركة.
pricing-faq-privacy-link = زُر «مركز الخصوصية»

pricing-cta-heading = جرّب كل أداة مجانًا { $days ->
        [one] ليوم واحد
        [two] ليومين
        [few] لمدة { $days } أيام
        [many] لمدة { $days } يومًا
       *[other] لمدة { $days } يوم
    }
pricing-cta-body = لا حاجة إلى بطاقة دفع. ويبقى حسابك على الخطة المجانية حين تنتهي الفترة التجريبية.
pricing-cta-trial = ابدأ فترتك التجريبية المجانية
pricing-cta-quote = اطلب عرض سعر لمدرستك
