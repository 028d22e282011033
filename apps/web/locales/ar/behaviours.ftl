# Page behaviours (§2): cookie consent banner, help widget, seasonal touches.

## Cookie consent banner
behaviours-cookie-banner-label = الموافقة على ملفات تعريف الارتباط
behaviours-cookie-banner-text =
    يستخدم { $brand } ملفات تعريف الارتباط ومساحة تخزين المتصفح لإبقائك مسجّل الدخول وتذكّر إعداداتك.
    وإن وافقت، فإننا نحصي أيضًا الصفحات التي تزورها من موقعنا، ونجمع، حيث تكون هذه الميزة مفعّلة في هذا الموقع،
    تقارير عن الأخطاء التي تحدث في الصفحة، حتى نتمكن من إصلاح المشكلات.
behaviours-cookie-banner-privacy = اقرأ إشعار الخصوصية
behaviours-cookie-banner-accept = قبول الكل
behaviours-cookie-banner-necessary = الضرورية فقط

## Help widget
behaviours-help-button = المساعدة
behaviours-help-title = هل تحتاج إلى مساعدة؟
behaviours-help-howto = الأدلة الإرشادية
behaviours-help-expert = اسأل خبيرًا
behaviours-help-status = حالة الخدمة
behaviours-help-shortcuts = اختصارات لوحة المفاتيح
behaviours-help-no-shortcuts = لا توجد اختصارات لوحة مفاتيح في هذه الصفحة.
behaviours-help-shortcut = فتح هذه المساعدة

## Seasonal touches (§3 seasonal-holiday setting)
seasonal-touches-legend = لمسات موسمية
seasonal-touches-hint =
    في عيد الهالوين (31 أكتوبر) ومن 5 ديسمبر إلى 1 يناير، يمكن أن يزيّن { $brand } شعاره
    ويشغّل نسخًا احتفالية من أصوات التسجيل.
seasonal-touches-enabled = لمسات الأعياد
seasonal-touches-sound = أصوات تسجيل احتفالية
seasonal-touches-visual = شعار احتفالي
