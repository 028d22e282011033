# /about: mission, beliefs about voice in learning, how we work, and #contact.

about-page-title = من نحن
about-page-description = لماذا نبني Motes، وما نؤمن به بشأن دور الصوت في التعلّم، وكيف نعمل، وكيف تتواصل معنا بشأن المدارس والصحافة والوظائف والملاحظات على المنتج.
about-eyebrow = عن Motes
about-title = نبني لكل صوت في الفصل الدراسي
about-lede = يصنع Motes أدوات صوتية وأدوات للقراءة للمعلمين والمتعلمين. نؤمن بأن أن تَسمع وأن تُسمَع هو جوهر التعلّم، وبأن أدوات ذلك يجب أن تكون بسيطة ولطيفة وآمنة.

about-mission-heading = مهمتنا
about-mission-body-1 = مهمتنا أن نساعد كل متعلّم على أن يَسمع ويُسمَع: أن نمنح المعلمين طريقة أسرع وأكثر دفئًا للرد على أعمال طلابهم، وأن نمنح الطلاب مدخلًا إلى أي نص، مهما كان مستواهم في القراءة أو لغتهم الأم.
about-mission-body-2 = ونحقق ذلك بأدوات صغيرة يمكن الاعتماد عليها. ملاحظة صوتية يستطيع أي شخص تشغيلها من رابط. وشريط جانبي يقرأ الصفحة بصوت عالٍ ويترجم الكلمة. وبعد ذلك، وهو غير متاح بعد: فصل دراسي يستطيع فيه الطالب أن يرد بصوته.

about-beliefs-heading = ما نؤمن به بشأن الصوت في التعلّم
about-belief-warmth-title = الصوت يحمل ما لا يحمله النص
about-belief-warmth-body = تصل النبرة والتشجيع والاهتمام في بضع ثوانٍ من الكلام. فيسمع الطلاب أن معلمهم قرأ عملهم، ويسمعون كيف يحسّنونه.
about-belief-access-title = الاستماع مدخلٌ إلى التعلّم
about-belief-access-body = الطالب الذي يجد صعوبة في فك رموز النص يستطيع مع ذلك أن يفكر بعمق في الأفكار. والاستماع إلى النص مقروءًا بصوت عالٍ يتيح له المشاركة في الدرس نفسه مع الجميع.
about-belief-speaking-title = التحدث يستحق التدرّب عليه
about-belief-speaking-body = يحتاج متعلمو اللغات والطلاب الهادئون إلى فرص للتحدث وللاستماع إلى أنفسهم، بعيدًا عن ضغط الفصل بأكمله.
about-belief-languages-title = لكل لغة أم مكانها
about-belief-languages-body = تساعد الترجمة والقراءة بصوت عالٍ بنحو 60 لغة الطلابَ الوافدين الجدد على متابعة الدرس، وتساعد الأسر على متابعة تعلّم أبنائها.

about-work-heading = كيف نعمل
about-work-privacy-title = خصوصية الطلاب أولًا
about-work-privacy-body = لا نبيع البيانات ولا نعرض الإعلانات أبدًا. ولا تخضع تسجيلات الطلاب دون سن 18 للتفريغ النصي، ولا تحمل حساباتهم معرّفات تتبّع، وتُخفى أسماؤهم في صفحات المشاركة.
about-work-teachers-title = المعلمون يوجّهون ما نبنيه
about-work-teachers-body = ننطلق من مهام صفية حقيقية، مثل تصحيح أعمال فصل كامل أو دعم طالب وافد جديد، ونغيّر مسارنا عندما تعيق أداةٌ ما سيرَ الدرس.
about-work-accessible-title = إمكانية الوصول أساسٌ لا إضافة
about-work-accessible-body = نستهدف WCAG 2.2 AA في كل صفحة، ونختبر بلوحة المفاتيح وبفحوص آلية، ونحترم إعدادات تقليل الحركة والكتابة من اليمين إلى اليسار.
about-work-honest-title = صادقون بشأن ما هو جاهز
about-work-honest-body = عندما لا يكون أمرٌ ما جاهزًا، مثل الدفع الإلكتروني، نقول ذلك في الصفحة بدلًا من إخفائه خلف زر.
about-work-small-title = أشياء صغيرة، متقنة الصنع
about-work-small-body = الملاحظة الصوتية (mote) قصيرة عن قصد. ونفضّل أن نجعل شيئًا واحدًا سريعًا وموثوقًا على أن نضيف ميزة لا يجد أحد وقتًا لتعلّمها.
about-work-open-title = بياناتك ملكٌ لك
about-work-open-body = يمكنك تصدير بياناتك أو حذف حسابك من صفحة حسابك، ونحترم الحقوق التي يمنحك إياها قانون حماية البيانات.

about-contact-heading = تواصل معنا
about-contact-intro = عنوان واحد يصل إلى فريقنا كله. نقرأ كل رسالة ونسعى إلى الرد خلال يومَي عمل.
about-contact-schools-label = المدارس والمناطق التعليمية
about-contact-schools-link = اطلب عرض سعر
about-contact-schools-subject = عرض سعر لمدرستنا
about-contact-press-label = الصحافة
about-contact-press-link = أرسل استفسارًا صحفيًا
about-contact-press-subject = استفسار صحفي
about-contact-careers-label = الوظائف
about-contact-careers-link = اسأل عن العمل معنا
about-contact-careers-subject = الوظائف
about-contact-feedback-label = ملاحظات على المنتج
about-contact-feedback-link = أخبرنا بما ينبغي تحسينه
about-contact-feedback-subject = ملاحظات على المنتج
about-contact-expert = هل لديك سؤال عن التدريس باستخدام Motes؟
about-contact-expert-link = اسأل خبيرًا

about-cta-heading = اكتشف ما يستطيع صوتك أن يقدّمه لطلابك
about-cta-sign-up = سجّل مجانًا
about-cta-impact = اقرأ عن أثرنا
