# Design-system texts (packages/ui). Components pass the English text as their fallback,
# so they also work without a localisation provider (the extension's tests, the style guide).

ui-loading-wave = لحظة من فضلك ...

# Close and dismiss buttons (§2 alert banners, §4 dialogs)
ui-alert-dismiss = تجاهل
ui-alert-close = إغلاق
ui-dialog-close = إغلاق

# Toasts (§2, §4)
ui-toast-region = الإشعارات
ui-toast-dismiss = تجاهل الإشعار

# Avatar fallback (§8 "The generic avatar label is 'Generic avatar'")
ui-avatar-generic = صورة رمزية عامة

# Mobile navigation toggle
ui-hamburger-label = القائمة

# Video player (§2, §8)
ui-video-play = تشغيل الفيديو
ui-video-unsupported = متصفحك لا يدعم وسم الفيديو.

# Keyboard shortcuts (§2 Page behaviours): the toast hotkey as listed in the help widget
ui-toast-hotkey = الانتقال إلى الإشعارات

# Language picker (§3 supported languages): the label, each option, and why a language is unavailable
ui-language-select-label = اللغة
ui-language-select-option = { $native } — { $english }
ui-language-select-unavailable = { $language } ({ $reason })
ui-language-unavailable-not-installed = غير مُعدّ على هذا الخادم
ui-language-unavailable-language-not-supported = غير متاح لهذه اللغة
ui-language-unavailable-disabled-for-language = معطّل لهذه اللغة
