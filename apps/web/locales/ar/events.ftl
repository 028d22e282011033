# /events/fetc: the page of a 2023 education-technology conference, kept as a past event.

events-fetc-page-title = FETC 2023
events-fetc-page-description = ما قدّمه Motes في FETC 2023: جلسات عن التغذية الراجعة الصوتية والقراءة بصوت عالٍ، مع الأدلة الإرشادية ودراسات الحالة التي تقوم عليها.
events-fetc-eyebrow = فعالية سابقة · 2023
events-fetc-title = Motes في FETC 2023
events-fetc-lede = في FETC 2023، وهو مؤتمر لتقنيات التعليم، عرضنا على المعلمين كيف يمكن لتسجيل قصير أن يجعل التغذية الراجعة أسرع والقراءة في متناول الجميع. إليك ما قدّمناه، وأين تجده الآن.
events-fetc-status = انتهت هذه الفعالية.

events-fetc-sessions-heading = ما قدّمناه
events-fetc-sessions-intro = تناولت جلساتنا موضوعين: التغذية الراجعة المنطوقة ودعم القراءة.
events-fetc-session-feedback-title = تغذية راجعة صوتية يعمل بها الطلاب
events-fetc-session-feedback-body = تسجيل ملاحظات على أعمال الطلاب في دقيقة أو دقيقتين ومشاركتها برابط أو رمز QR. أما ردّ الطلاب بالصوت (حلقات الحوار) فغير متاح في Motes بعد.
events-fetc-session-feedback-action = التغذية الراجعة الصوتية مع Motes
events-fetc-session-read-aloud-title = القراءة بصوت عالٍ لكل متعلّم
events-fetc-session-read-aloud-body = قراءة أي صفحة ويب بصوت عالٍ مع تمييز الكلمات، وقراءة النص داخل الصور، وترجمة نص محدد، في Mote Sidebar. أما أدوات تحكم المعلم لاختيار الأدوات المتاحة لكل طالب فغير متاحة في Motes بعد.
events-fetc-session-read-aloud-action = دعم المتعلمين المتنوعين

events-fetc-materials-heading = المواد
events-fetc-materials-intro = الخطوات التي عرضناها مكتوبة في صورة أدلة إرشادية، والقصص الصفية التي رويناها متاحة دراساتِ حالة في «منطقة التعلّم».
events-fetc-materials-guides = الأدلة الإرشادية
events-fetc-materials-case-studies = دراسات الحالة

events-fetc-next-heading = اطّلع على الجديد
events-fetc-next-body = تظهر الأدلة الإرشادية ودراسات الحالة الجديدة في «منطقة التعلّم» أولًا.
events-fetc-next-action = زُر «منطقة التعلّم»
events-fetc-signup = سجّل مجانًا
