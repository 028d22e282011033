# The living style guide at /style-guide (outside production only).

style-guide-page-title = دليل الأنماط
style-guide-heading = دليل أنماط نظام التصميم
style-guide-lede = كل عنصر مشترك في واجهة Motes، يعمل مباشرةً، مع القيم التي بُني منها. يستخدم الموقع الإلكتروني وMote Sidebar العناصر نفسها. هذه الصفحة متاحة خارج بيئة الإنتاج فقط.
style-guide-contents = في هذه الصفحة

## Colors

style-guide-colours-heading = الألوان
style-guide-colours-intro = لوحة ألوان بنفسجية ووردية. يتحقق اختبار وحدة من كل زوج ألوان في الجدول وفق متطلبات التباين في WCAG 2.2 AA: 4.5:1 للنص، و3:1 لحلقات التركيز وحواف الحقول.
style-guide-colour-text = نص المحتوى والعناوين
style-guide-colour-text-muted = النص الثانوي والتعليقات التوضيحية
style-guide-colour-text-on-primary = النص فوق الخلفيات البنفسجية والوردية والحمراء
style-guide-colour-surface = خلفية الصفحة والبطاقات
style-guide-colour-surface-raised = اللوحات البارزة
style-guide-colour-border = الفواصل وحواف البطاقات
style-guide-colour-border-strong = حواف حقول النماذج
style-guide-colour-primary = الأزرار الأساسية والروابط
style-guide-colour-primary-strong = الأزرار الأساسية عند التمرير فوقها
style-guide-colour-primary-soft = خلفيات بنفسجية فاتحة
style-guide-colour-accent = عناصر الإبراز وتدرّج العلامة التجارية
style-guide-colour-accent-strong = لون الإبراز عند التمرير فوقه
style-guide-colour-accent-soft = خلفيات وردية فاتحة
style-guide-colour-danger = الإجراءات الهدّامة والأخطاء
style-guide-colour-danger-strong = الإجراءات الهدّامة عند التمرير فوقها
style-guide-colour-focus-ring = إطار تركيز لوحة المفاتيح
style-guide-contrast-caption = تباين أزواج الألوان التي تستخدمها المكونات
style-guide-contrast-foreground = النص أو الخط
style-guide-contrast-background = الخلفية
style-guide-contrast-ratio = التباين
style-guide-contrast-minimum = الحد الأدنى لمستوى AA
style-guide-contrast-value = { $ratio }:1

## Typography

style-guide-type-heading-section = الطباعة
style-guide-type-intro = يأتي خط Inter مضمّنًا في التطبيق بصيغة خط متغيّر (الأوزان من 100 إلى 900، للاتينية واللاتينية الموسّعة)، فلا يُجلب أي شيء من خدمة خطوط. أما النصوص العربية والصينية فتستخدم خطوط النظام.
style-guide-type-family = مجموعة الخطوط:
style-guide-type-display = عرض
style-guide-type-heading = عنوان
style-guide-type-body = نص أساسي
style-guide-type-small = صغير
style-guide-type-sample = سجّل ملاحظة صوتية، وشاركها عبر رابط، واقرأ تفريغها النصي.
style-guide-type-weight = الوزن { $weight }

## Layout

style-guide-layout-heading = التخطيط
style-guide-layout-intro = الطبقات ونقاط التوقف وعروض الحاويات، مطبوعة من الثوابت المشتركة.
style-guide-layers-caption = الطبقات (z-index)
style-guide-breakpoints-caption = نقاط التوقف
style-guide-containers-caption = الحاويات وشريط التنقل
style-guide-containers-demo = عروض الحاويات، وفق مقياس الرسم
style-guide-column-name = الاسم
style-guide-column-z-index = z-index
style-guide-column-min-width = العرض
style-guide-column-size = الحجم
style-guide-px = { $value } px

## Buttons

