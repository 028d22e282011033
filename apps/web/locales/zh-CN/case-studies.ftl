# 案例研究文章（/learning-zone/case-studies/{slug}）及其卡片。文章本身是英文内容记录
# （packages/shared/src/website/caseStudies.ts），不属于界面文本：这里只有文章周围的文字。

case-study-key-figure = 关键数据：
case-study-breadcrumbs-label = 面包屑导航
case-study-breadcrumb-home = 首页
case-study-breadcrumb-learning-zone = 学习专区
case-study-breadcrumb-case-studies = 案例研究
case-study-figures-heading = 概览
case-study-contents-heading = 本文内容
case-study-back = 返回学习专区
case-study-related-heading = 相关案例研究
case-study-cta-heading = 把声音带进你的学校
case-study-cta-body = 以教师身份免费开始，或者与我们聊聊适合你们全校或整个学区的方案。
case-study-cta-signup = 免费注册
case-study-cta-contact = 与我们聊聊你的学校
