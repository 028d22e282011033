# Service status: the panel (home page, admin area) and the /status page (§2 alias "status").

service-status-heading = حالة الخدمة
service-status-checking = جارٍ التحقق من الخدمة ...
service-status-checking-short = جارٍ التحقق ...
service-status-check-again = تحقّق مجددًا
service-status-working = جميع الأنظمة تعمل
service-status-version = الإصدار { $version }
service-status-failed-title = يتعذّر الوصول إلى Motes حاليًا
service-status-failed-body = فشل التحقق من الحالة، لذا قد لا يعمل التسجيل والمشاركة في الوقت الحالي. تحقّق من اتصالك، ثم حاول مجددًا بعد دقيقة.
service-status-details = التفاصيل: { $reason }
service-status-problem-unreadable = أرسلت الخدمة ردًا تتعذّر قراءته.
service-status-problem-not-ok = تُبلغ الخدمة أن حالتها «{ $status }».
service-status-problem-incomplete = أرسلت الخدمة ردًا غير مكتمل.

service-status-page-title = حالة الخدمة
service-status-page-heading = حالة خدمة Motes
service-status-page-lead = هل تستجيب خدمة Motes الآن. تسأل هذه الصفحة الخادم في كل مرة تفتحها أو تضغط فيها على «تحقّق مجددًا».
service-status-page-now = الآن
service-status-page-trouble-heading = إذا كان هناك ما لا يعمل
service-status-page-trouble-body = إذا كانت هذه الصفحة تشير إلى أن جميع الأنظمة تعمل ولكن Motes لا يزال لا يعمل كما ينبغي لديك، فتحقّق من اتصالك بالإنترنت وأعد تحميل الصفحة. وإذا تعذّر على هذه الصفحة أيضًا الوصول إلى الخدمة، فالمشكلة من جانبنا: انتظر بضع دقائق ثم تحقّق مجددًا.
service-status-page-home = انتقل إلى الصفحة الرئيسية لـ Motes
