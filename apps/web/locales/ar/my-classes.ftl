# My Classes (§2 /my-classes): an honest empty state until classes can be made.

my-classes-title = فصولي
my-classes-lead = فصولك والطلاب المسجّلون فيها.
my-classes-empty-heading = لا توجد فصول بعد
my-classes-empty-body = ستتمكن هنا من إنشاء فصل، ودعوة الطلاب عبر رابط أو رمز QR، ومشاركة الملاحظات الصوتية (motes) مع جميع أعضائه، وتفعيل أدوات القراءة والكتابة أو تعطيلها للفصل كله أو لطالب واحد.
my-classes-empty-now = الفصول غير متاحة بعد، لذا لا يوجد ما يمكن إعداده هنا. لكن يمكنك بالفعل اختيار سرعة القراءة بصوت عالٍ وتسميات أقلام التمييز الخاصة بك من صفحة حسابك.
my-classes-action-account = انتقل إلى حسابك
my-classes-action-learning-zone = أفكار لفصلك الدراسي
