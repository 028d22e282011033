# أدوات الإنشاء (packages/creating، issue 6، issue 7 item 6): المسجّل ومن نص والرفع ومحتواي،
# في /record وفي الشريط الجانبي للإضافة.
# ‏$unit هو "minutes" أو "seconds" و‏$count عددها (حدّ §9).

recorder-limit-duration =
    { $unit ->
        [minutes]
            { $count ->
                [one] دقيقة واحدة
                [two] دقيقتين
                [few] { $count } دقائق
               *[other] { $count } دقيقة
            }
       *[seconds]
            { $count ->
                [one] ثانية واحدة
                [two] ثانيتين
                [few] { $count } ثوانٍ
               *[other] { $count } ثانية
            }
    }

## التسجيل

recorder-time-label = مدة التسجيل:
recorder-level-label = مستوى الميكروفون
recorder-record = سجّل
recorder-requesting = في انتظار الميكروفون ...
recorder-try-again = أعد المحاولة
recorder-finish = إنهاء
recorder-pause = إيقاف مؤقت
recorder-resume = متابعة
recorder-cancel = إلغاء
recorder-record-another = سجّل موت آخر
recorder-limit-note = يمكن أن تصل مدة التسجيل إلى { recorder-limit-duration }.
recorder-upgrade-link = رقِّ خطتك لتسجيلات أطول
recorder-countdown =
    { $seconds ->
        [one] يتوقف بعد ثانية واحدة
        [two] يتوقف بعد ثانيتين
        [few] يتوقف بعد { $seconds } ثوانٍ
       *[other] يتوقف بعد { $seconds } ثانية
    }
recorder-limit-reached-title = بلغت الحد الأقصى للمدة
recorder-limit-reached = توقف التسجيل لأنه بلغ الحد الأقصى وهو { recorder-limit-duration }. ما سجّلته محفوظ ويجري حفظه على أنه الموت الخاص بك.

recorder-status-preparing = جارٍ التحضير ...
recorder-status-ready = جاهز للتسجيل.
recorder-status-requesting = اسمح لـ Motes باستخدام الميكروفون عندما يطلب المتصفح ذلك.
recorder-status-problem = الميكروفون غير متاح.
recorder-status-recording = جارٍ التسجيل.
recorder-status-ending = جارٍ التسجيل. بقيت أقل من 10 ثوانٍ: سيتوقف التسجيل تلقائيًا عند { recorder-limit-duration }.
recorder-status-paused = متوقف مؤقتًا.
recorder-status-finishing = جارٍ حفظ تسجيلك ...
recorder-status-uploading = جارٍ رفع تسجيلك ...
recorder-status-retrying = انقطع الاتصال. جارٍ إعادة المحاولة ...
recorder-status-failed = لم يكتمل الرفع. تسجيلك محفوظ على هذا الجهاز.
recorder-status-done = الموت الخاص بك جاهز للمشاركة.

## مشكلات الميكروفون

recorder-mic-blocked-title = لا يستطيع Motes استخدام الميكروفون
recorder-mic-blocked-body = يحظر متصفحك الميكروفون على هذا الموقع، لذلك لا يمكن تسجيل أي شيء.
recorder-mic-blocked-how = للسماح به، اختر رمز الميكروفون أو القفل في شريط العنوان، واختر "السماح" للميكروفون، ثم اضغط "أعد المحاولة". على أجهزة المدرسة قد يلزم أن يسمح به مسؤول تقنية المعلومات.
recorder-mic-missing-title = لم يُعثر على ميكروفون
recorder-mic-missing-body = وصّل ميكروفونًا أو سماعة رأس مزودة بميكروفون، ثم اضغط "أعد المحاولة".
recorder-mic-busy-title = تعذّر تشغيل الميكروفون
recorder-mic-busy-body = ربما يستخدمه تطبيق آخر. أغلق التطبيقات أو علامات التبويب التي تسجّل الصوت، ثم اضغط "أعد المحاولة".
recorder-unsupported-title = لا يستطيع هذا المتصفح التسجيل هنا
recorder-unsupported-body = يتطلب التسجيل إصدارًا حديثًا من Chrome أو Edge أو Firefox أو Safari، على صفحة آمنة (https).

## الحفظ والرفع

