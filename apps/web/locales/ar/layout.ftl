# The frame of every page: skip link, navigation bar (§2), footer (§2), locale switcher.

layout-skip-link = انتقل إلى المحتوى الرئيسي

layout-page-failed-title = تعذّر عرض هذه الصفحة
layout-page-failed-body = حدث خطأ أثناء تحميل هذه الصفحة. عادةً ما تحل إعادة تحميلها المشكلة.
layout-page-failed-reload = إعادة تحميل الصفحة

## Navigation bar

nav-main-label = القائمة الرئيسية
nav-account-label = الحساب
nav-mobile-toggle = القائمة

nav-link-product = المنتج
nav-link-pricing = الأسعار
nav-menu-solutions = الحلول
nav-link-diverse-learners = المتعلمون على اختلافهم
nav-link-assessment = التقييم
nav-link-translation = الترجمة
nav-link-administration = الإدارة
nav-menu-resources = الموارد
nav-link-learning-zone = منطقة التعلّم
nav-link-courses = دورات ذاتية الوتيرة
nav-link-support = الدعم
nav-link-impact = ESSA والأثر
nav-link-privacy = مركز الخصوصية
nav-link-community = الأخبار والنقاشات
nav-link-expert = اسأل خبيرًا

nav-action-login = الدخول
nav-action-start-free-trial = ابدأ الفترة التجريبية المجانية
nav-action-sign-in = تسجيل الدخول
nav-action-sign-up-free = سجّل مجانًا
nav-action-go-to-dashboard = انتقل إلى لوحة التحكم
nav-action-admin = الإدارة
nav-action-sign-out = تسجيل الخروج

nav-account-my-account = حسابي
nav-account-my-activity = نشاطي
nav-account-my-annotations = تعليقاتي
nav-account-admin = الإدارة
nav-account-sign-out = تسجيل الخروج

## Footer

footer-tagline = ملاحظات صوتية وقراءة بصوت عالٍ وترجمة لكل فصل دراسي.
footer-nav-label = التذييل
footer-heading-customers = العملاء
footer-heading-solutions = الحلول
footer-heading-company = الشركة
footer-heading-product = المنتج
footer-heading-use-cases = حالات الاستخدام

footer-link-elementary-teachers = معلمو المرحلة الابتدائية
footer-link-middle-high-school-teachers = معلمو المرحلتين المتوسطة والثانوية
footer-link-language-teachers = معلمو اللغات
footer-link-learners-with-special-needs = المتعلمون ذوو الاحتياجات الخاصة
footer-link-emerging-bilingual-learners = المتعلمون ثنائيو اللغة الناشئون
footer-link-schools = المدارس
footer-link-professors-and-faculty = الأساتذة وأعضاء هيئة التدريس
footer-link-content-creators = صنّاع المحتوى

footer-link-verbal-feedback = التغذية الراجعة الشفهية
footer-link-developing-student-speaking-and-listening-skills = مهارات التحدث والاستماع
footer-link-accommodating-diverse-learners = تلبية احتياجات المتعلمين على اختلافهم
footer-link-assessing-student-speaking-and-listening-skills = تقييم التحدث والاستماع
footer-link-dictation = الإملاء الصوتي
footer-link-voice-translation = الترجمة الصوتية
footer-link-school-administrators = إداريو المدارس

footer-link-about = من نحن
footer-link-impact = ESSA والأثر
footer-link-accessibility = إمكانية الوصول
footer-link-privacy = مركز الخصوصية
footer-link-terms = الشروط
footer-link-careers = الوظائف
footer-link-press = الصحافة
footer-link-conference-2023 = مؤتمر 2023
footer-link-status = حالة الخدمة

footer-link-product = المنتج
footer-link-features = الميزات
footer-link-pricing = الأسعار
footer-link-compare = المقارنة
footer-link-chrome = إضافة Chrome
footer-link-courses = دورات ذاتية الوتيرة
footer-link-learning-zone = منطقة التعلّم
footer-link-for-feedback = التغذية الراجعة
footer-link-connect-with-all-learners = التواصل مع جميع المتعلمين
footer-link-diverse-learners = المتعلمون على اختلافهم
footer-link-for-language-learning = تعلّم اللغات

footer-social-label = { $brand } على وسائل التواصل الاجتماعي
footer-social-instagram = { $brand } على Instagram (يُفتح في علامة تبويب جديدة)
footer-social-facebook = { $brand } على Facebook (يُفتح في علامة تبويب جديدة)
footer-social-twitter = { $brand } على Twitter (يُفتح في علامة تبويب جديدة)
footer-social-youtube = { $brand } على YouTube (يُفتح في علامة تبويب جديدة)
footer-social-tiktok = { $brand } على TikTok (يُفتح في علامة تبويب جديدة)

footer-language-label = اللغة
footer-copyright = © { $year } { $brand }
