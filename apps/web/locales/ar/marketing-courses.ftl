# /courses (Self-Paced Courses): short reading courses built from our own pages.

courses-page-title = دورات ذاتية الوتيرة
courses-page-description = دورات قصيرة ومجانية وذاتية الوتيرة عن Motes: البدء، والتغذية الراجعة الصوتية، ودعم القراءة، وتدريس اللغات، وتطبيق Motes على مستوى المدرسة.
courses-eyebrow = دورات ذاتية الوتيرة
courses-title = تعلّم Motes وفق وتيرتك الخاصة
courses-lede = خمس دورات قصيرة، تضم كل منها بضعة دروس يمكنك قراءتها في حصة تخطيط. وكل درس صفحة من صفحات هذا الموقع، فيمكنك البدء الآن والعودة متى شئت.
courses-list-heading = الدورات
courses-lesson-count = { $count ->
        [zero] لا دروس
        [one] درس واحد
        [two] درسان
        [few] { $count } دروس
        [many] { $count } درسًا
       *[other] { $count } درس
    }

courses-getting-started-title = بدء استخدام Motes
courses-getting-started-summary = أنشئ أول ملاحظة صوتية (mote) لك، وشاركها، وافتح Mote Sidebar. ابدأ من هنا إذا كنت جديدًا.
courses-getting-started-lesson-motes = ما الملاحظة الصوتية، وثلاث طرق لإنشائها
courses-getting-started-lesson-record = التسجيل، وتحويل النص إلى صوت، ورفع الملفات
courses-getting-started-lesson-share = شارك ملاحظة صوتية عبر رابط أو رمز QR أو التضمين
courses-getting-started-lesson-sidebar = ثبّت Mote Sidebar وافتحه
courses-getting-started-lesson-plans = ما تتضمنه الخطة المجانية

courses-feedback-title = تقديم التغذية الراجعة بالصوت
courses-feedback-summary = استبدل بعض التعليقات المكتوبة بتعليقات شفهية قصيرة، وحوّل التغذية الراجعة إلى حوار.
courses-feedback-lesson-why = لماذا تفيد التغذية الراجعة الشفهية
courses-feedback-lesson-plan = استخدام Motes للتغذية الراجعة
courses-feedback-lesson-class-set = تغذية راجعة شفهية على أعمال فصل كامل
courses-feedback-lesson-loops = تغذية راجعة في الاتجاهين مع حلقات الحوار
courses-feedback-lesson-case = دراسة حالة: تغذية راجعة شفهية على الكتابة في تسع مدارس ابتدائية

courses-reading-title = دعم القراءة لكل متعلّم
courses-reading-summary = استخدم أدوات القراءة ليتمكن الطلاب الذين يجدون صعوبة في النصوص من المشاركة في الدرس نفسه.
courses-reading-lesson-tools = أدوات القراءة، واحدةً تلو الأخرى
courses-reading-lesson-diverse = الوصول إلى المتعلمين على اختلافهم
courses-reading-lesson-accommodations = الترتيبات التيسيرية باستخدام أدوات تحكم المعلم
courses-reading-lesson-special-needs = Motes للمتعلمين ذوي الاحتياجات الخاصة
courses-reading-lesson-accessibility = كيف يعمل Motes نفسه مع التقنيات المساعدة

courses-languages-title = تدريس اللغات باستخدام Motes
courses-languages-summary = امنح كل طالب وقتًا أطول للتحدث وإعادة الاستماع وأن يُسمَع صوته، وادعم الطلاب الوافدين الجدد بلغتهم الأم.
courses-languages-lesson-overview = Motes لتعلّم اللغات
courses-languages-lesson-practice = بناء مهارات التحدث والاستماع
courses-languages-lesson-assessing = تقييم التحدث والاستماع
courses-languages-lesson-translation = الصوت والترجمة للمتعلمين ثنائيي اللغة الناشئين
courses-languages-lesson-case = دراسة حالة: التدرّب على التحدث بالفرنسية في 22 مدرسة

courses-rollout-title = تطبيق Motes على مستوى المدرسة
courses-rollout-summary = لقادة المدارس وفرق تقنية المعلومات: خطّط للتطبيق، وأعدّ المستخدمين والأدوات، واعتنِ ببيانات الطلاب.
courses-rollout-lesson-leaders = ما يقدّمه Motes لقادة المدارس
courses-rollout-lesson-admin = إدارة المستخدمين والوصول إلى الأدوات
courses-rollout-lesson-privacy = خصوصية الطلاب وحماية البيانات
courses-rollout-lesson-extension = تثبيت الإضافة للجميع
courses-rollout-lesson-plans = الخطة المدرسية والحصول على عرض سعر
courses-rollout-lesson-impact = الأدلة والأثر

courses-how-heading = كيف تعمل الدورات
courses-how-self-paced = الدورات مواد قراءة ذاتية الوتيرة: لا جلسات مباشرة، ولا مواعيد نهائية، ولا واجبات.
courses-how-no-account = لا تحتاج إلى حساب لقراءتها؛ لكنك ستحتاج إلى حساب لتجربة الأدوات أثناء التعلّم.
courses-how-order = خذها بأي ترتيب، وإن كانت دورة «بدء استخدام Motes» مفيدة إذا كان Motes جديدًا عليك.
courses-how-certificates = لا نصدر شهادات أو ساعات معتمدة أو شارات لهذه الدورات. وإذا كانت مدرستك توثّق التطوير المهني، فدوّن اسم الدورة وتاريخها بنفسك.
courses-how-expert = هل واجهتك مشكلة؟ اسأل فريقنا من التربويين.

courses-cta-heading = تعلّم بالممارسة
courses-cta-body = تصبح الدورات أوضح عندما يكون Motes مفتوحًا في علامة تبويب أخرى.
courses-cta-sign-up = سجّل مجانًا