recorder-upload-progress-label = تقدّم الرفع
recorder-stop-upload = أوقف الرفع
recorder-keep-failed = تعذّر على هذا الجهاز الاحتفاظ بنسخة احتياطية من التسجيل. ابقَ في هذه الصفحة حتى ينتهي الرفع.
recorder-failed-connection-title = الرفع متوقف مؤقتًا: لا يوجد اتصال
recorder-failed-connection-body = تسجيلك محفوظ على هذا الجهاز. سيتابع الرفع تلقائيًا عند عودة الاتصال، أو اضغط "أعد المحاولة".
recorder-failed-refused-title = تعذّر علينا إنشاء الموت الخاص بك
recorder-failed-stopped-title = توقف الرفع
recorder-failed-kept = تسجيلك محفوظ على هذا الجهاز.
recorder-upload-failed-generic = حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى بعد قليل.
recorder-save-copy = احفظ نسخة
recorder-discard-question = هل تريد تجاهل هذا التسجيل؟ لا يمكن استعادته بعد ذلك.
recorder-discard-confirm = تجاهل
recorder-discard-keep = احتفظ به

recorder-kept-title = احتفظنا بتسجيل لم تُكمله
recorder-kept-details = { $duration } سُجّلت في { $recordedAt }.
recorder-kept-finish = أكمل الرفع
recorder-kept-discard = تجاهل

## المشاركة

recorder-done-heading = الموت الخاص بك جاهز
recorder-share-link-label = رابط المشاركة
recorder-share-copy = انسخ الرابط
recorder-share-open = افتح صفحة المشاركة
recorder-share-copied = تم نسخ الرابط.
recorder-share-copy-manually = الرابط محدَّد: اضغط Ctrl+C (أو ⌘+C) لنسخه.

## مشترك بين من نص والرفع ومحتواي

create-retry = أعد المحاولة
create-title-label = العنوان (اختياري)
create-failed-title = تعذّر علينا إنشاء الموت الخاص بك
create-error-connection = تعذّر الوصول إلى Motes. تحقّق من اتصالك بالإنترنت وأعد المحاولة.

## من نص

create-text-label = النص المراد تحويله إلى صوت
create-text-missing = اكتب نصًا لتحويله إلى صوت.
create-text-language-label = اللغة
create-text-languages-failed = تعذّر تحميل قائمة اللغات.
create-text-voice-label = الصوت
create-text-voice-default = صوتك المعتاد لهذه اللغة
create-text-speed-label = السرعة
create-text-speed-value = { $speed }×
create-text-title-hint = إن لم تكتب عنوانًا، يُسمّى الموت بأولى كلمات النص.
create-text-submit = أنشئ الصوت
create-text-making = جارٍ إنشاء الصوت ...
create-text-kept = ما زال نصك واختياراتك هنا. عدّلها أو أعد المحاولة.
create-text-done-heading = الموت الصوتي الخاص بك جاهز
create-text-another = أنشئ موتًا آخر من نص

## الرفع

create-upload-file-label = ملف صوتي
create-upload-file-hint = اختر ملفًا أو أفلته هنا: MP3 أو M4A (AAC) أو WAV أو Ogg (Opus أو Vorbis) أو WebM أو FLAC.
create-upload-file-missing = اختر ملفًا صوتيًا أولًا.
create-upload-chosen = { $name } ({ $size } ميغابايت)
create-upload-title-hint = إن لم تكتب عنوانًا، يُسمّى الموت باسم الملف.
create-upload-submit = ارفع
create-upload-uploading = جارٍ رفع ملفك ...
create-upload-stopped = توقّف الرفع. اضغط أعد المحاولة للمتابعة من حيث توقّف.
create-upload-done-heading = الموت الذي رفعته جاهز
create-upload-another = ارفع ملفًا آخر

## محتواي

create-content-loading = جارٍ تحميل الموتات الخاصة بك ...
create-content-failed = تعذّر تحميل الموتات الخاصة بك
create-content-empty = ليس لديك أي موت بعد. سجّل واحدًا أو أنشئه من نص أو ارفع ملفًا.
create-content-more = اعرض المزيد
create-content-untitled = موت بلا عنوان
create-content-details = { $duration } · { $made }
create-content-show-qr = اعرض رمز QR
create-content-hide-qr = أخفِ رمز QR
create-content-qr-label = رمز QR لرابط { $title }
create-content-copy-failed = لم ينجح النسخ هنا. الرابط هو { $url }
