# /about：使命、我们对学习中声音的信念、我们的工作方式，以及 #contact。

about-page-title = 关于我们
about-page-description = 我们为什么打造 Motes，我们对学习中的声音有什么信念，我们如何工作，以及学校合作、媒体、招聘和产品反馈的联系方式。
about-eyebrow = 关于 Motes
about-title = 我们为课堂上的每一个声音而打造
about-lede = Motes 为教师和学习者打造语音和阅读工具。我们相信，倾听与被倾听是学习的核心，而实现它的工具应当简单、友善、安全。

about-mission-heading = 我们的使命
about-mission-body-1 = 我们的使命是帮助每一位学习者倾听与被倾听：为教师提供一种更快、更温暖的方式来回应学生的作业，也为学生提供一条读懂任何文本的路径，无论他们的阅读水平如何、家庭语言是什么。
about-mission-body-2 = 我们用小巧、可靠的工具来实现这一点。一段任何人都能通过链接播放的语音便笺。一个能朗读页面、翻译词语的侧边栏。接下来（暂未推出）：一个学生能用自己的声音回应的班级。

about-beliefs-heading = 我们对学习中的声音有什么信念
about-belief-warmth-title = 声音能传达文字传达不了的东西
about-belief-warmth-body = 几秒钟的讲话，就能传递语气、鼓励和关心。学生能听出老师认真读了他们的作业，也能听到如何把它改得更好。
about-belief-access-title = 倾听是一条路径
about-belief-access-body = 觉得解码文字很吃力的学生，依然可以对观点进行深入思考。听到文本被朗读出来，他们就能和其他人一起参与同一堂课。
about-belief-speaking-title = 口语值得练习
about-belief-speaking-body = 语言学习者和性格安静的学生需要有机会开口说，并回听自己的声音，而不必承受全班注视的压力。
about-belief-languages-title = 每一种家庭语言都值得被接纳
about-belief-languages-body = 约 60 种语言的翻译和朗读，帮助新移民学生跟上课堂，也帮助家长了解孩子的学习情况。

about-work-heading = 我们的工作方式
about-work-privacy-title = 学生隐私第一
about-work-privacy-body = 我们绝不出售数据，也绝不展示广告。18 岁以下学生的录音不会被转写，也没有跟踪标识符，他们的姓名在分享页面上会被隐藏。
about-work-teachers-title = 由教师塑造我们的产品
about-work-teachers-body = 我们从真实的课堂任务出发，例如批改全班作业或帮助新移民学生，一旦某个工具妨碍了教学，我们就会调整方向。
about-work-accessible-title = 默认无障碍
about-work-accessible-body = 我们力求每个页面都达到 WCAG 2.2 AA 级标准，用键盘和自动化检查进行测试，并尊重减少动效和从右到左的设置。
about-work-honest-title = 如实说明哪些功能已经就绪
about-work-honest-body = 如果某项功能还没有就绪，例如在线付款，我们会在页面上直接说明，而不是把它藏在一个按钮后面。
about-work-small-title = 小事做好
about-work-small-body = mote 之所以简短，是有意为之。我们宁愿把一件事做得快捷可靠，也不愿添加一项没人有时间学会的功能。
about-work-open-title = 你的数据归你所有
about-work-open-body = 你可以在账户页面导出数据或删除账户，我们也会尊重数据保护法赋予你的各项权利。

about-contact-heading = 联系我们
about-contact-intro = 一个地址就能联系到我们整个团队。我们会阅读每一条消息，并力争在两个工作日内回复。
about-contact-schools-label = 学校和学区
about-contact-schools-link = 申请报价
about-contact-schools-subject = 为我们学校申请报价
about-contact-press-label = 媒体
about-contact-press-link = 发送媒体咨询
about-contact-press-subject = 媒体咨询
about-contact-careers-label = 招聘
about-contact-careers-link = 咨询加入我们的机会
about-contact-careers-subject = 招聘
about-contact-feedback-label = 产品反馈
about-contact-feedback-link = 告诉我们哪里需要改进
about-contact-feedback-subject = 产品反馈
about-contact-expert = 对用 Motes 教学有疑问？
about-contact-expert-link = 咨询专家

about-cta-heading = 看看你的声音能为学生带来什么
about-cta-sign-up = 免费注册
about-cta-impact = 了解我们的成效
