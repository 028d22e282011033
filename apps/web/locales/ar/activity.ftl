# My Activity (§2 /activity): an honest empty state until motes can be made.

activity-title = نشاطي
activity-lead = كل ما تنشئه باستخدام Motes، الأحدث أولًا.
activity-empty-heading = لا يوجد نشاط بعد
activity-empty-body = ستعرض هذه الصفحة الملاحظات الصوتية التي تسجّلها، والمقاطع الصوتية التي تنشئها من نص، والتسجيلات التي ترفعها، ولكل منها رابطها وقائمة بمن استمع إليها.
activity-empty-now = ما زلنا نعمل على بناء التسجيل والمشاركة، لذا لا يوجد ما يُعرض بعد. وفي الأثناء، اضبط حسابك (اختر سرعة القراءة بصوت عالٍ وسمِّ ألوان أقلام التمييز)، أو تعرّف على طريقة تثبيت إضافة المتصفح Mote Sidebar.
activity-action-account = اضبط حسابك
activity-action-extension = ثبّت Mote Sidebar
