# /features：按类别列出的所有工具。锚点：#reading、#writing、#creating、#teaching、#school-admin。

features-page-title = 功能
features-page-description = Motes 的全部工具一览：现在即可使用的 Mote Sidebar 阅读和写作辅助、带分享页面的语音笔记，以及尚未推出的班级和学校工具（已标明“暂未推出”）。
features-eyebrow = 功能
features-title = Motes 的所有工具
features-lede = 这里列出了 Motes 的全部工具，按你当时在做的事情分类。标有“暂未推出”的工具已在计划中，但 Motes 里还没有；标有“在浏览器扩展中”的工具在 Mote Sidebar 中使用。
features-page-nav-label = 工具分类

features-reading-heading = 阅读
features-reading-intro = Mote Sidebar 中让任何网页都更容易阅读的工具，支持约 60 种语言。
features-read-aloud-title = 朗读
features-read-aloud-body = 听整个页面或仅所选文字的朗读，每个词在读到时都会高亮显示；你可以选择声音、速度和高亮颜色。
features-select-area-title = 选区朗读
features-select-area-body = 在屏幕的任何部分拖出一个方框，即使是图片或扫描页面中的文字，Motes 也能识别出来并朗读。
features-translation-title = 翻译
features-translation-body = 把一个词或一整段所选内容翻译成你自己的语言，还可以听译文的朗读。
features-dictionary-title = 词典
features-dictionary-body = 无需离开正在阅读的页面，就能查到词语的意思。
features-highlighter-title = 荧光笔
features-highlighter-body = 用五种颜色标记文字：词汇（固定的蓝色，会把词语收集到你的词汇表中）、主要观点、证据、问题和感想，后四种可以重新命名。
features-screen-mask-title = 屏幕遮罩、标尺和下划线
features-screen-mask-body = 调暗除一条文字带以外的所有内容，用阅读标尺跟随文字行，或者为指针所在的行加下划线，帮你找准位置。
features-focus-title = 专注视图
features-focus-body = 只显示页面的正文，去掉菜单、广告和侧栏，阅读时不受干扰。

features-writing-heading = 写作
features-writing-intro = Mote Sidebar 中帮助学生写下想法并检查修改的工具。
features-listen-back-title = 回听
features-listen-back-body = 听自己写的内容被朗读出来，找出漏掉的词和读起来不顺的句子。
features-prediction-title = 文字预测
features-prediction-body = 打字时查看下一个词的建议，点击或按键即可选用。
features-voice-typing-title = 语音输入
features-voice-typing-body = 用说话代替打字，你说的话会出现在你正在使用的文本框中。

features-creating-heading = 创作
features-creating-intro = 制作 mote 的方式，以及之后查找和分享 mote 的方式。
features-recording-title = 语音录制
features-recording-body = 在网页录音器或侧边栏中录制 mote，就在你要点评的页面之上。
features-generation-title = 文字转音频
features-generation-body = 用你选择的声音、语言和速度，把输入或粘贴的文字转换成音频。
features-upload-title = 音频上传
features-upload-body = 上传你已有的音频文件，它就会变成一个拥有独立页面的 mote。
features-my-content-title = 我的内容
features-my-content-body = 在网站或侧边栏中，查找、播放和重复使用你制作的每一个 mote。
features-share-page-title = 分享页面
features-share-page-body = 每个 mote 都有一个页面，带有播放器、文字稿、链接和二维码；听众无需账户。
features-embed-title = 嵌入
features-embed-body = 使用嵌入代码，把 mote 的播放器放进学习管理系统的页面或幻灯片中。

features-teaching-heading = 教学
features-teaching-intro = 用于管理班级和练习词汇的工具。目前只有词汇表可以使用，其余的还在计划中。
features-classes-title = 班级
features-classes-body = 创建一个班级，学生通过链接或二维码加入，你可以看到每个学生如何使用各项工具。
features-controls-title = 教师控制
features-controls-body = 为整个班级或某一位学生开启或关闭侧边栏的每项工具，例如在考试期间。
features-loops-title = 对话串
features-loops-body = 与学生进行语音对话：他们用录音回复你的 mote，你再回复他们。
features-motebook-title = Motebook
features-motebook-body = 保存你经常给出的评语，需要时再次发送，不必重新录制。
features-vocabulary-title = 词汇表
features-vocabulary-body = 你用“词汇”颜色标出的词语会汇集到“我的标注”页面上的一个列表中。
features-flash-cards-title = 闪卡
features-flash-cards-body = 一次一张卡片地练习词汇表中的词语，一面是词，另一面是释义。
features-matching-title = 配对小测
features-matching-body = 把每个词与它的释义配对，检查记住了多少。
features-multiple-choice-title = 选择题小测
features-multiple-choice-body = 从几个选项中为每个词选出正确的释义，答案会立即显示。
features-mind-map-title = 思维导图
features-mind-map-body = 把某个主题的词语排成一张由相互关联的概念组成的图。

features-admin-heading = 学校管理
features-admin-intro = 供在学校或学区管理 Motes 的人使用的工具。学校账号登录和对未满 18 岁学生的保护现在已经可用，其余的还在计划中。
features-manage-users-title = 管理用户
features-manage-users-body = 通过电子邮件地址逐个或批量添加教职员工和学生，并在他们离开时将其移除。
features-feature-access-title = 功能权限
features-feature-access-body = 为全校决定哪些工具开启、关闭，或在教师开启之前保持关闭。
features-insights-title = 使用情况洞察
features-insights-body = 查看有多少人在使用 Motes、他们使用哪些工具，据此规划培训并汇报推广情况。
features-school-sign-in-title = 学校登录
features-school-sign-in-body = 教职员工和学生使用学校已经为他们提供的账户登录。
features-minors-title = 对 18 岁以下学生的保护
features-minors-body = 18 岁以下的学生不会被转写录音，也没有跟踪标识符，他们的姓名在分享页面上会被隐藏。

features-cta-heading = 亲自试试这些工具
features-cta-body = 只需一个免费账户即可开始制作 mote。无需银行卡。
features-cta-sign-up = 免费注册
features-cta-tour = 查看产品导览
