# /learning-zone：案例研究（?tab=case）和操作指南（?tab=howto）。指南 id 与
# apps/web/src/features/resources/learning-zone/howToGuides.ts 一致。

learning-zone-page-title = 学习专区
learning-zone-page-description = 来自使用 Motes 的学校的案例研究，以及简短的操作指南：录制 mote、用二维码分享、朗读页面等。
learning-zone-eyebrow = 学习专区
learning-zone-title = 先看看学校怎么做，再亲自试一试
learning-zone-lede = 了解各地学校和学区如何使用语音便笺和阅读工具，然后跟着简短的指南，在你自己的课堂上照做。
learning-zone-tabs-label = 学习专区
learning-zone-case-tab = 案例研究
learning-zone-howto-tab = 操作指南

learning-zone-case-heading = 学校如何使用 Motes
learning-zone-case-intro = 四所学校和学区，四种使用语音的方式：对写作的口头反馈、用语音检查理解情况、为有学习差异的学生提供阅读支持，以及新语言的口语练习。

learning-zone-howto-heading = 操作指南
learning-zone-howto-intro = 为教师最常做的事情准备的简短步骤。每份指南只需几分钟就能完成。
learning-zone-howto-index-label = 本页指南

learning-zone-howto-record-title = 录制 mote
learning-zone-howto-record-summary = 在浏览器中录制一条简短的语音便笺（mote），并通过链接分享。
learning-zone-howto-record-step-1 = 前往网页录音器，或打开 Mote Sidebar，在“创作”工具中选择“录音”。
learning-zone-howto-record-step-2 = 按下“录音”，并在浏览器询问时允许使用麦克风。
learning-zone-howto-record-step-3 = 说出你的消息。登录免费账户时，每段录音最长 { $limitedSeconds } 秒；未登录时最长 { $standardSeconds } 秒（{ $standardMinutes } 分钟）。
learning-zone-howto-record-step-4 = 按下“停止”并回听。如果想再录一遍，重新录制即可。
learning-zone-howto-record-step-5 = 保存 mote。随后会打开它的分享页面，上面有可复制并粘贴到任何地方的链接。
learning-zone-howto-record-action = 打开网页录音器

learning-zone-howto-share-qr-title = 用二维码分享 mote
learning-zone-howto-share-qr-summary = 把 mote 放到纸上、海报上或幻灯片里。任何人扫码即可收听，无需账户。
learning-zone-howto-share-qr-step-1 = 从“我的内容”中，或在录音结束后直接打开 mote 的分享页面。
learning-zone-howto-share-qr-step-2 = 选择“分享”，然后选择“二维码”。
learning-zone-howto-share-qr-step-3 = 下载二维码或在屏幕上展示。可以把它印在练习单上、贴在笔记本里，或加到幻灯片中。
learning-zone-howto-share-qr-step-4 = 听众用手机或平板的相机扫码，mote 就会在他们的浏览器中播放。

learning-zone-howto-read-aloud-title = 朗读页面
learning-zone-howto-read-aloud-summary = 收听任何网页或其中一部分的朗读，读到哪个词，哪个词就会高亮。
learning-zone-howto-read-aloud-step-1 = 把 Mote Sidebar 添加到浏览器，然后在你想收听的页面上打开它。
learning-zone-howto-read-aloud-step-2 = 在“阅读”工具中，按下“播放页面”即可收听整页朗读。
learning-zone-howto-read-aloud-step-3 = 如果只想听页面的一部分，先选中那段文字，再按播放。
learning-zone-howto-read-aloud-step-4 = 对于图片或扫描页面中的文字，选择“选区朗读”，然后拖动鼠标框住文字。
learning-zone-howto-read-aloud-step-5 = 在侧边栏的设置中更改声音、朗读速度和高亮颜色。

learning-zone-howto-translate-title = 翻译选中内容
learning-zone-howto-translate-summary = 无需离开页面，就能把一个词或一整段话翻译成约 60 种语言中的一种。
learning-zone-howto-translate-step-1 = 在你正在阅读的页面上打开 Mote Sidebar。
learning-zone-howto-translate-step-2 = 选中一个词、一句话或一段话。
learning-zone-howto-translate-step-3 = 在“阅读”工具中选择“翻译”，然后选择要翻译成的语言。
learning-zone-howto-translate-step-4 = 阅读译文，或按下播放，听它用那种语言读出来。

learning-zone-howto-class-title = 创建班级
learning-zone-howto-class-summary = 把你的学生聚在一起，这样就可以与他们分享 mote、开展对话串，并为他们选择工具。
learning-zone-howto-class-step-1 = 用你的教师账户登录，然后前往“我的班级”。
learning-zone-howto-class-step-2 = 创建一个班级，并取一个学生一看就认得的名字。
learning-zone-howto-class-step-3 = 把班级的加入链接或二维码分享给学生。
learning-zone-howto-class-step-4 = 学生登录并加入。他们加入后会陆续出现在你的班级名单中。
learning-zone-howto-class-action = 前往“我的班级”

learning-zone-howto-controls-title = 为学生关闭工具
learning-zone-howto-controls-summary = 为整个班级或某一位学生决定可以使用哪些 Mote Sidebar 工具。
learning-zone-howto-controls-step-1 = 前往“我的班级”，打开这个班级。
learning-zone-howto-controls-step-2 = 打开“教师控制”。
learning-zone-howto-controls-step-3 = 为整个班级开启或关闭每项工具，或者选择某一位学生，只更改他的工具。
learning-zone-howto-controls-step-4 = 学生的侧边栏会按你的选择生效。考试前，关闭不允许使用的工具，保留学生支持计划中必需的工具，考试结束后再把其余工具重新开启。

learning-zone-howto-loop-title = 开始一个对话串
learning-zone-howto-loop-summary = 把反馈变成对话：你来说，学生用语音回答。
learning-zone-howto-loop-step-1 = 前往“我的对话串”，与一位学生开始一个新的对话串。
learning-zone-howto-loop-step-2 = 录下你的消息：反馈、问题或题目都可以。
learning-zone-howto-loop-step-3 = 学生收听后录下回复。
learning-zone-howto-loop-step-4 = 收听回复，再回应学生。整段对话都会完整保留在对话串中。
learning-zone-howto-loop-action = 前往“我的对话串”

learning-zone-more-heading = 更多学习方式
learning-zone-more-courses-title = 自定进度课程
learning-zone-more-courses-body = 按你自己的节奏，通过简短的课程逐步了解 Motes，从第一次录音到管理一个班级。
learning-zone-more-courses-action = 浏览课程
learning-zone-more-expert-title = 咨询专家
learning-zone-more-expert-body = 遇到困难，或者正在筹划新的尝试？问问我们团队里的教育工作者，看看其他教师是怎么做的。
learning-zone-more-expert-action = 提个问题
learning-zone-more-events-title = 活动
learning-zone-more-events-body = 看看我们在 FETC 2023 上展示了什么，以及每场分享背后的指南和案例研究。
learning-zone-more-events-action = FETC 2023

learning-zone-cta-heading = 在你的班级里试一试
learning-zone-cta-body = 免费注册，或者现在就在浏览器中录制你的第一个 mote。
learning-zone-cta-signup = 免费注册
learning-zone-cta-record = 录制 mote
