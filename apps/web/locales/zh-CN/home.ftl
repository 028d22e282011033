# 营销首页 /（规格 §2“匿名访客”）。

home-page-title = 为教师和学习者打造的语音便笺与阅读支持
home-page-description = 录制简短的语音便笺，把文字转换成语音，并通过链接或二维码分享每一条。Mote Sidebar 可以朗读任何网页、翻译网页内容，还能帮助学生写作。

# §2：行动号召按钮的确切文字；链接到 /signup。
home-start-trial = 立即开始免费试用
home-sign-up-free = 免费注册

## 首屏

home-hero-eyebrow = 为教师和学习者打造
home-hero-title = 为每间教室提供语音便笺和阅读支持
home-hero-lede = 录制一段简短的语音便笺，把文字转换成语音，并通过链接或二维码分享每一条。Mote Sidebar 可以朗读任何网页、翻译网页内容，还能帮助学生写作。
home-hero-see-how = 看看如何使用
home-hero-video-title = Motes 入门：新用户导览

## 侧边栏的三种模式

home-modes-heading = 一个侧边栏，三种模式
home-modes-intro = 在 Chrome 和其他基于 Chromium 的浏览器中，Mote Sidebar 会在任何网页旁边打开。选择一种模式，看看它有哪些工具。
home-modes-tablist = 侧边栏模式
home-modes-reading = 阅读
home-modes-writing = 写作
home-modes-creating = 创作
home-modes-reading-summary = 帮助每个学生读懂眼前页面的工具。
home-modes-writing-summary = 帮助学生写下想法并检查修改的工具。
home-modes-creating-summary = 用来制作 mote 的工具：mote 是可以分享给任何人的简短语音便笺。
home-modes-reading-art = 阅读模式下的 Mote Sidebar 位于网页旁边，正在朗读的词语被高亮显示，所在行上方有一把阅读标尺。
home-modes-writing-art = 写作模式下的 Mote Sidebar 位于文本框旁边，提供词语建议，并有一个用于语音输入的麦克风。
home-modes-creating-art = 创作模式下的 Mote Sidebar，带有录音按钮、声波图和已保存的 mote 列表。

home-tool-read-aloud = 朗读
home-tool-read-aloud-body = 用你选择的声音和速度，听整个页面或所选内容的朗读，每个词在读到时都会高亮显示。
home-tool-select-area = 选区朗读
home-tool-select-area-body = 在任何文字上框出一个区域，即使是图片里的文字，也能听到朗读。
home-tool-translation = 翻译
home-tool-translation-body = 把一个词或所选内容翻译成约 60 种语言。
home-tool-dictionary = 词典
home-tool-dictionary-body = 无需离开页面，就能查到词语的意思。
home-tool-highlighters = 荧光笔
home-tool-highlighters-body = 用五种颜色标记文字，其中固定的蓝色“词汇”荧光笔会收集生词。
home-tool-screen-mask = 屏幕遮罩
home-tool-screen-mask-body = 用遮罩、标尺或下划线帮你找准正在读的位置。
home-tool-focus-view = 专注视图
home-tool-focus-view-body = 把杂乱的页面精简到只剩正文。
home-tool-listen-back = 回听
home-tool-listen-back-body = 听自己写的内容被朗读出来，发现需要修改的地方。
home-tool-prediction = 文字预测
home-tool-prediction-body = 打字时查看下一个词的建议。
home-tool-voice-typing = 语音输入
home-tool-voice-typing-body = 开口说话，就能看到文字出现。
home-tool-record = 录音
home-tool-record-body = 在任何页面上，一键录制语音便笺。
home-tool-generate = 生成音频
home-tool-generate-body = 把你输入或粘贴的文字转换成语音。
home-tool-upload = 上传
home-tool-upload-body = 把你已有的音频变成可以分享的 mote。
home-tool-my-content = 我的内容
home-tool-my-content-body = 找到你制作的每一个 mote，随时可以再次分享。

## 信任：我们案例研究中的数据（§9）

home-trust-heading = 已走进美国、英格兰和加拿大的课堂
home-trust-intro = 数据来自我们的四项客户案例研究。
home-trust-new-york-figure = 3,200+
home-trust-new-york-label = 名学生在五所学校中使用 Motes。
home-trust-new-york-source = 纽约州的一个学区
home-trust-england-figure = 约 45 分钟
home-trust-england-label = 即可为全班作业录好口头反馈，每个孩子约 1.5 分钟，而书面批改至少需要 2 小时。
home-trust-england-source = 英格兰一个教育集团的 9 所小学
home-trust-connecticut-figure = 40,000+
home-trust-connecticut-label = 条语音便笺在一年内录制完成。
home-trust-connecticut-source = 康涅狄格州的一个学区
home-trust-nova-scotia-figure = 2,000+
home-trust-nova-scotia-label = 段录音：平均每月的数量，来自 22 所学校的约 6,000 名学生。
home-trust-nova-scotia-source = 新斯科舍省的一个教育中心

