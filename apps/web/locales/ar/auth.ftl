# Sign-in and sign-up (§2 /login, /signup, /login/link, /login/complete, Google one-tap).

## Page titles and headings

auth-login-title = تسجيل الدخول
auth-login-heading = سجّل الدخول إلى Motes
auth-login-extension-lead = سجّل الدخول هنا لاستخدام إضافة Motes.
auth-login-submit = أرسل إليّ رابط تسجيل الدخول بالبريد الإلكتروني
auth-login-new = جديد على Motes؟
auth-login-create-account = أنشئ حسابًا مجانيًا
auth-signup-title = أنشئ حسابك
auth-signup-heading = أنشئ حسابك على Motes
auth-signup-lead = سجّل ملاحظات صوتية، واستمع إلى النصوص مقروءة بصوت عالٍ، وشاركها برابط. البدء مجاني.
auth-signup-institution = أنت تنشئ حسابك عبر { $institution }.
auth-signup-referral = سيُضاف رمز الإحالة { $code } إلى حسابك الجديد.
auth-signup-submit = أرسل إليّ رابط إنشاء الحساب بالبريد الإلكتروني
auth-signup-have-account = لديك حساب بالفعل؟
auth-signup-sign-in = سجّل الدخول
auth-signing-in-title = جارٍ تسجيل الدخول
auth-signing-in-heading = جارٍ تسجيل دخولك
auth-or = أو
auth-continue-with = المتابعة باستخدام { $provider }

## The email form and the emailed link

auth-email-label = عنوان البريد الإلكتروني
auth-email-hint = سنرسل إليك رابطًا بالبريد الإلكتروني يسجّل دخولك. لا حاجة إلى كلمة مرور.
auth-check-email-heading = تحقّق من بريدك الإلكتروني
auth-check-email-sent = أرسلنا رابط تسجيل الدخول إلى { $email }. افتحه على هذا الجهاز أو على أي جهاز آخر، وستسجّل هذه الصفحة دخولك بمجرد أن تفعل. يعمل الرابط مرة واحدة، لمدة { $minutes ->
        [one] دقيقة واحدة
        [two] دقيقتين
        [few] { $minutes } دقائق
       *[other] { $minutes } دقيقة
    }.
auth-check-email-waiting = في انتظار أن تفتح الرابط...
auth-check-email-help = لم يصلك بريد بعد دقيقة؟ تحقّق من مجلد الرسائل غير المرغوب فيها، أو أرسل رابطًا جديدًا.
auth-stopped-waiting = توقفنا عن انتظار الرابط في هذه الصفحة. افتح الرابط لتسجيل الدخول على الجهاز الذي تفتحه عليه، أو أرسل رابطًا جديدًا لتسجيل الدخول هنا.
auth-send-new-link = أرسل رابطًا جديدًا
auth-use-different-email = استخدم بريدًا إلكترونيًا آخر
auth-sign-in-failed-heading = تعذّر تسجيل دخولك
auth-sign-in-failed = حدث خطأ في أثناء تسجيل دخولك. يُرجى المحاولة مرة أخرى بعد قليل.
auth-try-again = حاول مرة أخرى
auth-signed-in-onwards = تم تسجيل دخولك. جارٍ نقلك إلى وجهتك...

## /login/link

auth-link-checking = جارٍ التحقق من رابط تسجيل الدخول...
auth-link-signed-in-heading = تم تسجيل دخولك
auth-link-signed-in-body = تم تسجيل الدخول باسم { $email }. إن كنت قد طلبت هذا الرابط على جهاز آخر أو في علامة تبويب أخرى، فسيُسجَّل دخولك هناك الآن أيضًا.
auth-link-continue = المتابعة إلى Motes
auth-link-failed-heading = لم يعمل هذا الرابط
auth-link-get-new = احصل على رابط تسجيل دخول جديد

## /login/complete

