# My Loops (§2 /my-loops): an honest empty state until motes and replies exist.

my-loops-title = حلقاتي الحوارية
my-loops-lead = محادثات صوتية بينك وبين طلابك.
my-loops-empty-heading = لا توجد حلقات حوار بعد
my-loops-empty-body = تبدأ حلقة الحوار حين يجيب طالب عن إحدى ملاحظاتك الصوتية (motes) بتسجيل من عنده، فتصبح التغذية الراجعة حوارًا في الاتجاهين. وستُعرض هنا كل حلقة حوار مع ردودها.
my-loops-empty-now = حلقات الحوار غير متاحة بعد: لا يستطيع الطلاب الرد على ملاحظة صوتية اليوم، لذا لا توجد حلقات حوار لعرضها.
my-loops-action-activity = الانتقال إلى «نشاطي»
my-loops-action-product = اطّلع على ما يمكن أن يفعله Motes
