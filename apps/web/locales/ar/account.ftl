# My Account (§2 /account): profile, preferences, signed-in devices, data and deletion.

account-title = حسابك
account-heading = حسابك
account-sign-out = تسجيل الخروج
account-signed-in-as = مسجّل الدخول باسم { $email }
account-profile-missing = تعذّر تحميل ملفك الشخصي. أعد تحميل الصفحة للمحاولة مرة أخرى.

## Profile

account-profile-heading = الملف الشخصي
account-avatar-alt = صورة ملفك الشخصي
account-shown-as = يظهر باسم { $name }
account-first-name = الاسم الأول
account-last-name = اسم العائلة (اختياري)
account-avatar-url = عنوان صورة الملف الشخصي (اختياري)
account-avatar-url-hint = عنوان https:// لصورة مربعة لك.
account-avatar-url-invalid = استخدم عنوانًا يبدأ بـ https://، أو اتركه فارغًا إن لم ترغب في صورة.
account-first-name-required = أدخل اسمك الأول.
account-first-name-too-long = استخدم { $max ->
        [one] حرفًا واحدًا
        [two] حرفين
        [few] { $max } أحرف
        [many] { $max } حرفًا
       *[other] { $max } حرف
    } أو أقل لاسمك الأول.
account-last-name-too-long = استخدم { $max ->
        [one] حرفًا واحدًا
        [two] حرفين
        [few] { $max } أحرف
        [many] { $max } حرفًا
       *[other] { $max } حرف
    } أو أقل لاسم العائلة.
account-profile-save = حفظ الملف الشخصي
account-saving = جارٍ الحفظ...
account-profile-saved = تم حفظ الملف الشخصي
account-profile-save-failed = تعذّر حفظ ملفك الشخصي. يُرجى المحاولة مرة أخرى.

## Preferences

account-preferences-heading = التفضيلات
account-speed-label = سرعة القراءة بصوت عالٍ
account-speed = { $speed }×
account-speed-normal = { $speed }× (عادية)
account-highlighters = تسميات أقلام التمييز
account-highlighters-hint = سمِّ كل لون من ألوان أقلام التمييز بحسب الغرض الذي تستخدمه له.
account-highlighter = قلم التمييز { $colour }
account-highlighter-locked = مقفل: التمييز باللون الأزرق يبني قائمة مفرداتك.
account-highlighter-required = أدخل تسمية لقلم التمييز هذا.
account-highlighter-too-long = استخدم { $max ->
        [one] حرفًا واحدًا
        [two] حرفين
        [few] { $max } أحرف
        [many] { $max } حرفًا
       *[other] { $max } حرف
    } أو أقل.
account-colour-blue = الأزرق
account-colour-yellow = الأصفر
account-colour-green = الأخضر
account-colour-orange = البرتقالي
account-colour-purple = البنفسجي
account-transcripts-off = لا تُنشئ تفريغًا نصيًا لتسجيلاتي
account-transcripts-minor = التفريغ النصي متوقف دائمًا في حسابات المتعلمين الصغار.
account-settings-saving = جارٍ الحفظ...
account-settings-saved = تم حفظ جميع التغييرات
account-settings-failed = لم تُحفظ أحدث تغييراتك بعد. تحقّق من اتصالك وحاول مرة أخرى.
account-try-again = حاول مرة أخرى

## Read-aloud voices

