# تعليقاتي (/my-annotations، issue 7 item 4): تظليلات أداة التظليل صفحةً صفحة، وقائمة
# المفردات. أسماء الألوان هي التي اختارها المستخدم (§3).

annotations-title = تعليقاتي
annotations-lead = المقاطع التي ظلّلتها بإضافة Motes، صفحةً صفحة، والكلمات التي جمعتها.
annotations-filter-label = عرض التظليلات باللون
annotations-filter-all = كل الألوان
annotations-export-csv = تصدير بصيغة CSV
annotations-export-json = تصدير بصيغة JSON
annotations-export-failed = تعذّر تصدير تعليقاتك. يُرجى المحاولة مرة أخرى.
annotations-highlights-heading = التظليلات
annotations-loading = جارٍ تحميل تظليلاتك ...
annotations-load-failed = تعذّر تحميل تظليلاتك. يُرجى المحاولة مرة أخرى بعد قليل.
annotations-try-again = حاول مرة أخرى
annotations-load-more = تحميل المزيد
annotations-empty = لا توجد تظليلات بعد. حدّد نصًا في أي صفحة، وافتح الشريط الجانبي لـ Motes، واختر لونًا من أداة التظليل.
annotations-empty-filtered = لا توجد تظليلات باللون { $label } بعد.
annotations-untitled-page = صفحة بلا عنوان
annotations-note = ملاحظة: { $note }
annotations-remove = إزالة
annotations-remove-label = إزالة التظليل «{ $text }»
annotations-removed = أُزيل التظليل.
annotations-remove-failed = تعذّرت إزالة هذا التظليل. يُرجى المحاولة مرة أخرى.

## المفردات

annotations-vocabulary-heading = المفردات
annotations-vocabulary-lead = تُجمع هنا الكلمات التي تظلّلها بلون المفردات الأزرق.
annotations-vocabulary-loading = جارٍ تحميل قائمة مفرداتك ...
annotations-vocabulary-empty = لا توجد كلمات بعد.
annotations-vocabulary-load-failed = تعذّر تحميل قائمة مفرداتك. يُرجى المحاولة مرة أخرى بعد قليل.
annotations-word-remove-label = إزالة «{ $word }» من قائمة مفرداتك
annotations-word-removed = أُزيلت «{ $word }» من قائمة مفرداتك.
annotations-word-remove-failed = تعذّرت إزالة «{ $word }». يُرجى المحاولة مرة أخرى.
