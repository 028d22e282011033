# The product's tools by their registry id (packages/shared productTools.ts) and the marks
# that say a tool's state in this build. The e2e walk reads the names of tools not built yet.

tool-state-not-yet-available = غير متاح بعد
tool-state-needs-extension = في إضافة المتصفح

product-tool-read-aloud = القراءة بصوت عالٍ
product-tool-select-area = تحديد منطقة للقراءة
product-tool-translation = الترجمة
product-tool-dictionary = القاموس
product-tool-highlighters = أقلام التمييز
product-tool-screen-mask = قناع الشاشة
product-tool-focus-view = عرض التركيز
product-tool-listen-back = الاستماع لما كتبت
product-tool-text-prediction = توقّع النص
product-tool-voice-typing = الكتابة بالصوت
product-tool-record = التسجيل الصوتي
product-tool-from-text = تحويل النص إلى صوت
product-tool-upload = رفع ملف صوتي
product-tool-my-content = محتواي
product-tool-share-pages = صفحات المشاركة
product-tool-qr-codes = رموز QR
product-tool-transcripts = النصوص المكتوبة
product-tool-totes = الحقائب (Totes)
product-tool-embed = التضمين
product-tool-classes = الفصول
product-tool-teacher-controls = أدوات تحكم المعلم
product-tool-loops = حلقات الحوار
product-tool-motebook = Motebook
product-tool-vocabulary-list = قائمة المفردات
product-tool-flash-cards = البطاقات التعليمية
product-tool-matching-quiz = اختبار المطابقة
product-tool-multiple-choice-quiz = اختبار الاختيار من متعدد
product-tool-mind-map = الخريطة الذهنية
product-tool-school-admin = إدارة المستخدمين
product-tool-feature-access = الوصول إلى الميزات
product-tool-usage-insights = إحصاءات الاستخدام
product-tool-school-sign-in = تسجيل الدخول المدرسي
product-tool-minor-protections = حماية الطلاب دون 18 عامًا
product-tool-free-plan = الحساب المجاني
product-tool-trial = الفترة التجريبية المجانية
product-tool-paid-plans = خطة غير محدودة
product-tool-checkout = الدفع عبر الإنترنت
product-tool-school-plans = خطة المدارس والمناطق التعليمية
