# /landing: where people arrive from the browser extension or an ad.

landing-page-title = مرحبًا
landing-page-description = أصبح حسابك على Motes جاهزًا. سجّل ملاحظتك الصوتية الأولى، وافتح Mote Sidebar على أي صفحة، وستجد كل ما تنشئه في لوحة التحكم.
landing-eyebrow = مرحبًا بك في Motes
landing-title = صوتك جاهز للانطلاق
landing-lede = كل ملاحظة صوتية (mote) تسجّلها أو تنشئها من نص أو ترفعها تُحفظ في لوحة التحكم، ولها صفحتها الخاصة للمشاركة. ويضع Mote Sidebar أدوات القراءة والتسجيل على أي صفحة ويب تفتحها.
landing-go-to-dashboard = الانتقال إلى لوحة التحكم
landing-take-tour = خذ جولة في المنتج

landing-first-steps-heading = ثلاثة أشياء تجرّبها أولًا
landing-step-record-title = سجّل ملاحظتك الصوتية الأولى
landing-step-record-body = اضغط زر التسجيل، وقل ما تريد قوله، ثم اضغط زر الإيقاف. يمكنك التسجيل في متصفحك أو في Mote Sidebar، أو إنشاء ملاحظة صوتية من نص مكتوب بدلًا من ذلك.
landing-step-record-link = طرق إنشاء ملاحظة صوتية
landing-step-sidebar-title = افتح الشريط الجانبي على صفحة
landing-step-sidebar-body = على أي مقال أو واجب، افتح Mote Sidebar لتستمع إلى النص مقروءًا بصوت عالٍ، أو تترجم كلمة، أو تسجّل ملاحظة عمّا تقرؤه.
landing-step-sidebar-link = احصل على إضافة المتصفح
landing-step-share-title = شاركها برابط أو رمز QR
landing-step-share-body = لكل ملاحظة صوتية صفحة فيها مشغّل وتفريغ نصي. أرسل الرابط، أو اطبع رمز QR، أو ضمّنها في درس: لا يحتاج المستمعون إلى حساب.
landing-step-share-link = تعرّف على طريقة عمل صفحات المشاركة

landing-account-heading = ما يتضمنه حسابك
landing-account-free = بحساب مجاني يمكنك إنشاء { $count } ملاحظة صوتية كل { $days } يومًا، ويمكن أن تصل مدة كل تسجيل إلى { $limited } ثانية. تبقى ملاحظاتك الصوتية وصفحات مشاركتها ملكًا لك.
landing-account-signed-out = دون تسجيل الدخول، يمكن أن تصل مدة التسجيل إلى { $standard } ثانية ({ $standardMinutes } دقائق). الفترة التجريبية المجانية والخطط المدفوعة غير متاحة بعد.
landing-account-pricing-link = ما هو مجاني اليوم

landing-help-heading = هل تريد مساعدة في البدء؟
landing-help-courses = خذ دورة قصيرة ذاتية الوتيرة
landing-help-howto = اقرأ الأدلة الإرشادية في «منطقة التعلّم»
landing-help-expert = اطرح سؤالًا على فريقنا من التربويين

landing-cta-heading = كل ما تنشئه، في مكان واحد
landing-cta-body = تعرض لوحة التحكم ملاحظاتك الصوتية وروابط مشاركتها، الأحدث أولًا، لتعثر عليها وتعيد استخدامها.
