# /privacy, the Privacy Center: terms of service, GDPR, the student privacy pledge, security.
# Section ids follow apps/web/src/features/resources/privacy/policySections.ts.

privacy-page-title = مركز الخصوصية
privacy-page-description = شروط الخدمة، وحقوقك بموجب GDPR، وتعهّدنا بحماية خصوصية الطلاب، وكيف يحافظ Motes على أمان الحسابات، بلغة واضحة وبسيطة.
privacy-eyebrow = مركز الخصوصية
privacy-title = الخصوصية والشروط والأمان
privacy-lede = القواعد التي نعمل بها، مكتوبة لتُقرأ. وباختصار:
privacy-promise-ownership = الملاحظات الصوتية (motes) التي تنشئها ملكٌ لك.
privacy-promise-no-selling = لا نبيع بيانات الطلاب أبدًا، ولا توجد أي إعلانات في Motes.
privacy-promise-control = يمكنك تنزيل بياناتك أو حذفها في أي وقت.
privacy-tabs-label = مركز الخصوصية
privacy-contents-label = أقسام { $heading }

privacy-link-pricing = قارن بين الخطط
privacy-link-account = انتقل إلى صفحة حسابك
privacy-link-contact = تواصل معنا
privacy-link-privacy-email = راسلنا على { $privacyEmail }
privacy-link-security-email = راسلنا على { $securityEmail }

## Terms of service

privacy-terms-tab = شروط الخدمة
privacy-terms-title = شروط الخدمة
privacy-terms-intro = تشمل هذه الشروط موقع Motes الإلكتروني، وإضافة المتصفح Mote Sidebar، وكل ما تنشئه باستخدامهما. حرصنا على أن تكون قصيرة وواضحة؛ يُرجى قراءتها قبل استخدام Motes.

privacy-terms-about-heading = طرفا هذه الشروط
privacy-terms-about-p1 = هذه الشروط اتفاقية بينك وبين Motes. وبإنشائك حسابًا أو استخدامك Motes، فإنك توافق عليها.
privacy-terms-about-p2 = إذا كنت تستخدم Motes من خلال مدرسة أو منطقة تعليمية، فلدى مدرستك اتفاقيتها الخاصة معنا. وحيثما اختلفت تلك الاتفاقية عن هذه الشروط، تسري اتفاقية المدرسة.

privacy-terms-accounts-heading = حسابك
privacy-terms-accounts-p1 = تسجّل الدخول عبر رابط نرسله إلى بريدك الإلكتروني، أو عبر نظام تسجيل الدخول الخاص بمدرستك. لا توجد كلمة مرور قد تفقدها، لذا حافظ على أمان حساب بريدك الإلكتروني: فكل من يستطيع قراءة بريدك يمكنه تسجيل الدخول باسمك.
privacy-terms-accounts-p2 = أنت مسؤول عمّا يحدث في حسابك. ويمكنك من صفحة حسابك رؤية كل جهاز مسجَّل الدخول، وتسجيل الخروج من أيٍّ منها.
privacy-terms-accounts-p3 = إذا كنت أصغر من السن التي تتيح لك الموافقة على شروط كهذه في بلدك، فاستخدم Motes من خلال مدرستك فقط، أو بإذن من أحد والديك أو وليّ أمرك.

privacy-terms-plans-heading = الخطط والحدود
privacy-terms-plans-p1 = Motes مجاني اليوم:
privacy-terms-plans-item-1 = دون حساب، يمكن أن تصل مدة كل تسجيل إلى { $standardSeconds } ثانية ({ $standardMinutes } دقائق).
privacy-terms-plans-item-2 = بحساب مجاني، يمكنك إنشاء { $freeMotes } ملاحظة صوتية كل { $freeMotePeriodDays } يومًا، ويمكن أن تصل مدة كل تسجيل إلى { $limitedSeconds } ثانية.
privacy-terms-plans-item-3 = الخطط المدفوعة والفترة التجريبية المجانية وخطط المدارس والمناطق التعليمية غير متاحة بعد.
privacy-terms-plans-after-p1 = لا يوجد دفع عبر الإنترنت، لذا لا يُطلب من أحد أي مبلغ. عندما تصل الخطط المدفوعة، سنخبرك بالسعر قبل أن تختار خطة، ولن يتغير حسابك إلا إذا اخترتها.

