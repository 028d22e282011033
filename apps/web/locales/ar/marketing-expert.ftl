# /expert (Ask an Expert): what our educator team helps with and how to reach them.

expert-page-title = اسأل خبيرًا
expert-page-description = اسأل فريق التربويين في Motes عن التغذية الراجعة الصوتية، ودعم القراءة، وتدريس اللغات، والفصول، وتطبيق Motes في مدرستك. إليك طريقة التواصل معنا وما ينبغي أن تذكره.
expert-eyebrow = اسأل خبيرًا
expert-title = اسأل فريقنا من التربويين
expert-lede = يساعد فريقنا من التربويين المعلمين وقادة المدارس على توظيف Motes في دروس حقيقية: تخطيط التغذية الراجعة، ودعم المتعلمين الذين يحتاجون إليه، وإعداد المدرسة بأكملها. أرسل إلينا سؤالك وسنجيب عنه بما يناسب فصلك الدراسي.
expert-email-action = راسل خبيرًا
expert-mail-subject = سؤال لخبير في Motes

expert-help-heading = ما يمكننا المساعدة فيه
expert-help-feedback-title = التغذية الراجعة الصوتية
expert-help-feedback-body = كيف تقدّم تغذية راجعة شفهية يعمل بها الطلاب، وكيف تدمجها في روتين التصحيح لديك.
expert-help-reading-title = دعم القراءة
expert-help-reading-body = أي أدوات القراءة تناسب أي متعلمين، وكيف تضبطها بوصفها ترتيبات تيسيرية.
expert-help-languages-title = تدريس اللغات
expert-help-languages-body = التدرّب على التحدث، ومهام الاستماع، ودعم الطلاب الوافدين الجدد بلغتهم الأم.
expert-help-classes-title = الفصول وحلقات الحوار
expert-help-classes-body = إعداد الفصول، واختيار أدوات تحكم المعلم للاختبارات، وإجراء حوارات صوتية مع الطلاب.
expert-help-rollout-title = التطبيق على مستوى المدرسة
expert-help-rollout-body = التخطيط للتطبيق، وتدريب الموظفين، وتثبيت الإضافة للجميع، وقياس الاستخدام.
expert-help-privacy-title = أسئلة الخصوصية
expert-help-privacy-body = ما الذي يحدث لبيانات الطلاب في Motes، وما الذي تقوله للأسر ولمسؤول حماية البيانات لديكم.

expert-reach-heading = كيف تتواصل معنا
expert-reach-intro = أرسل سؤالك بالبريد الإلكتروني إلى
expert-include-intro = لمساعدتنا على تقديم إجابة مفيدة، يُرجى ذكر ما يلي:
expert-include-role = دورك، والفئة العمرية أو المادة التي تدرّسها؛
expert-include-goal = ما تحاول تحقيقه باستخدام Motes؛
expert-include-tried = ما جرّبته حتى الآن، إن وُجد؛
expert-include-setup = للأسئلة التقنية: متصفحك وجهازك، ولقطة شاشة إن أمكن.
expert-include-no-student-data = يُرجى عدم ذكر أسماء الطلاب أو أي معلومات شخصية أخرى عنهم. يمكننا المساعدة من دونها.
expert-reply-goal = هدفنا الرد خلال يومَي عمل. وفي أوقات الذروة من العام الدراسي قد يستغرق ذلك وقتًا أطول قليلًا.

expert-before-heading = قبل أن تكتب إلينا
expert-before-courses = تصفّح الدورات ذاتية الوتيرة
expert-before-howto = اقرأ الأدلة الإرشادية في منطقة التعلّم
expert-before-features = ابحث عن أداة في صفحة الميزات
expert-before-contact = لطلب عروض الأسعار أو للاستفسارات الصحفية أو للملاحظات، تواصل معنا

expert-cta-heading = هل لديك سؤال عن التدريس باستخدام Motes؟
