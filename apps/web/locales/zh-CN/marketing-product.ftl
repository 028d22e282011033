# /product：产品导览。区块锚点：#motes、#share-pages、#sidebar、#classes、#extension。

product-page-title = 产品导览
product-page-description = Motes 导览：每条简短的语音笔记都有自己的分享页面，Mote Sidebar 在任何网页上提供阅读、写作和创作工具。班级和对话串还在计划中。
product-eyebrow = 产品导览
product-title = 让你的声音出现在学生阅读的每一页上
product-lede = Motes 把几秒钟的讲话变成任何人都能播放的笔记。Mote Sidebar 把朗读、翻译和录音带到每一个网页。
product-sign-up = 免费注册
product-get-extension = 获取浏览器扩展程序
product-video-title = Motes 浏览器扩展程序：工具栏按钮、弹出窗口以及如何打开网站

product-motes-heading = Motes：简短的语音便笺
product-motes-intro = mote 是一段拥有独立页面的简短音频。制作 mote 有三种方式。
product-motes-record-title = 录下你的声音
product-motes-record-body = 在网页录音器或侧边栏中录音，无需其他软件。登录免费账户时，每段录音最长 { $limited } 秒；未登录时最长 { $standard } 秒（{ $standardMinutes } 分钟）。
product-motes-generate-title = 把文字转换成音频
product-motes-generate-body = 输入或粘贴文字，Motes 就会用你选择的声音、语言和速度把它读出来，支持约 60 种语言。适合用于任务说明、词汇，以及任何你不想亲自录音的内容。
product-motes-upload-title = 上传你已有的音频
product-motes-upload-body = 导入手机或其他应用中的录音，它就会变成和其他 mote 一样的 mote，拥有分享页面和文字稿。

product-share-heading = 每个 mote 都有自己的页面
product-share-intro = 每个 mote 都有自己的带播放器的页面，你分享的对象只需要一个浏览器就够了。
product-share-link-title = 链接和二维码
product-share-link-body = 把链接粘贴到评语、电子邮件或聊天中，或者把二维码印在练习单、海报或书上，供学生扫描。
product-share-transcript-title = 播放器下方的文字稿
product-share-transcript-body = 录音会自动转写，听众可以边听边读。18 岁以下学生的录音永远不会被转写。
product-share-no-account-title = 收听无需账户
product-share-no-account-body = 学生、家长和同事打开页面，按下播放即可。他们不需要注册，也不需要安装任何东西。
product-share-embed-title = 嵌入你的课程
product-share-embed-body = 使用嵌入代码，把播放器放进学习管理系统的页面或幻灯片中，让音频紧挨着作业内容。

product-sidebar-heading = Mote Sidebar
product-sidebar-intro = Motes 浏览器扩展程序会在任何网页、文档或作业旁边打开一个侧边栏。它有三种模式，学生只会看到当下需要的工具。
product-sidebar-reading-title = 阅读
product-sidebar-reading-body = 朗读时高亮每个词，读出图片中的文字，翻译所选内容，查词，用彩色高亮标记，并遮住屏幕的其余部分。
product-sidebar-reading-link = 阅读工具
product-sidebar-writing-title = 写作
product-sidebar-writing-body = 回听自己写的内容，打字时获取下一个词的建议，并用语音输入进行听写。
product-sidebar-writing-link = 写作工具
product-sidebar-creating-title = 创作
product-sidebar-creating-body = 无需离开页面，就能录制 mote、由文字生成音频或上传文件，并在“我的内容”中找到你制作的一切。
product-sidebar-creating-link = 创作工具
product-sidebar-focus-title = 专注视图
product-sidebar-focus-body = 把杂乱的页面精简到只剩正文，去掉广告和菜单，让阅读更从容。

product-classes-heading = 班级、教师控制和对话串
product-classes-intro = 这些功能已在计划中，但 Motes 里还没有。推出后，由老师决定开启哪些工具，反馈也将是双向的。
product-classes-classes-title = 班级
product-classes-classes-body = 创建一个班级，学生通过链接或二维码加入。你可以看到谁已加入，以及他们如何使用各项工具。
product-classes-controls-title = 教师控制
product-classes-controls-body = 为整个班级或某一位学生开启或关闭侧边栏的每项工具：词汇小测时关闭翻译，同时为需要的学生保留朗读。
product-classes-loops-title = 对话串
product-classes-loops-body = 学生用语音回复你的 mote，你再回复他们。反馈变成一场你们双方都可以重听的对话。
product-classes-schools-title = 面向全校
product-classes-schools-body = 学校领导可以添加教职员工和学生，让他们通过学校的身份提供商登录，选择可用的工具，并查看使用情况。
product-classes-schools-link = 了解学校方案

product-extension-heading = 安装 Mote Sidebar
product-extension-intro = Mote Sidebar 是一个浏览器扩展程序。它首先支持基于 Chromium 的浏览器，例如 Google Chrome 和 Microsoft Edge，也包括 Chromebook；Firefox 版本已在计划中。
product-extension-step-add-title = 把扩展程序添加到浏览器
product-extension-step-add-body = 我们在浏览器扩展程序商店中的页面尚未发布。在发布之前，请写信给我们，我们会帮助你或你学校的 IT 团队安装 Mote Sidebar。
product-extension-step-add-link = 向我们索取扩展程序
product-extension-step-pin-title = 固定到工具栏
product-extension-step-pin-body = 打开浏览器的扩展程序菜单（拼图形状的按钮），固定 Motes，这样它的按钮随时一键可用。
product-extension-step-sign-in-title = 登录
product-extension-step-sign-in-body = 选择 Motes 按钮，用你在本网站使用的账户登录。侧边栏遵循你账户的限制。
product-extension-step-open-title = 在任何页面上打开
product-extension-step-open-body = 在文章、文档或作业页面上，点击 Motes 按钮，即可在页面旁边打开侧边栏。再次点击即可关闭。
product-extension-schools = 学校的 IT 团队可以在浏览器管理控制台中一次性为所有学生和老师安装扩展。给我们写信，我们会告诉你具体做法。

product-cta-heading = 听听你的声音能带来怎样的不同
product-cta-body = 从免费账户开始。无需银行卡。
product-cta-pricing = 查看各个方案
