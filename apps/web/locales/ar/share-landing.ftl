# Share links /m/{id} and /t/{id} (§2). Shared motes do not exist yet, so every link lands on
# an honest "not found" page.

share-mote-not-found-title = لم يُعثر على التسجيل
share-mote-not-found-heading = تعذّر العثور على هذا التسجيل
share-mote-what = يُفترض أن يفتح الرابط { $path } ملاحظة صوتية (mote): تسجيلًا صوتيًا قصيرًا سجّله شخص ما باستخدام Motes، يستطيع أي شخص تشغيله ومتابعة تفريغه النصي قراءةً، دون حساب.
share-tote-not-found-title = لم يُعثر على العنصر المشترك
share-tote-not-found-heading = تعذّر العثور على هذا العنصر المشترك
share-tote-what = يُفترض أن يفتح الرابط { $path } شيئًا شاركه معك أحد مستخدمي Motes.
share-not-yet = ميزة المشاركة عبر الروابط لا تزال قيد الإنشاء، لذا لا يوجد شيء على هذا العنوان بعد.
share-ask-sender = إذا أرسل إليك شخص ما هذا الرابط، فاطلب منه أن يرسل رسالته بطريقة أخرى في الوقت الحالي.
share-link-product = ما هو Motes؟
share-link-home = انتقل إلى الصفحة الرئيسية لـ Motes