privacy-terms-content-heading = محتواك ملكٌ لك
privacy-terms-content-p1 = أنت تملك الملاحظات الصوتية التي تسجّلها أو تنشئها أو ترفعها، وتفريغاتها النصية، وأي نص تُدخله إلى Motes. ولا ندّعي ملكية أيٍّ منها.
privacy-terms-content-p2 = تمنحنا الإذن بتخزين محتواك ونسخه ومعالجته بالقدر الذي نحتاجه فقط لتشغيل Motes لك: مثلًا لتحويل النص إلى صوت، أو لإعداد تفريغ نصي، أو لتشغيل ملاحظة صوتية للأشخاص الذين تشاركها معهم. وينتهي هذا الإذن عند حذفك للمحتوى.
privacy-terms-content-p3 = لا نبيع محتواك أبدًا، ولا نستخدمه للإعلانات، ولا نستخدمه لتدريب نماذج الذكاء الاصطناعي.

privacy-terms-sharing-heading = المشاركة
privacy-terms-sharing-p1 = لكل ملاحظة صوتية صفحة مشاركة. ويمكن لأي شخص لديه رابطها أو رمز QR الخاص بها الاستماع إليها دون حساب. روابط المشاركة عناوين عشوائية طويلة لا يمكن تخمينها، لكن من تعطيه رابطًا يستطيع تمريره إلى غيره، لذا لا تشارك إلا ما لا تمانع أن يشاركوه هم أيضًا.
privacy-terms-sharing-p2 = احذف الملاحظة الصوتية لإيقاف مشاركتها: إذ يتوقف رابطها عن العمل فورًا.

privacy-terms-acceptable-use-heading = الاستخدام المقبول
privacy-terms-acceptable-use-p1 = صُمّم Motes للتعلّم والتعليم. وعند استخدامه، يُرجى عدم:
privacy-terms-acceptable-use-item-1 = مخالفة القانون، أو التعدي على حقوق الآخرين، بما في ذلك حقوق النشر؛
privacy-terms-acceptable-use-item-2 = تسجيل الأشخاص دون علمهم حيثما يشترط القانون أو مدرستك الحصول على موافقتهم؛
privacy-terms-acceptable-use-item-3 = مضايقة أي شخص أو التنمر عليه أو تهديده أو إهانته، أو مشاركة محتوى يحض على الكراهية؛
privacy-terms-acceptable-use-item-4 = مشاركة محتوى جنسي، أو أي شيء يستغل الأطفال أو يعرّضهم للخطر؛
privacy-terms-acceptable-use-item-5 = انتحال شخصية شخص آخر؛
privacy-terms-acceptable-use-item-6 = محاولة الوصول إلى حسابات أو بيانات ليست لك، أو تعطيل الخدمة (نرحب بأبحاث الأمان وفق القواعد الواردة في تبويب «الأمان»)؛
privacy-terms-acceptable-use-item-7 = التحايل على حدود الخطط، أو إعادة بيع Motes دون موافقتنا.
privacy-terms-acceptable-use-after-p1 = قد نزيل المحتوى الذي يخالف هذه القواعد، وقد نعلّق الحساب الذي يخالفها مخالفة جسيمة أو متكررة.

privacy-terms-schools-heading = المدارس والمعلمون والطلاب
privacy-terms-schools-p1 = عندما تمنحك مدرسة حسابًا، يستطيع معلموك ومسؤولو مدرستك رؤية الأعمال التي تشاركها معهم، وتحديد أدوات الشريط الجانبي التي يمكنك استخدامها في الفصل.
privacy-terms-schools-p2 = تتبع حسابات الطلاب للخدمة المقدَّمة إلى المدرسة. ونتعامل مع بياناتهم وفق تعليمات المدرسة، بموجب اتفاقية لمعالجة البيانات، ووفق التزامات تعهّدنا بحماية خصوصية الطلاب.

privacy-terms-ending-heading = مغادرة Motes
privacy-terms-ending-p1 = يمكنك تنزيل بياناتك وحذف حسابك في أي وقت من صفحة حسابك. ويؤدي الحذف إلى تسجيل الخروج من جميع الأجهزة وإزالة بياناتك الشخصية فورًا.
privacy-terms-ending-p2 = قد نعلّق أو نغلق الحساب الذي يخالف هذه الشروط مخالفة جسيمة. وما لم يمنعنا القانون، سنخبرك بالسبب.
privacy-terms-ending-p3 = إذا توقفنا يومًا عن تقديم Motes، فسنُخطرك مسبقًا ونمنحك وقتًا لتنزيل محتواك أولًا.

