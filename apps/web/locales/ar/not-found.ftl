# The 404 page: any path the app does not know.

not-found-title = الصفحة غير موجودة
not-found-heading = الصفحة غير موجودة
not-found-body = لا توجد صفحة على العنوان { $path }. ربما كُتب الرابط بشكل خاطئ، أو نُقلت الصفحة.
not-found-suggestions = إلى أين تنتقل من هنا
not-found-home = الانتقال إلى الصفحة الرئيسية لـ Motes
not-found-product = اطّلع على ما يفعله Motes
not-found-learning-zone = زُر «منطقة التعلّم»
not-found-sign-in = تسجيل الدخول
not-found-activity = الانتقال إلى «نشاطي»
