# The case-study articles (/learning-zone/case-studies/{slug}) and their cards. The articles
# themselves are English content records (packages/shared/src/website/caseStudies.ts), not
# interface text: only the words around them are here.

case-study-key-figure = رقم رئيسي:
case-study-breadcrumbs-label = مسار التنقل
case-study-breadcrumb-home = الرئيسية
case-study-breadcrumb-learning-zone = منطقة التعلّم
case-study-breadcrumb-case-studies = دراسات الحالة
case-study-figures-heading = لمحة سريعة
case-study-contents-heading = في هذا المقال
case-study-back = العودة إلى «منطقة التعلّم»
case-study-related-heading = دراسات حالة ذات صلة
case-study-cta-heading = أدخِل الصوت إلى مدرستك
case-study-cta-body = ابدأ مجانًا بصفتك معلمًا، أو تحدّث إلينا عن خطة لمدرستك أو لمنطقتك التعليمية بأكملها.
case-study-cta-signup = سجّل مجانًا
case-study-cta-contact = تحدّث إلينا عن مدرستك