privacy-terms-changes-heading = التغييرات على هذه الشروط
privacy-terms-changes-p1 = عندما نغيّر هذه الشروط، سنحدّث هذه الصفحة قبل سريان التغيير، وسنخبرك بالبريد الإلكتروني عندما يؤثر التغيير في طريقة استخدامك لـ Motes.

privacy-terms-liability-heading = ما يمكننا أن نعد به
privacy-terms-liability-p1 = نبذل قصارى جهدنا لإبقاء Motes يعمل ومحتواك آمنًا، لكن لا يمكننا أن نعد بأن تكون الخدمة متاحة دائمًا أو خالية من الأخطاء. احتفظ بنسختك الخاصة من أي شيء لا تحتمل خسارته.
privacy-terms-liability-p2 = في الحدود التي يسمح بها القانون، لسنا مسؤولين عن الخسائر غير المباشرة. ولا شيء في هذه الشروط ينتقص من الحقوق التي يكفلها لك قانون حماية المستهلك.

privacy-terms-contact-heading = أسئلة
privacy-terms-contact-p1 = إذا وجدت هنا ما هو غير واضح، فاسألنا. نفضّل أن نشرح لك على أن تضطر إلى التخمين.

## GDPR

privacy-gdpr-tab = GDPR
privacy-gdpr-title = بياناتك وحقوقك (GDPR)
privacy-gdpr-intro = تمنح اللائحة العامة لحماية البيانات (GDPR) كل شخص في المملكة المتحدة والاتحاد الأوروبي حقوقًا على بياناته الشخصية. ونحن نمنح الحقوق نفسها لكل مستخدم لـ Motes أينما كان يعيش. يوضح هذا التبويب البيانات التي نحتفظ بها، وسبب ذلك، وكيف تمارس حقوقك.

privacy-gdpr-roles-heading = مَن المسؤول عن بياناتك
privacy-gdpr-roles-p1 = عندما تنشئ حسابًا بنفسك، يكون Motes هو المتحكم في بياناتك الشخصية: أي إننا نقرر كيفية استخدامها، في إطار هذه السياسة.
privacy-gdpr-roles-p2 = عندما تمنحك مدرستك حسابًا، تكون المدرسة هي المتحكم ويكون Motes هو المعالج لحسابها: فلا نتعامل مع بياناتك إلا وفق تعليمات المدرسة. أرسل الطلبات المتعلقة بحساب مدرسي إلى مدرستك أولًا؛ ونحن نساعد المدرسة على الرد عليها.

privacy-gdpr-data-heading = البيانات التي نحتفظ بها
privacy-gdpr-data-p1 = لا نحتفظ إلا بما يحتاجه Motes ليعمل:
privacy-gdpr-data-item-1 = حسابك: عنوان بريدك الإلكتروني، واسمك، ودورك، ومدرستك، واختياراتك مثل لغة الواجهة، والصوت، وسرعة القراءة، وألوان التمييز؛
privacy-gdpr-data-item-2 = محتواك: الملاحظات الصوتية التي تسجّلها أو تنشئها أو ترفعها، وتفريغاتها النصية، والنصوص التي تحوّلها إلى صوت؛
privacy-gdpr-data-item-3 = سجلات تسجيل الدخول: الأجهزة المسجَّل دخولها ومتى، وعنوان الشبكة لطلبات تسجيل الدخول، الذي نستخدمه لمنع إساءة الاستخدام؛
privacy-gdpr-data-item-4 = أحداث الاستخدام: الصفحات والأدوات المستخدمة، حتى نتمكن من إصلاح المشكلات وتحسين Motes. وبالنسبة إلى الطلاب القاصرين، لا نسجّل أي عنوان بريد إلكتروني أو نطاق بريد إلكتروني أو عنوان شبكة؛
privacy-gdpr-data-item-5 = اختيارك بشأن ملفات تعريف الارتباط، حتى لا نسألك مرة أخرى.

