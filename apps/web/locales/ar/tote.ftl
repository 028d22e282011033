# Totes (§2 /t/{id}, issue 6 item 9): مجموعة مسمّاة من التسجيلات تُشغَّل بالترتيب.

tote-untitled = مجموعة بلا عنوان
tote-load-failed-title = تعذّر تحميل المجموعة
tote-count =
    { $count ->
        [zero] لا تسجيلات
        [one] تسجيل واحد
        [two] تسجيلان
        [few] { $count } تسجيلات
       *[other] { $count } تسجيلًا
    }
tote-empty = لا يوجد ما يُشغَّل في هذه المجموعة: حُذفت تسجيلاتها أو أصبحت خاصة.
tote-position = { $position } من { $count }:
tote-list-heading = في هذه المجموعة
tote-now-playing = قيد التشغيل
tote-now-selected = محدَّد
tote-link-label = رابط هذه المجموعة
tote-qr-label = رمز QR لرابط هذه المجموعة
tote-library-heading = مجموعاتي
tote-library-lead = تجمع المجموعة تسجيلات تحت اسم واحد ورابط واحد، وتُشغَّل واحدًا تلو الآخر.
tote-library-empty = ليست لديك مجموعات بعد.
tote-load-failed = تعذّر تحميل مجموعاتك.
tote-make = إنشاء مجموعة
tote-make-title = إنشاء مجموعة
tote-name-label = الاسم
tote-name-missing = أعطِ المجموعة اسمًا.
tote-make-pick = التسجيلات في هذه المجموعة
tote-make-order-note = تُشغَّل بالترتيب الذي تحددها به (حتى { $max }).
tote-make-no-motes = ليست لديك تسجيلات لوضعها في مجموعة بعد.
tote-make-position = رقم { $position }
tote-make-picked = في هذه المجموعة بالترتيب: { $titles }
tote-make-none-picked = حدّد تسجيلًا واحدًا على الأقل.
tote-make-submit =
    { $count ->
        [0] إنشاء المجموعة
        [one] إنشاء مجموعة من تسجيل واحد
       *[other] إنشاء مجموعة من { $count } تسجيلات
    }
tote-make-failed = تعذّر إنشاء المجموعة.
tote-made = «{ $title }» جاهزة للمشاركة.
tote-rename-title = إعادة تسمية «{ $title }»
tote-rename-save = حفظ الاسم
tote-rename-failed = تعذّرت إعادة تسمية المجموعة.
tote-deleted = حُذفت «{ $title }». تسجيلاتها ما زالت في مكتبتك.
tote-restored = عادت «{ $title }».
tote-restore-failed = تعذّرت استعادة «{ $title }». يُرجى المحاولة مرة أخرى.
tote-delete-failed = تعذّر حذف «{ $title }».