## 客户故事（§2 用户评价部分）

home-stories-heading = 来自学校的故事
home-stories-intro = 看看四所学校和学区如何使用 Motes。选择一个故事，或者让它们每隔几秒自动切换。
home-stories-tablist = 客户故事
home-stories-pause = 暂停故事轮播
home-stories-play = 播放故事轮播
# 引言的发言人：某地的某个职位，例如“教学指导，纽约学区”。
home-story-attribution = { $role }，{ $from }
home-story-learn-more = 了解更多
    .label = 进一步了解{ $story }
home-story-dialog-close = 关闭
home-story-case-study = 阅读完整的案例研究

home-story-new-york-district-name = 纽约州的一个学区
home-story-new-york-district-text = 五所学校的 3,200 多名学生使用 Motes 获得阅读支持，并在外语课上练习口语。
home-story-new-york-district-quote = 一个工具满足了我们的两种需求：为有学习差异的学生提供阅读支持，以及在外语课上进行口语练习。
home-story-new-york-district-role = 教学指导
home-story-new-york-district-from = 纽约学区
home-story-new-york-district-long =
    五所学校的 3,200 多名学生在使用 Motes。这个学区希望用一个工具完成两项工作：支持有学习差异的学生，以及在外语课上增加口语练习。

    阅读时，学生在眼前的页面上打开 Mote Sidebar。朗读功能会在读到每个词时将其高亮，屏幕遮罩帮他们找准位置，词典和翻译只需选中文字即可使用。

    口语练习时，教师以语音便笺的形式发布题目。学生用自己的 mote 作答，教师再用语音回复，练习就变成了一场对话。

home-story-england-primary-trust-name = 英格兰的一个小学教育集团
home-story-england-primary-trust-text = 在 9 所小学中，教师对学生的写作给予口头反馈：全班的作业约需 45 分钟，而书面批改至少需要 2 小时。
home-story-england-primary-trust-quote = 每个孩子大约录一分半钟：给全班作业做口头反馈大约需要 45 分钟，而书面批改至少要两个小时。
home-story-england-primary-trust-role = 学校领导
home-story-england-primary-trust-from = 英格兰小学教育集团
home-story-england-primary-trust-long =
    英格兰一个教育集团的九所小学使用 Motes，为孩子们的写作提供个性化的口头反馈。

    教师读完一份作业后，为这个孩子录下大约一分半钟的反馈：哪些地方写得好，下一步可以尝试改进的一点。全班的作业加起来总共约 45 分钟，而书面批改至少需要两个小时。

    孩子们通过链接或二维码打开自己的反馈，无需登录任何账户，想听几遍就听几遍。

home-story-connecticut-district-name = 康涅狄格州的一个学区
home-story-connecticut-district-text = 一年内录制了 40,000 多条语音便笺，在形成性评价中用口头作答。
home-story-connecticut-district-quote = 教师在表单中提出问题，学生大声说出答案。听学生解释自己的思路，就能知道他们理解了什么。
home-story-connecticut-district-role = 数字化学习指导
home-story-connecticut-district-from = 康涅狄格学区
home-story-connecticut-district-long =
    康涅狄格州一个学区的师生在一年内录制了 40,000 多条语音便笺。

    这项案例研究关注借助表单开展的形成性评价。教师在表单中添加一个问题，学生把答案录成一个 mote 并粘贴它的链接，教师再逐一收听每个答案。听学生解释自己的推理过程，就能知道他们理解了什么、卡在了哪里。

    每个 mote 都可以通过链接直接打开，无需账户，所以在有帮助的时候，答案也可以分享给家长或辅导教师。

home-story-nova-scotia-centre-name = 新斯科舍省的一个教育中心
home-story-nova-scotia-centre-text = 22 所学校的约 6,000 名学生，平均每月录音两千多段。
home-story-nova-scotia-centre-quote = 学生在课前先听法语，然后录下自己说的。把音频放进幻灯片后，标准的口语示范随时一键可听。
home-story-nova-scotia-centre-role = 法语（第二语言）教师
home-story-nova-scotia-centre-from = 新斯科舍教育中心
home-story-nova-scotia-centre-long =
    新斯科舍省的一个教育中心为 22 所学校的约 6,000 名学生提供服务。这里的师生平均每月录制两千多段录音。

    法语（第二语言）教师使用 Motes 开展口语练习：学生录下自己的声音并回听，教师则用口语示范来回复。

    教师还用学生课前收听的简短语音便笺来进行翻转课堂，并在幻灯片中加入音频锚点：即嵌入的 mote，这样学生无论何时打开幻灯片，口语示范都在那里。