account-voice-heading = أصوات القراءة بصوت عالٍ
account-voice-loading = جارٍ تحميل اللغات والأصوات...
account-voice-languages-failed = تعذّر تحميل اللغات التي يستطيع هذا الخادم قراءتها بصوت عالٍ.
account-voice-not-installed = القراءة بصوت عالٍ غير مثبّتة على هذا الخادم، لذا لا توجد أصوات للاختيار منها. اطلب من المسؤول عن Motes في مدرستك تثبيتها.
account-voice-intro = اختر الصوت الذي يقرأ به Motes كل لغة بصوت عالٍ. استمع إلى عيّنة أولًا: يُحفَظ اختيارك لتلك اللغة.
account-voice-language-label = اللغة
account-voice-language-hint = تظهر في القائمة اللغات التي لا يستطيع هذا الخادم قراءتها بصوت عالٍ، لكن لا يمكن اختيارها.
account-voice-voice-label = الصوت
account-voice-default = الصوت الافتراضي
account-voice-voices-failed = تعذّر تحميل أصوات هذه اللغة.
account-voice-sample = جملة نموذجية:
account-voice-listen = استماع
account-voice-stop = إيقاف
account-voice-preparing = جارٍ تجهيز العيّنة...
account-voice-playing = جارٍ التشغيل...
account-voice-finished = انتهى التشغيل.
account-voice-stopped = توقّف التشغيل.
account-voice-listen-failed = تعذّر تشغيل العيّنة. يُرجى المحاولة مرة أخرى.
account-voice-playback-failed = لم يتمكّن متصفحك من تشغيل العيّنة. تأكّد من السماح بالصوت في هذه الصفحة، ثم حاول مرة أخرى.
account-voice-not-for-language = القراءة بصوت عالٍ غير متاحة لهذه اللغة على هذا الخادم.
account-voice-engine-unavailable = القراءة بصوت عالٍ غير متاحة الآن. يُرجى المحاولة مرة أخرى بعد دقيقة.

## Signed-in devices

account-sessions-heading = الأجهزة المسجّل دخولها
account-sessions-loading = جارٍ تحميل أجهزتك...
account-sessions-load-failed = تعذّر تحميل أجهزتك.
account-session-this-device = هذا الجهاز
account-session-details = { $method } · آخر نشاط: { $when }
account-session-method-otl = سُجّل الدخول برابط عبر البريد الإلكتروني
account-session-method-oidc = سُجّل الدخول بحساب تسجيل دخول موحّد
account-session-method-one-tap = سُجّل الدخول بميزة Google one-tap
account-device = { $browser } على { $system }
account-device-unknown = متصفح غير معروف
account-device-extension = إضافة Motes ({ $device })
account-sessions-revoke = تسجيل الخروج من الأجهزة الأخرى
account-sessions-revoking = جارٍ تسجيل الخروج...
account-sessions-none = لست مسجّل الدخول في أي مكان آخر.
account-sessions-ended =
    { $count ->
        [0] لم يكن أي جهاز آخر مسجّل الدخول.
        [one] تم تسجيل الخروج من جهاز واحد آخر.
        [two] تم تسجيل الخروج من جهازين آخرين.
        [few] تم تسجيل الخروج من { $count } أجهزة أخرى.
        [many] تم تسجيل الخروج من { $count } جهازًا آخر.
       *[other] تم تسجيل الخروج من { $count } جهاز آخر.
    }
account-sessions-revoke-failed = تعذّر تسجيل خروج أجهزتك الأخرى. يُرجى المحاولة مرة أخرى.

## Your data

account-data-heading = بياناتك
account-data-body = نزّل نسخة من حسابك وإعداداتك ونشاطك في ملف JSON يمكنك الاحتفاظ به أو نقله إلى مكان آخر.
account-data-download = تنزيل بياناتي
account-data-preparing = جارٍ تجهيز بياناتك...
account-data-downloading = يجري تنزيل بياناتك في الملف { $fileName }.
account-data-failed = تعذّر تجهيز بياناتك. يُرجى المحاولة مرة أخرى.

## Delete your account

account-delete-heading = حذف حسابك
account-delete-body = يؤدي هذا إلى حذف حسابك وملاحظاتك الصوتية (motes) وإعداداتك نهائيًا. نزّل بياناتك أولًا إن أردت الاحتفاظ بنسخة منها.
account-delete-button = حذف حسابي
account-delete-dialog-title = هل تريد حذف حسابك؟
account-delete-confirm = لا يمكن التراجع عن هذا الإجراء. للتأكيد، اكتب { $email } أدناه.
account-delete-email-label = عنوان بريدك الإلكتروني
account-delete-email-required = اكتب عنوان بريدك الإلكتروني للتأكيد.
account-delete-deleting = جارٍ الحذف...
account-delete-cancel = إلغاء
account-delete-failed = تعذّر حذف حسابك. يُرجى المحاولة مرة أخرى.
account-deleted = تم حذف حسابك. شكرًا لاستخدامك Motes.
