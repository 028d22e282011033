# /compare：Motes 与各类替代工具的比较。切勿点名其他产品。

compare-page-title = 比较
compare-page-description = Motes 与打字写书面反馈、通用录屏工具以及浏览器自带朗读功能相比有何不同，以及什么时候那些工具更合适。
compare-eyebrow = 比较
compare-title = Motes 与你现有工具的比较
compare-lede = 教师们已经在用文字写反馈、录制屏幕，并使用浏览器自带的朗读功能。下面介绍 Motes 能带来什么，以及哪些情况下那些工具是更好的选择。

compare-table-heading = 并排比较
compare-table-intro = 我们比较的是工具类型，而不是具体产品。每一列描述的是这类工具通常能做什么；具体产品各有不同，请核实你学校正在使用的工具。
compare-table-caption = Motes 与三类工具的比较
compare-table-what = 你的需求
compare-column-motes = Motes
compare-column-typing = 打字写书面反馈
compare-column-recorders = 通用录屏工具
compare-column-read-aloud = 浏览器自带朗读
compare-cell-yes = 是
compare-cell-no = 否
compare-cell-depends = 取决于具体工具
compare-cell-not-applicable = 并非其用途
compare-cell-varies-by-browser = 因浏览器而异

compare-row-voice = 用你自己的声音给反馈
compare-row-effort = 一条反馈需要花费的功夫
compare-effort-motes = 说一分钟左右，然后分享链接
compare-effort-typing = 把每条评语都写出来
compare-effort-recorders = 录一段屏幕视频，更适合较长的演示讲解
compare-row-share = 通过链接和二维码分享
compare-share-typing = 只能留在文档或平台内部
compare-row-transcript = 可以对照音频阅读的文字
compare-transcript-motes = 自动生成文字稿，18 岁以下学生除外
compare-transcript-typing = 本身就是文字
compare-row-no-account = 听众无需账户
compare-row-read-aloud = 在任何页面上朗读并逐词高亮
compare-row-translate = 文本旁的翻译和词典
compare-row-reply = 学生可以回应
compare-reply-typing = 用文字回应
compare-reply-recorders = 每次回复都是一段单独的视频
compare-row-controls = 按班级对每项工具进行教师控制
compare-row-minors = 对 18 岁以下学生的保护
compare-minors-motes = 不转写、不使用跟踪标识符；分享页面上隐藏姓名

compare-fit-heading = 什么时候其他工具更合适
compare-fit-intro = Motes 并不能解决所有问题。遇到下面这些情况，我们也会选择别的工具，或者两者一起用。
compare-fit-typing-title = 简单的更正
compare-fit-typing-body = 改一个拼写或换一个词时，在页边打一条评语，写起来和看起来都更快。
compare-fit-recorders-title = 在屏幕上演示
compare-fit-recorders-body = 要讲解电子表格、网站或一段代码时，录屏工具能展示你指向的地方。而 mote 只有音频。
compare-fit-read-aloud-title = 偶尔听一页内容
compare-fit-read-aloud-body = 如果你只是偶尔需要听一页内容，浏览器自带的朗读功能可能就够用了。Motes 适合每天都依赖朗读的学生，在每个页面上都有同样的工具和设置。

compare-together-heading = 搭配使用
compare-together-body = Motes 不要求你替换任何东西。mote 的链接可以放进打字的评语、电子邮件或作业中，它的播放器也可以嵌入你的学习管理系统或幻灯片。保留适合你的工具，在最有帮助的地方加入你的声音。

compare-cta-heading = 批改下一个班的作业时，试试用声音
compare-cta-body = 一个免费账户就足以让你判断口头反馈是否适合你。
compare-cta-sign-up = 免费注册
compare-cta-features = 查看全部功能
