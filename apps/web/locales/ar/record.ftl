# صفحة /record (issue 6): إطارها وطرقها الثلاث لإنشاء موت. نصوص الأدوات نفسها في
# packages/creating/locales.

record-page-title = سجّل موت
record-page-heading = سجّل موت
record-page-lead = سجّل ملاحظة صوتية أو حوّل نصًا إلى صوت أو ارفع ملفًا صوتيًا، ثم شاركه برابط. يستطيع كل من لديه الرابط الاستماع إليه دون حساب.
record-tabs-label = كيف تنشئ الموت الخاص بك
record-tab-record = سجّل
record-tab-text = من نص
record-tab-upload = ارفع
record-tool-off = أوقف معلّمك { $tool }.