## 功能亮点

home-features-heading = 为课堂而生
home-features-intro = 让 mote 触达每一位学习者所需的一切，以及即将推出的、教师和学校需要的各项控制功能。
home-feature-share = 每个 mote 都有分享页面
home-feature-share-body = 每个 mote 都有自己的页面，带有链接、二维码和文字稿。听众无需账户。
home-feature-speech = 支持约 60 种语言的文字转语音
home-feature-speech-body = 输入或粘贴文字，用你选择的声音和速度听它朗读出来。
home-feature-translation = 翻译
home-feature-translation-body = 翻译一个词、一段文字或一份文字稿，让每一位学习者和每一个家庭都能看懂。
home-feature-controls = 教师控制
home-feature-controls-body = 为整个班级或某一位学生开启或关闭侧边栏的每项工具，例如在考试期间。
home-feature-loops = 对话串
home-feature-loops-body = 学生用语音回复你的语音便笺，反馈就变成了双向对话。
home-feature-minors = 未成年人隐私保护
home-feature-minors-body = 未成年人的账户不会自动转写录音，也没有跟踪标识符，他们的姓名在分享页面上会被隐藏。

## 首页轮播：教师使用 Motes 的方式

home-ways-heading = 教师使用 Motes 的方式
home-ways-intro = 一段简短的语音便笺在课堂内外发挥作用的几种方式。
home-ways-carousel = 轮播
home-ways-slide = 幻灯片
home-ways-position = 第 { $position } 张，共 { $count } 张
home-ways-pause = 暂停轮播
home-ways-play = 播放轮播
home-ways-previous = 上一张
home-ways-next = 下一张
home-ways-feedback = 对书面作业的口头反馈
home-ways-feedback-body = 为每个学生录一分钟的反馈。他们能听出你的语气，而且想听几遍就听几遍。
home-ways-language = 任何语言的口语练习
home-ways-language-body = 以语音便笺的形式发布题目；学生录下答案、回听，然后再试一次。
home-ways-access = 为每一位学习者提供阅读支持
home-ways-access-body = 朗读、屏幕遮罩和词典在任何页面上都能使用，供需要的学生使用。
home-ways-family = 家长可以听的消息
home-ways-family-body = 通过链接或二维码分享语音便笺。家长无需账户，文字还可以转换成约 60 种语言的语音。

## 集成

home-integrations-heading = 任何能接受链接的地方都能用
home-integrations-intro = 每个 mote 都有链接和二维码，所以学生在哪里，它就能到哪里。
home-integration-web = 任何网页
home-integration-web-body = Mote Sidebar 可以在你已经在用的页面上工作：无需离开页面就能朗读、翻译和录音。
home-integration-classroom = Google Classroom、Docs 和 Slides
home-integration-classroom-body = 把 mote 的链接粘贴到作业、文档或幻灯片中，学生一键即可打开。
home-integration-lms = 学习管理系统
home-integration-lms-body = 使用 iframe 嵌入代码，把 mote 的播放器嵌入课程页面。
home-integration-messages = 电子邮件和聊天
home-integration-messages-body = 发送链接即可。它在任何浏览器中都能打开，无需账户，也无需安装应用。

## 合规标识（如实说明产品的实际做法）

home-badges-heading = 内置隐私保护和无障碍支持
home-badges-intro = 我们的做法，直截了当地说明。
home-badge-wcag = WCAG 2.2 AA
home-badge-wcag-body = 我们按照 WCAG 2.2 AA 级标准构建每一个页面，支持键盘操作和屏幕阅读器，保证良好的对比度并支持减少动效，还通过自动化测试进行检查。
home-badge-gdpr = 内置 GDPR 权利
home-badge-gdpr-body = 在你的账户页面上，自己就能导出数据或删除账户。
home-badge-never-sold = 绝不出售学生数据
home-badge-never-sold-body = 我们不出售学生的数据，也不出售任何其他人的数据。
home-badge-no-ads = 没有广告
home-badge-no-ads-body = Motes 中没有任何广告，你制作的任何内容都不会被用于定向投放广告。
home-badges-privacy-link = 访问隐私中心
home-badges-accessibility-link = 阅读我们的无障碍声明

## 行动号召

home-cta-heading = 免费试用全部工具 { $days } 天
home-cta-free-heading = 从免费账户开始
home-cta-body = 用你的电子邮件地址注册。无需银行卡。
