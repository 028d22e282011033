# The staff admin area (§2 admin/*, §6 built-in admin list) and its "not allowed" page.

admin-title = الإدارة
admin-heading = الإدارة
admin-lead = أدوات لفريق العمل الذي يدير خدمة Motes هذه. تظهر لك لأن { $email } مدرج في قائمة فريق العمل على الخادم.
admin-tools-heading = أدوات فريق العمل
admin-tools-status = صفحة حالة الخدمة
admin-tools-status-about = الصفحة العامة التي يستطيع أي شخص فتحها للتحقق مما إذا كان Motes يستجيب.
admin-tools-account = حسابك
admin-tools-account-about = ملفك الشخصي وتفضيلاتك والأجهزة المسجَّل دخولها.
admin-insights-heading = إحصاءات الإدارة
admin-insights-empty = ستظهر هنا أرقام الخدمة بأكملها، مثل الحسابات الجديدة والملاحظات الصوتية (motes) المُنشأة كل أسبوع، عندما تبدأ الخدمة في احتسابها. لا يُحتسب أي شيء بعد، لذا لا توجد أرقام لعرضها.
admin-support-heading = دعم الحسابات
admin-support-empty = ستتوفر هنا في تحديث لاحق إمكانية البحث عن حساب لمساعدة صاحبه. وحتى ذلك الحين، تُضبط قائمة فريق العمل نفسها على الخادم، في إعداد STAFF_EMAILS.

admin-not-allowed-title = غير مسموح
admin-not-allowed-heading = لا يمكنك فتح منطقة الإدارة
admin-not-allowed-body = منطقة الإدارة مخصّصة فقط لفريق العمل الذي يدير Motes. أنت مسجَّل الدخول بالحساب { $email }، وهو غير مدرج في قائمة فريق العمل.
admin-not-allowed-body-no-email = منطقة الإدارة مخصّصة فقط لفريق العمل الذي يدير Motes، وهذا الحساب غير مدرج في قائمة فريق العمل.
admin-not-allowed-help = إذا كنت تعتقد أنه ينبغي أن تحصل على صلاحية الوصول، فاطلب من الشخص الذي يدير خدمة Motes لديك إضافة عنوان بريدك الإلكتروني إلى قائمة فريق العمل.
admin-not-allowed-home = انتقل إلى الصفحة الرئيسية لـ Motes
admin-not-allowed-account = انتقل إلى حسابك
