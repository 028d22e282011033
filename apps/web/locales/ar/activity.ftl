# نشاطي (§2 /activity، issue 6 البند 9): motes المستخدم، الأحدث أولًا.

activity-title = نشاطي
activity-lead = كل ما تصنعه باستخدام Motes، الأحدث أولًا.
activity-record = سجّل mote
activity-search-label = ابحث في motes الخاصة بك حسب العنوان أو النص المكتوب
activity-list-heading = motes الخاصة بك
activity-results-heading = motes المطابقة لـ «{ $query }»
activity-results-count =
    { $more ->
        [yes] عُثر على أكثر من { $count } من motes.
       *[no]
            { $count ->
                [zero] لم يُعثر على أي mote.
                [one] عُثر على mote واحد.
                [two] عُثر على اثنين من motes.
               *[other] عُثر على { $count } من motes.
            }
    }
activity-loading = جارٍ تحميل motes الخاصة بك ...
activity-load-failed = تعذّر تحميل motes الخاصة بك. يُرجى المحاولة مرة أخرى بعد قليل.
activity-try-again = حاول مرة أخرى
activity-load-more = تحميل المزيد
activity-no-results = لا يوجد mote يطابق «{ $query }». جرّب كلمة أخرى.
activity-empty-heading = لا توجد motes بعد
activity-empty-body = ستظهر هنا الملاحظات الصوتية التي تسجّلها، والصوت الذي تصنعه من النص، والتسجيلات التي ترفعها، مع رابط كل منها وعدد مرات الاستماع إليه.
activity-empty-record = سجّل أول mote لك

## mote واحد

activity-kind-recording = تسجيل
activity-kind-upload = ملف مرفوع
activity-kind-generated = مصنوع من نص
activity-duration-label = المدة:
activity-plays =
    { $plays ->
        [one] تشغيل واحد
       *[other] مرات التشغيل: { $plays }
    } · { $heard ->
        [one] استمع إليه شخص واحد
       *[other] عدد المستمعين: { $heard }
    }
activity-transcript-none = لا يتوفر نص مكتوب لهذه اللغة
activity-transcript-pending = النص المكتوب قيد الإعداد
activity-transcript-done = النص المكتوب جاهز
activity-transcript-failed = تعذّر إعداد النص المكتوب
activity-transcript-disabled = لا يوجد نص مكتوب
activity-open = فتح
activity-copy-link = نسخ الرابط
activity-qr-code = رمز QR
activity-qr-title = رمز QR لـ «{ $title }»
activity-qr-description = امسحه بكاميرا الهاتف لفتح هذا الـ mote، أو احفظه لطباعته.
activity-link-copied = تم نسخ الرابط.
activity-link-copy-failed = لم يسمح متصفحك بنسخ الرابط. ها هو: { $url }
activity-rename = إعادة التسمية
activity-rename-label = العنوان الجديد
activity-rename-hint = اضغط Enter للحفظ أو Escape للإلغاء.
activity-rename-save = حفظ العنوان
activity-rename-empty = أعطِ الـ mote عنوانًا.
activity-rename-too-long = يمكن أن يصل العنوان إلى { $max } حرف.
activity-cancel = إلغاء
activity-close = إغلاق
activity-save-failed = تعذّر حفظ التغيير. يُرجى المحاولة مرة أخرى.
activity-transcript = النص المكتوب
activity-delete = حذف

## الحذف والتراجع

activity-deleted = تم حذف «{ $title }».
activity-undo = تراجع
activity-restored = عاد «{ $title }».
activity-delete-failed = تعذّر حذف «{ $title }». يُرجى المحاولة مرة أخرى.
activity-restore-failed = تعذّرت استعادة «{ $title }». يُرجى المحاولة مرة أخرى.

## النص المكتوب

activity-transcript-title = النص المكتوب لـ «{ $title }»
activity-transcript-label = نص التفريغ
activity-transcript-timings-note = عند حفظ نص مكتوب معدَّل تُحذف توقيتات الكلمات، فتعرض صفحة المشاركة النص دون تمييز كل كلمة أثناء التشغيل.
activity-transcript-plain-note = صحّح النص المكتوب أو اكتبه. يظهر في صفحة مشاركة الـ mote.
activity-transcript-pending-note = لا يزال النص المكتوب التلقائي قيد الإعداد. إذا حفظت نصك الآن فسيحلّ محله.
activity-transcript-too-long = يمكن أن يصل النص المكتوب إلى { $max } حرف.
activity-transcript-save = حفظ النص المكتوب

## motes المجانية (issue 6 البند 8)، تظهر أيضًا في المسجّل

free-motes-left = تبقّى { $available } من أصل { $total } من motes المجانية
free-motes-resets = تتجدد في { $date }
free-motes-exhausted-title = لقد استخدمت كل motes المجانية
free-motes-exhausted-body = لقد استخدمت كل motes المجانية لهذه الفترة وعددها { $total }، لذا لا يمكنك تسجيل mote جديد الآن.
free-motes-exhausted-body-dated = لقد استخدمت كل motes المجانية لهذه الفترة وعددها { $total }، لذا لا يمكنك تسجيل mote جديد حتى { $date }.
free-motes-upgrade-link = اطّلع على الخطط للترقية إلى motes غير محدودة
