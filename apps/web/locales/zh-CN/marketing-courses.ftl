# /courses（自定进度课程）：由我们自己的页面组成的简短阅读课程。

courses-page-title = 自定进度课程
courses-page-description = 关于 Motes 的简短、免费、自定进度课程：入门、语音反馈、阅读支持、语言教学，以及在全校推广 Motes。
courses-eyebrow = 自定进度课程
courses-title = 按你自己的节奏学习 Motes
courses-lede = 五门简短的课程，每门只有几节课，一节备课时间就能读完。每节课都是本网站上的一个页面，所以你现在就可以开始，随时回来继续。
courses-list-heading = 课程列表
courses-lesson-count = { $count } 节课

courses-getting-started-title = Motes 入门
courses-getting-started-summary = 制作你的第一个 mote，分享它，并打开 Mote Sidebar。如果你是新用户，请从这里开始。
courses-getting-started-lesson-motes = 什么是 mote，以及制作 mote 的三种方式
courses-getting-started-lesson-record = 录音、文字转音频和上传
courses-getting-started-lesson-share = 通过链接、二维码或嵌入分享 mote
courses-getting-started-lesson-sidebar = 安装并打开 Mote Sidebar
courses-getting-started-lesson-plans = 免费版包含哪些内容

courses-feedback-title = 用语音给出反馈
courses-feedback-summary = 用简短的口头评语取代一部分书面评语，让反馈变成一场对话。
courses-feedback-lesson-why = 口头反馈为什么有帮助
courses-feedback-lesson-plan = 用 Motes 给出反馈
courses-feedback-lesson-class-set = 对全班作业给出口头反馈
courses-feedback-lesson-loops = 用对话串进行双向反馈
courses-feedback-lesson-case = 案例研究：九所小学对学生写作的口头反馈

courses-reading-title = 为每一位学习者提供阅读支持
courses-reading-summary = 使用阅读工具，让阅读有困难的学生也能参与同一堂课。
courses-reading-lesson-tools = 逐一了解阅读工具
courses-reading-lesson-diverse = 照顾多样化的学习者
courses-reading-lesson-accommodations = 借助教师控制提供学习便利
courses-reading-lesson-special-needs = 面向有特殊需要的学习者的 Motes
courses-reading-lesson-accessibility = Motes 自身如何配合辅助技术使用

courses-languages-title = 用 Motes 教语言
courses-languages-summary = 让每个学生有更多时间开口说、回听自己、被他人听见，并用家庭语言为新移民学生提供支持。
courses-languages-lesson-overview = 用 Motes 学语言
courses-languages-lesson-practice = 培养听说能力
courses-languages-lesson-assessing = 评估听说能力
courses-languages-lesson-translation = 为新兴双语学习者提供语音和翻译支持
courses-languages-lesson-case = 案例研究：22 所学校的法语口语练习

courses-rollout-title = 在全校推广 Motes
courses-rollout-summary = 面向学校领导和 IT 团队：规划推广、设置用户和工具，并妥善保护学生数据。
courses-rollout-lesson-leaders = Motes 能为学校领导提供什么
courses-rollout-lesson-admin = 管理用户和工具权限
courses-rollout-lesson-privacy = 学生隐私和数据保护
courses-rollout-lesson-extension = 为所有人安装扩展程序
courses-rollout-lesson-plans = 学校方案和获取报价
courses-rollout-lesson-impact = 证据与成效

courses-how-heading = 课程如何进行
courses-how-self-paced = 这些课程是自定进度的阅读材料：没有直播课，没有截止日期，也没有作业。
courses-how-no-account = 阅读课程不需要账户；不过，如果想边学边试，你会需要一个账户。
courses-how-order = 可以按任意顺序学习，但如果你刚接触 Motes，先学“Motes 入门”会更有帮助。
courses-how-certificates = 我们不为这些课程颁发证书、学分或徽章。如果你的学校需要记录教师专业学习，请自行记下课程名称和日期。
courses-how-expert = 遇到困难了？问问我们的教育工作者团队。

courses-cta-heading = 在实践中学习
courses-cta-body = 在另一个标签页中打开 Motes，课程内容会更容易理解。
courses-cta-sign-up = 免费注册
