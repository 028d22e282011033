# Onboarding (§2 /complete-profile, /onboarding/survey, /onboarding/product; §4 steps).

## Your name (/complete-profile)

onboarding-name-title = اسمك
onboarding-name-heading = بماذا نناديك؟
onboarding-name-lead = يظهر اسمك على الملاحظات الصوتية (motes) التي تشاركها، ليعرف طلابك وزملاؤك ممن هي.
onboarding-name-save-failed = تعذّر حفظ اسمك. يُرجى المحاولة مرة أخرى.
onboarding-saving = جارٍ الحفظ...
onboarding-continue = متابعة

## Survey (/onboarding/survey)

onboarding-survey-title = البدء
onboarding-survey-heading = مرحبًا! سؤالان سريعان
onboarding-survey-lead = تساعدنا إجاباتك على أن نعرض عليك الأدوات المناسبة أولًا. ولن يستغرق ذلك أكثر من دقيقة.
onboarding-survey-role-question = أيّ مما يلي يصفك أكثر؟
onboarding-survey-role-required = اختر الإجابة الأنسب لك، أو تخطَّ السؤال الآن.
onboarding-survey-role-teacher = معلم
onboarding-survey-role-student = طالب
onboarding-survey-role-school-leader = قائد مدرسي
onboarding-survey-role-other = شيء آخر
onboarding-survey-intent-question = ماذا تودّ أن تفعل باستخدام Motes؟ اختر كل ما ينطبق.
onboarding-survey-intent-spoken-feedback = تقديم تغذية راجعة منطوقة على أعمال الطلاب
onboarding-survey-intent-read-aloud = الاستماع إلى النصوص مقروءة بصوت عالٍ، مع الترجمة
onboarding-survey-intent-record-instructions = تسجيل الدروس أو التعليمات أو الإعلانات
onboarding-survey-intent-language-practice = التدرّب على التحدث والاستماع بلغة أخرى
onboarding-survey-intent-reading-support = دعم المتعلمين الذين يجدون القراءة صعبة
onboarding-survey-save-failed = تعذّر حفظ إجاباتك. يُرجى المحاولة مرة أخرى.
onboarding-survey-skip = تخطَّ الآن

## Product tour (/onboarding/product)

onboarding-tour-title = مرحبًا بك في Motes
onboarding-tour-heading = مرحبًا بك في Motes
onboarding-tour-lead = ثلاثة أشياء يمكنك فعلها، في أقل من دقيقة.
onboarding-tour-steps = خطوات الجولة
onboarding-tour-step-count = الخطوة { $step } من { $count }
onboarding-tour-back = السابق
onboarding-tour-next = التالي
onboarding-tour-finish = ابدأ استخدام Motes
onboarding-tour-skip = تخطَّ الجولة
onboarding-tour-save-failed = تعذّر حفظ تقدّمك. يُرجى المحاولة مرة أخرى.
onboarding-tour-record-name = التسجيل
onboarding-tour-record-title = سجّل ملاحظة صوتية
onboarding-tour-record-body = الملاحظة الصوتية (mote) تسجيل صوتي قصير. سجّل واحدة في متصفحك لتشرح مهمة، أو تقدّم تغذية راجعة على عمل ما، أو تحيّي فصلًا جديدًا.
onboarding-tour-record-tip = يمكنك أيضًا تحويل نص مكتوب إلى صوت، أو رفع تسجيل لديك بالفعل.
onboarding-tour-read-name = القراءة بصوت عالٍ
onboarding-tour-read-title = استمع إلى أي نص مقروءًا بصوت عالٍ
onboarding-tour-read-body = حدّد نصًا على صفحة واستمع إليه مقروءًا بصوت عالٍ، مع تمييز كل كلمة لحظة نطقها. وترجم كلمة أو فقرة كاملة إلى أكثر من 60 لغة.
onboarding-tour-read-tip = تضيف إضافة المتصفح القراءة بصوت عالٍ والقاموس وأقلام التمييز إلى كل صفحة ويب.
onboarding-tour-share-name = المشاركة
onboarding-tour-share-title = شارك برابط أو رمز QR
onboarding-tour-share-body = لكل ملاحظة صوتية صفحتها الخاصة مع تفريغ نصي. شارك الرابط في رسالة أو مستند أو صفحة فصلك، أو اطبع رمز QR على ورقة عمل.
onboarding-tour-share-tip = لا يحتاج المستمعون إلى حساب لتشغيل ملاحظة صوتية تشاركها.
