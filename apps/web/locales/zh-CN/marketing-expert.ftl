# /expert（咨询专家）：我们的教育工作者团队能提供哪些帮助，以及如何联系他们。

expert-page-title = 咨询专家
expert-page-description = 向 Motes 教育工作者团队咨询语音反馈、阅读支持、语言教学、班级功能或在你的学校推广 Motes 等问题。这里介绍如何联系我们，以及提问时需要提供哪些信息。
expert-eyebrow = 咨询专家
expert-title = 向我们的教育工作者团队提问
expert-lede = 我们的教育工作者团队帮助教师和学校领导把 Motes 用在真实的课堂上：规划反馈、支持有需要的学习者，以及为全校完成设置。把你的问题发给我们，我们会结合你的课堂作出解答。
expert-email-action = 发电子邮件给专家
expert-mail-subject = 向 Motes 专家提问

expert-help-heading = 我们能在哪些方面提供帮助
expert-help-feedback-title = 语音反馈
expert-help-feedback-body = 如何给出学生会照着改的口头反馈，以及如何把它融入你的批改流程。
expert-help-reading-title = 阅读支持
expert-help-reading-body = 哪些阅读工具适合哪些学习者，以及如何把它们设置为学习便利措施。
expert-help-languages-title = 语言教学
expert-help-languages-body = 口语练习、听力任务，以及用家庭语言为新移民学生提供支持。
expert-help-classes-title = 班级和对话串
expert-help-classes-body = 设置班级、为考试选择教师控制，以及与学生进行语音对话。
expert-help-rollout-title = 全校推广
expert-help-rollout-body = 规划推广、培训教职员工、为所有人安装扩展程序，以及衡量使用情况。
expert-help-privacy-title = 隐私问题
expert-help-privacy-body = 学生数据在 Motes 中会如何处理，以及应该如何向家长和学校的数据保护负责人说明。

expert-reach-heading = 如何联系我们
expert-reach-intro = 请把你的问题发送至
expert-include-intro = 为了帮助我们给出有用的解答，请在邮件中说明：
expert-include-role = 你的职务，以及你所教的年龄段或学科；
expert-include-goal = 你想用 Motes 做什么；
expert-include-tried = 你目前已经尝试过哪些方法（如有）；
expert-include-setup = 如果是技术问题，请说明你的浏览器和设备，如果可以，请附上屏幕截图。
expert-include-no-student-data = 请不要在邮件中包含学生的姓名或其他个人信息。没有这些信息，我们也能提供帮助。
expert-reply-goal = 我们的目标是在两个工作日内回复。在学年中的繁忙时段，可能需要稍长一些时间。

expert-before-heading = 写信之前
expert-before-courses = 浏览自定进度课程
expert-before-howto = 阅读学习专区中的操作指南
expert-before-features = 在功能页面上查找某个工具
expert-before-contact = 如需报价、媒体咨询或提供反馈，请联系我们

expert-cta-heading = 对用 Motes 教学有疑问？