style-guide-buttons-heading = الأزرار
style-guide-buttons-intro = أربعة أنواع بأربعة ارتفاعات. يعرض زر التحميل مؤشر دوران، ونص تحميل إن وُجد؛ ويكون معطّلًا ما لم يُطلب بقاؤه قابلًا للتركيز. أما الزر المعطّل بصريًا فيبقى قابلًا للتركيز حتى يمكن قراءة سبب تعطيله.
style-guide-button-primary = أساسي
style-guide-button-secondary = ثانوي
style-guide-button-ghost = شفاف
style-guide-button-danger = خطر
style-guide-button-size = { $size } · { $px } px
style-guide-buttons-states = الحالات
style-guide-button-record = تسجيل
style-guide-button-save = حفظ
style-guide-button-saving = جارٍ الحفظ ...
style-guide-button-disabled = معطّل
style-guide-button-share = مشاركة
style-guide-button-share-reason = المشاركة تتطلب وجود تسجيل أولًا.

## Alerts

style-guide-alerts-heading = التنبيهات
style-guide-alerts-intro = أشرطة تنبيه بستة أنواع؛ والخطأ هو النوع الافتراضي. ولكل منها الدور alert، فتعلن عنه قارئات الشاشة.
style-guide-alert-error = تعذّر حفظ الملاحظة الصوتية.
style-guide-alert-warn = يتوقف التسجيل عند بلوغ الحد الزمني.
style-guide-alert-success = ملاحظتك الصوتية جاهزة للمشاركة.
style-guide-alert-info = يظهر التفريغ النصي بعد وقت قصير من إيقاف التسجيل.
style-guide-alert-loading = جارٍ رفع الملف الصوتي ...
style-guide-alert-primary = يستطيع المعلمون تفعيل أدوات القراءة وتعطيلها لفصولهم.
style-guide-alerts-interactive = مع إجراء، وقابل للإغلاق
style-guide-alert-action-title = انقطع الرفع
style-guide-alert-action-message = انقطع الاتصال أثناء رفع الملف الصوتي.
style-guide-alert-retry = حاول مجددًا
style-guide-alert-dismissible = عند عدم وجود إجراء، يُغلق زر الإغلاق التنبيه.
style-guide-alert-show-again = أظهر التنبيهات المغلقة مجددًا

## Toasts

style-guide-toasts-heading = الإشعارات المنبثقة
style-guide-toasts-intro = تبقى الإشعارات المنبثقة 4 ثوانٍ، ولا يظهر منها أكثر من 3 في وقت واحد، ويمكن إزاحتها بالسحب. ينقل الاختصار Alt+T التركيز إليها.
style-guide-toast-button = اعرض إشعارًا منبثقًا من نوع { $type }
style-guide-toast-success = حُفظت الملاحظة الصوتية.
style-guide-toast-error = تعذّر حفظ الملاحظة الصوتية. حاول مجددًا.
style-guide-toast-info = نُسخ الرابط.
style-guide-toast-warning = يتوقف التسجيل عند الحد الزمني.
style-guide-toast-loading = جارٍ التفريغ النصي لملاحظتك الصوتية ...
style-guide-toast-primary = شارك ملاحظة صوتية عبر رابط أو رمز QR.

## Loading wave

style-guide-wave-heading = موجة التحميل
style-guide-wave-intro = موجة مع نص قصير، ضمن السطر، أو فوق قسم، أو فوق الصفحة كلها. وتبقى ثابتة لمن يطلبون تقليل الحركة.
style-guide-wave-inline = ضمن السطر
style-guide-wave-overlay = فوق بطاقة
style-guide-wave-card-text = يبقى محتوى البطاقة تحت الطبقة العلوية حتى ينتهي التحميل.
style-guide-wave-overlay-text = جارٍ تحميل التفريغ النصي ...
style-guide-wave-fullscreen = ملء الشاشة
style-guide-wave-fullscreen-button = اعرض موجة ملء الشاشة لمدة ثانيتين

## Cards

style-guide-cards-heading = البطاقات
style-guide-cards-intro = حاويات تجمع المحتوى المترابط: بإطار، أو مرتفعة، أو مسطّحة.
style-guide-cards-variants = الأنواع
style-guide-card-body = تجمع البطاقة ما ينتمي بعضه إلى بعض، مثل ملاحظة صوتية وتفريغها النصي.

## Dialog