auth-complete-finishing = جارٍ إكمال تسجيل دخولك...
auth-complete-signed-in-heading = تم تسجيل الدخول
auth-back-to-sign-in = العودة إلى تسجيل الدخول

## Already signed in, and the extension's sign-in tab

auth-already-signed-in-heading = أنت مسجّل الدخول بالفعل
auth-already-signed-in-as = أنت مسجّل الدخول باسم { $email }.
auth-continue = متابعة
auth-sign-out-switch = سجّل الخروج واستخدم حسابًا آخر
auth-extension-signed-in-heading = تم تسجيل دخولك
auth-extension-signed-in-as = تم الآن تسجيل دخول إضافة Motes باسم { $email }.
auth-extension-signed-in = تم الآن تسجيل دخول إضافة Motes.
auth-extension-close-tab = يمكنك إغلاق علامة التبويب هذه ومتابعة ما كنت تفعله.
auth-go-to-motes = الانتقال إلى Motes

## Notices on /login (§2 forced sign-out)

auth-signed-out = تم تسجيل خروجك. يُرجى تسجيل الدخول مرة أخرى.

## The route guard (§4)

auth-guard-status-failed-title = تعذّر التحقق من تسجيل دخولك
auth-guard-status-failed-body = تحقّق من اتصالك، ثم حاول مرة أخرى.
auth-guard-try-again = حاول مرة أخرى

## Spec texts (§8) and the sign-in texts of @motes/shared. Each must read exactly as the
## constant it mirrors in en-US; authMessages.test.ts checks them.

auth-google-login-failed = فشل تسجيل الدخول. حاول مرة أخرى لاحقًا
auth-google-login-in-progress = جارٍ تسجيل دخولك. يُرجى الانتظار...
auth-login-default-error = يتعذّر حاليًا تسجيل الدخول إلى { $provider }، يُرجى المحاولة مرة أخرى لاحقًا.
auth-oidc-denied = أُلغي تسجيل الدخول باستخدام { $provider }. حاول مرة أخرى، أو سجّل الدخول ببريدك الإلكتروني.
auth-oidc-state = تعذّر التحقق من عملية تسجيل الدخول هذه. يُرجى بدؤها من جديد من هذه الصفحة.
auth-oidc-expired = استغرقت عملية تسجيل الدخول هذه وقتًا أطول من اللازم. يُرجى المحاولة مرة أخرى.
auth-oidc-email-unverified = عنوان البريد الإلكتروني لحسابك على { $provider } غير مُتحقَّق منه. تحقّق منه لدى { $provider }، أو سجّل الدخول ببريدك الإلكتروني.
auth-oidc-disabled = تسجيل الدخول باستخدام { $provider } غير متاح هنا. سجّل الدخول ببريدك الإلكتروني.
auth-oidc-rate-limited = محاولات تسجيل دخول كثيرة جدًا من شبكتك. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.
auth-invalid-email = أدخل عنوان بريد إلكتروني صالحًا، مثل name@example.com.
auth-link-unknown = رابط تسجيل الدخول هذا غير صالح. تأكّد من أنك نسخت الرابط كاملًا، أو اطلب رابطًا جديدًا.
auth-link-used = سبق استخدام رابط تسجيل الدخول هذا. اطلب رابطًا جديدًا لتسجيل الدخول مرة أخرى.
auth-link-expired = انتهت صلاحية رابط تسجيل الدخول هذا. اطلب رابطًا جديدًا لتسجيل الدخول.
auth-poll-unknown = طلب تسجيل الدخول هذا غير معروف. اطلب رابط تسجيل دخول جديدًا.
auth-poll-wrong-device = طُلب تسجيل الدخول هذا على جهاز آخر. أكمل تسجيل الدخول هناك.
auth-already-completed = اكتمل تسجيل الدخول هذا بالفعل. اطلب رابطًا جديدًا لتسجيل الدخول مرة أخرى.
auth-account-deleted = حُذف الحساب المرتبط بعنوان البريد الإلكتروني هذا. تواصل مع الدعم لاستعادته.
