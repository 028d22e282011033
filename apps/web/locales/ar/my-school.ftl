# My School (§2 /my-school/manage-users and /my-school/analytics): honest empty states until
# school accounts exist.

my-school-users-title = إدارة المستخدمين
my-school-users-lead = معلمو مدرستك وطلابها الذين يستخدمون Motes.
my-school-users-empty-heading = لا يوجد مستخدمون من المدرسة لعرضهم
my-school-users-empty-body = سيضيف إداريو المدرسة الأشخاص هنا، حسب نطاق البريد الإلكتروني، أو من جدول بيانات، أو بإدخال عدة عناوين بريد إلكتروني دفعة واحدة، وسيختارون الأدوات التي يمكن لكل منهم استخدامها.
my-school-users-empty-now = الحسابات المدرسية غير متاحة بعد، لذا لا يوجد أحد لإدارته. وإلى أن تُتاح، يمكن لكل معلم استخدام Motes بحسابه المجاني الخاص.
my-school-analytics-title = رؤى الإدارة
my-school-analytics-lead = كيف يُستخدم Motes في مدرستك.
my-school-analytics-empty-heading = لا توجد رؤى بعد
my-school-analytics-empty-body = سيرى إداريو المدرسة هنا عدد الملاحظات الصوتية المُنشأة، ومقدار النصوص المقروءة بصوت عالٍ والمترجمة، حسب الفصل والشهر، مع تقرير يمكن مشاركته مع الزملاء.
my-school-analytics-empty-now = لا يُحتسب شيء بعد، لذا لا توجد أرقام لعرضها. ستبدأ الرؤى حين تُتاح الحسابات المدرسية.
my-school-action-users = إدارة المستخدمين
my-school-action-analytics = رؤى الإدارة
my-school-action-privacy = كيف نحمي بيانات مدرستك
my-school-action-impact = ESSA والأثر