style-guide-dialog-heading = مربع الحوار
style-guide-dialog-intro = مربع حوار مشروط: تصبح الصفحة خلفه غير تفاعلية ما دام مفتوحًا. يؤدي الضغط على Escape أو النقر على الطبقة الداكنة إلى إغلاق مربع الحوار العلوي فقط، ويُبلغ كل إغلاق عن سببه.
style-guide-dialog-open = افتح مربع حوار
style-guide-dialog-last-reason = سبب آخر إغلاق: { $reason }
style-guide-dialog-title = مشاركة ملاحظة صوتية
style-guide-dialog-description = اختر من يمكنه الاستماع.
style-guide-dialog-body = افتح مربع الحوار الثاني، ثم اضغط Escape: سيُغلق الثاني فقط.
style-guide-dialog-cancel = إلغاء
style-guide-dialog-open-nested = اختر فصلًا
style-guide-dialog-nested-title = اختر فصلًا
style-guide-dialog-nested-body = يظهر مربع الحوار هذا فوق الأول.
style-guide-dialog-done = تم

## Dropdowns

style-guide-dropdowns-heading = القوائم المنسدلة
style-guide-dropdowns-intro = قوائم بعرض 215 px في ثمانية مواضع. تنقلب إلى الجهة الأخرى عندما لا تتسع لها النافذة، ويتبع اليسار واليمين اتجاه القراءة. وتُغلق عند الضغط على Escape، أو النقر خارجها، أو الضغط على Tab، أو خروج التركيز منها، أو اختيار عنصر.
style-guide-dropdowns-click = تُفتح بالنقر
style-guide-dropdowns-hover = تُفتح عند التمرير أو التركيز، بعد 100 ms
style-guide-dropdown-hover-label = أدوات الإنشاء
style-guide-dropdown-record = تسجيل
style-guide-dropdown-upload = رفع ملف صوتي
style-guide-dropdown-generate = إنشاء من نص
style-guide-dropdown-unavailable = عنصر غير متاح

## Tooltips

style-guide-tooltips-heading = التلميحات
style-guide-tooltips-intro = تظهر التلميحات بعد 50 ms من التمرير أو التركيز، وتختفي بعد 25 ms من انتهائهما؛ والجهة الافتراضية هي الأعلى. ويخفيها الضغط على Escape.
style-guide-tooltip-content = يظهر في الجهة: { $placement }

## Avatars

style-guide-avatars-heading = الصور الرمزية
style-guide-avatars-intro = صورة، وإلا فالأحرف الأولى من اسم الشخص، وإلا فأيقونة بالتسمية «صورة رمزية عامة».
style-guide-avatars-sizes = الأحجام
style-guide-avatar-size = { $size } · { $px } px
style-guide-avatars-kinds = الأنواع
style-guide-avatar-image = صورة
style-guide-avatar-initials = الأحرف الأولى
style-guide-avatar-fallback = أيقونة بديلة
style-guide-avatar-custom = أيقونة مخصّصة
style-guide-avatar-custom-alt = ملاحظة صوتية
style-guide-avatar-bordered = بإطار

## Navigation pieces

style-guide-navigation-heading = زر القائمة والروابط
style-guide-navigation-intro = زر فتح قائمة الجوال، والروابط: تنتقل المسارات داخل التطبيق دون إعادة تحميل الصفحة، وعناوين الويب روابط عادية، ولا تحصل علامة التبويب الجديدة على opener ولا على referrer، والرابط المعطّل غير تفاعلي.
style-guide-hamburger = زر القائمة ({ $size } px)
style-guide-hamburger-panel = تُفتح هذه اللوحة وتُغلق بواسطة الزر.
style-guide-links = الروابط
style-guide-link-internal = الأسعار (رابط داخل التطبيق)
style-guide-link-external = نظرة عامة على WCAG 2.2 (رابط خارجي)
style-guide-link-blank = نظرة عامة على WCAG 2.2 (يُفتح في علامة تبويب جديدة)
style-guide-link-disabled = رابط غير متاح (معطّل)

## Video

style-guide-video-heading = مشغّل الفيديو
style-guide-video-intro = معاينة بنسبة 16/9 مع زر «تشغيل الفيديو» تُستبدل عند النقر بمشغّل المتصفح نفسه مع الترجمة النصية.
style-guide-video-title = Mote Sidebar على صفحة ويب
style-guide-video-captions = الإنجليزية