privacy-gdpr-purposes-heading = لماذا نستخدمها
privacy-gdpr-purposes-p1 = لكل استخدام أساس قانوني بموجب GDPR:
privacy-gdpr-purposes-item-1 = تقديم Motes لك أو لمدرستك (تنفيذ عقد)؛
privacy-gdpr-purposes-item-2 = الحفاظ على أمان الحسابات ومنع إساءة الاستخدام، ومعرفة الأدوات المستخدمة حتى نتمكن من تحسينها (المصالح المشروعة)؛
privacy-gdpr-purposes-item-3 = تذكّر الاختيارات التي تحددها، مثل ملفات تعريف الارتباط (الموافقة، ويمكنك سحبها)؛
privacy-gdpr-purposes-item-4 = الوفاء بالتزاماتنا القانونية.

privacy-gdpr-rights-heading = حقوقك
privacy-gdpr-rights-p1 = يحق لك ما يلي:
privacy-gdpr-rights-item-1 = الوصول: الحصول على نسخة من البيانات الشخصية التي نحتفظ بها عنك؛
privacy-gdpr-rights-item-2 = التصحيح: تصحيح البيانات غير الصحيحة؛
privacy-gdpr-rights-item-3 = المحو: حذف بياناتك؛
privacy-gdpr-rights-item-4 = التقييد: أن تطلب منا تقييد استخدامنا لبياناتك ريثما نعالج ما يقلقك؛
privacy-gdpr-rights-item-5 = قابلية النقل: أخذ بياناتك معك، بتنسيق يمكن للحاسوب قراءته؛
privacy-gdpr-rights-item-6 = الاعتراض: الاعتراض على الاستخدامات القائمة على مصالحنا المشروعة؛
privacy-gdpr-rights-item-7 = الشكوى: تقديم شكوى إلى هيئة حماية البيانات المختصة، مثل مكتب مفوض المعلومات (Information Commissioner's Office) في المملكة المتحدة.

privacy-gdpr-exercise-heading = كيف تمارس حقوقك في Motes
privacy-gdpr-exercise-p1 = معظم حقوقك على بُعد نقرة زر في صفحة حسابك:
privacy-gdpr-exercise-item-1 = تنزيل بياناتك: يمنحك قسم «بياناتك» نسخة من حسابك وإعداداتك ونشاطك في ملف JSON (الوصول وقابلية النقل).
privacy-gdpr-exercise-item-2 = تصحيح بياناتك: غيّر اسمك من قسم «الملف الشخصي» واختياراتك من قسم «التفضيلات» (التصحيح).
privacy-gdpr-exercise-item-3 = حذف حسابك: يؤدي خيار «حذف حسابك» إلى تسجيل الخروج من جميع الأجهزة وإزالة بياناتك الشخصية فورًا (المحو).
privacy-gdpr-exercise-item-4 = تسجيل الخروج من الأجهزة: يعرض قسم «الأجهزة المسجَّل دخولها» كل جهاز مسجَّل الدخول إلى حسابك، ويتيح لك تسجيل الخروج من أيٍّ منها.
privacy-gdpr-exercise-after-p1 = يمكن للطلاب الذين لديهم حساب مدرسي أن يطلبوا من معلمهم أو مدرستهم تقديم الطلب نيابةً عنهم.
privacy-gdpr-exercise-after-p2 = لأي أمر آخر، أو إذا تعذّر عليك تسجيل الدخول، راسلنا على { $privacyEmail }. نرد خلال شهر واحد كما تشترط GDPR، وقد نطلب منك أولًا تأكيد هويتك.

privacy-gdpr-retention-heading = مدة احتفاظنا بها
privacy-gdpr-retention-p1 = نحتفظ بحسابك ومحتواك ما دام لديك حساب. وعند حذف حسابك، تُزال بياناتك الشخصية فورًا؛ أما روابط تسجيل الدخول فتنتهي صلاحيتها بعد { $linkMinutes ->
        [one] دقيقة واحدة
        [two] دقيقتين
        [few] { $linkMinutes } دقائق
        [many] { $linkMinutes } دقيقة
       *[other] { $linkMinutes } دقيقة
    } وتُحذف خلال يوم واحد.
privacy-gdpr-retention-p2 = تقرر المدارس مدة الاحتفاظ بحسابات الطلاب، ويمكنها أن تطلب منا حذفها في أي وقت.

privacy-gdpr-transfers-heading = أين تُحفظ بياناتك
privacy-gdpr-transfers-p1 = تبقى بياناتك على الخوادم التي تعمل عليها خدمة Motes الخاصة بك. وإذا كان أحد مقدمي الخدمات المذكورين أدناه في بلد آخر، فيجب توفير الضمانات التي تشترطها GDPR، مثل البنود التعاقدية القياسية، قبل استخدامه.

privacy-subprocessors-heading = المعالجون الفرعيون
privacy-subprocessors-p1 = المعالج الفرعي شركة أخرى تتعامل مع البيانات الشخصية نيابةً عنا.
privacy-subprocessors-default = افتراضيًا، لا تستخدم نسخة Motes المشغَّلة أي معالجين فرعيين. فقاعدة البيانات، وتخزين الصوت، وتحويل النص إلى كلام، والتفريغ النصي، والترجمة، والبريد، كلها تعمل على الخوادم الخاصة بالنسخة المشغَّلة نفسها.
privacy-subprocessors-p2 = يمكن ضبط النسخة المشغَّلة لتستخدم خدمات خارجية بدلًا من ذلك. ولا تُستخدم أيٌّ من الخدمات أدناه إلا عند ضبطها:
privacy-subprocessors-caption = الخدمات التي يمكن ضبط النسخة المشغَّلة لاستخدامها
privacy-subprocessors-column-service = الخدمة
privacy-subprocessors-column-purpose = ما تتعامل معه
privacy-subprocessors-column-when = متى تُستخدم
privacy-subprocessors-mail-service = مزوّد البريد الإلكتروني
privacy-subprocessors-mail-purpose = يوصل روابط تسجيل الدخول والدعوات: عنوان المستلم والرسالة.
privacy-subprocessors-mail-when = عندما تعيّن النسخة المشغَّلة خادم بريد SMTP.
privacy-subprocessors-storage-service = مزوّد التخزين
privacy-subprocessors-storage-purpose = يخزّن الملفات الصوتية وصور الملاحظات الصوتية.
privacy-subprocessors-storage-when = عندما تستخدم النسخة المشغَّلة تخزينًا متوافقًا مع S3 بدلًا من قرصها الخاص.
privacy-subprocessors-sign-in-service = مزوّد تسجيل الدخول
privacy-subprocessors-sign-in-purpose = يتحقق من هويتك عندما تختار تسجيل الدخول بحساب Google أو بحساب مدرستك.
privacy-subprocessors-sign-in-when = عندما تفعّل النسخة المشغَّلة طريقة تسجيل الدخول هذه وتستخدمها أنت.
privacy-subprocessors-language-service = خدمات اللغة
privacy-subprocessors-language-purpose = تحوّل النص إلى كلام، أو الكلام إلى نص، أو تترجم: النص أو الصوت قيد المعالجة.
privacy-subprocessors-language-when = عندما تربط النسخة المشغَّلة محركات لغة خارجية بدلًا من محركاتها المدمجة.
privacy-subprocessors-p3 = يمكن للمدارس أن تسأل عن مقدمي الخدمات الذين ضُبطت نسختها المشغَّلة لاستخدامهم، ويتم إبلاغها قبل إضافة أي مزوّد جديد.

## Student privacy pledge

privacy-pledge-tab = تعهّد خصوصية الطلاب
privacy-pledge-title = تعهّدنا بحماية خصوصية الطلاب
privacy-pledge-intro = يستخدم الطلاب Motes للقراءة والكتابة والتحدث. والبيانات التي ينشئونها أثناء التعلّم وُجدت لمساعدتهم على التعلّم، لا لشيء آخر. هذه التزاماتنا تجاه الطلاب والأسر والمدارس.

privacy-pledge-never-heading = ما لن نفعله أبدًا
privacy-pledge-never-p1 = فيما يخص بيانات الطلاب، لن نقوم أبدًا بما يلي:
privacy-pledge-never-item-1 = بيعها، أو إعطاؤها لأي جهة لتبيعها؛
privacy-pledge-never-item-2 = عرض الإعلانات، أو استخدامها لاستهداف الإعلانات في أي مكان؛
privacy-pledge-never-item-3 = بناء ملف تعريفي عن طالب لأي غرض غير تعلّمه؛
privacy-pledge-never-item-4 = استخدام تسجيلات الطلاب أو كتاباتهم لتدريب نماذج الذكاء الاصطناعي؛
privacy-pledge-never-item-5 = الاحتفاظ بها بعد أن تطلب منا المدرسة أو الطالب حذفها.

privacy-pledge-minors-heading = حماية إضافية للقاصرين
privacy-pledge-minors-p1 = عندما يعود الحساب إلى قاصر، يقدّم Motes حماية أكبر:
privacy-pledge-minors-item-1 = لا تفريغ نصي تلقائي لتسجيلاتهم؛
privacy-pledge-minors-item-2 = لا عنوان بريد إلكتروني، ولا نطاق بريد إلكتروني، ولا عنوان شبكة، ولا أي معرّف تتبّع آخر في سجلات الاستخدام؛
privacy-pledge-minors-item-3 = يُخفى اسمهم في صفحات مشاركة ملاحظاتهم الصوتية؛
privacy-pledge-minors-item-4 = لا رسائل تسويقية.

privacy-pledge-purpose-heading = للتعلّم فقط
privacy-pledge-purpose-p1 = لا نجمع إلا ما يحتاجه Motes ليعمل، ولا نستخدمه إلا لتقديم Motes للطالب ومدرسته.
privacy-pledge-purpose-p2 = نستخدم سجلات الاستخدام للحفاظ على عمل Motes وتحسين أدواته، ولا نستخدمها أبدًا للتسويق للطلاب.

privacy-pledge-control-heading = القرار يبقى بيد المدارس والأسر
privacy-pledge-control-p1 = تقرر المدارس كيفية استخدام حسابات الطلاب:
privacy-pledge-control-item-1 = يفعّل المعلمون كل أداة من أدوات الشريط الجانبي أو يعطّلونها لفصل كامل أو لطالب واحد؛
privacy-pledge-control-item-2 = يمكن للمدرسة تصدير بيانات طلابها أو حذفها في أي وقت؛
privacy-pledge-control-item-3 = يمكن للأسر أن تطلب من المدرسة، أو منا، الاطلاع على بيانات طفلها أو حذفها.

privacy-pledge-changes-heading = لا مفاجآت
privacy-pledge-changes-p1 = لن نغيّر طريقة استخدامنا لبيانات الطلاب دون إبلاغ المدارس أولًا، وسنطلب موافقتها قبل أي تغيير من شأنه استخدامها بطريقة جديدة.

privacy-pledge-laws-heading = القوانين التي يستند إليها هذا التعهّد
privacy-pledge-laws-p1 = كتبنا هذه الالتزامات واضعين في اعتبارنا قوانين الخصوصية المدرسية: FERPA وCOPPA في الولايات المتحدة، وGDPR في المملكة المتحدة وأوروبا.
privacy-pledge-laws-p2 = هذا التعهّد وعدٌ منا. وهو ليس شهادة اعتماد، ولا يحل محل التزامات المدرسة نفسها أو اتفاقيتها معنا.

## Security

privacy-security-tab = الأمان
privacy-security-title = كيف نحافظ على أمان الحسابات
privacy-security-intro = هذا ما يفعله Motes اليوم لحماية الحسابات والبيانات، وكيف تخبرنا إذا وجدت مشكلة. ولا نصف إلا ما يفعله البرنامج فعلًا.

privacy-security-sign-in-heading = تسجيل الدخول
privacy-security-sign-in-p1 = لا توجد في Motes كلمات مرور يمكن سرقتها أو إعادة استخدامها:
privacy-security-sign-in-item-1 = روابط تسجيل الدخول التي نرسلها بالبريد الإلكتروني تُستخدم مرة واحدة وتنتهي صلاحيتها بعد { $linkMinutes ->
        [one] دقيقة واحدة
        [two] دقيقتين
        [few] { $linkMinutes } دقائق
        [many] { $linkMinutes } دقيقة
       *[other] { $linkMinutes } دقيقة
    }؛
privacy-security-sign-in-item-2 = لا يُكمل الرابط تسجيل الدخول إلا على الجهاز الذي طلبه؛
privacy-security-sign-in-item-3 = تخضع طلبات تسجيل الدخول لحدود على معدّلها: لا يتجاوز عدد الروابط لعنوان البريد الإلكتروني الواحد { $linkRequests } كل { $linkWindowMinutes ->
        [one] دقيقة
        [two] دقيقتين
        [few] { $linkWindowMinutes } دقائق
        [many] { $linkWindowMinutes } دقيقة
       *[other] { $linkWindowMinutes } دقيقة
    }، مع حدود إضافية لكل شبكة؛
privacy-security-sign-in-item-4 = يستخدم تسجيل الدخول بحساب Google أو بحساب مدرستك بروتوكول OpenID Connect مع PKCE والتحقق من قيمتي state وnonce، فلا يمكن اعتراض عملية تسجيل الدخول أو إعادة استخدامها.

privacy-security-sessions-heading = الجلسات والأجهزة
privacy-security-sessions-p1 = لكل جهاز مسجَّل الدخول جلسته الخاصة:
privacy-security-sessions-item-1 = رموز الجلسات قيم عشوائية بطول 256 بت، ولا نخزّن إلا قيمة التجزئة (hash) لكل منها، لذا فإن الحصول على نسخة من قاعدة بياناتنا لن يمكّن أحدًا من تسجيل الدخول؛
privacy-security-sessions-item-2 = لا تقبل خدمتنا الرمز إلا في ترويسة الطلب، ولا تقبله أبدًا من ملف تعريف ارتباط، لذا لا تستطيع المواقع الأخرى التصرف باسمك؛
privacy-security-sessions-item-3 = تعرض صفحة حسابك كل جهاز مسجَّل الدخول، ويمكنك تسجيل الخروج من أيٍّ منها؛
privacy-security-sessions-item-4 = يؤدي حذف حسابك إلى إنهاء جميع الجلسات فورًا.

privacy-security-data-heading = حماية بياناتك
privacy-security-data-p1 = داخل Motes:
privacy-security-data-item-1 = يُتحقَّق من كل طلب مقابل مالك ما يطلبه أو فصله أو مدرسته؛ فالعنصر الذي يخص شخصًا آخر يبدو تمامًا كعنصر غير موجود؛
privacy-security-data-item-2 = تستخدم صفحات المشاركة عناوين عشوائية طويلة لا يمكن تخمينها؛
privacy-security-data-item-3 = لا تحمل سجلات استخدام القاصرين أي عنوان بريد إلكتروني أو عنوان شبكة، ولا تظهر البيانات السرية في السجلات أبدًا؛
privacy-security-data-item-4 = تُحذف روابط تسجيل الدخول المنتهية الصلاحية يوميًا.

privacy-security-transport-heading = التشفير والنسخ الاحتياطية
privacy-security-transport-p1 = صُمّم Motes ليعمل خلف HTTPS (TLS): ففي بيئة الإنتاج لا تُرسَل ملفات تعريف الارتباط الخاصة به إلا عبر اتصالات مشفّرة. وتوفّر الجهة التي تشغّل النسخة شهادتها.
privacy-security-transport-p2 = تتولى الجهة المشغّلة للنسخة إعداد النسخ الاحتياطية لقاعدة البيانات وتخزين الصوت. ونوصي بنسخ احتياطية مشفّرة، تُحفظ بمعزل عن الخادم، ويُختبر صلاحها باستعادتها.

privacy-security-certifications-heading = الشهادات
privacy-security-certifications-p1 = لا يحمل Motes حاليًا أي شهادة أمان. وعندما يتغير ذلك، سنذكره هنا، وليس قبل ذلك.

privacy-security-report-heading = الإبلاغ عن ثغرة أمنية
privacy-security-report-p1 = إذا كنت تعتقد أنك وجدت مشكلة أمنية، فراسلنا على { $securityEmail }. ويُرجى تضمين ما يلي:
privacy-security-report-item-1 = ما الذي وجدته، وأين؛
privacy-security-report-item-2 = خطوات إعادة إنتاج المشكلة؛
privacy-security-report-item-3 = ما يمكن للمهاجم فعله بها.
privacy-security-report-after-p1 = يُرجى عدم الوصول إلى بيانات الآخرين، أو تعطيل الخدمة، أو الإعلان عن المشكلة قبل أن نصلحها.
privacy-security-report-after-p2 = سنؤكد استلام بلاغك، ونُطلعك على المستجدات أثناء إصلاح المشكلة، وننسب إليك الفضل إن رغبت في ذلك. ولن نتخذ أي إجراء قانوني بشأن الأبحاث التي تُجرى بحسن نية وفق هذه القواعد.
