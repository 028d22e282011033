# /accessibility：我们的无障碍声明。

a11y-page-title = 无障碍声明
a11y-page-description = Motes 如何支持键盘、屏幕阅读器、减少动效和从右到左书写的语言，我们已知的不足之处，以及如何向我们报告问题。
a11y-eyebrow = 无障碍
a11y-title = 无障碍声明
a11y-lede = Motes 的存在，是为了让更多人能够参与阅读、写作和反馈，所以它自身必须人人可用。本声明适用于本网站、mote 的分享页面和 Mote Sidebar。

a11y-target-heading = 我们的目标：WCAG 2.2 AA 级
a11y-target-body = 我们的目标是让 Motes 的每个页面都符合《Web 内容无障碍指南》（WCAG）2.2 的 AA 级标准。尚未达到的地方，我们会在下面说明，并努力修复。
a11y-target-testing = 每次修改页面时，我们都会用自动化无障碍测试进行检查，并手动用键盘和窄屏宽度进行测试。

a11y-keyboard-heading = 使用键盘
a11y-keyboard-everything = 凡是可以用鼠标完成的操作，都可以用键盘完成：用 Tab 和 Shift+Tab 移动，用 Enter 或空格键打开链接或按下按钮。
a11y-keyboard-skip = 在每个页面上第一次按 Tab 键，都会到达“跳到主要内容”链接。
a11y-keyboard-focus = 获得键盘焦点的项目始终会显示清晰的轮廓。
a11y-keyboard-dialogs = 按 Esc 键可以关闭菜单和对话框，焦点会回到你原来的位置。
a11y-keyboard-shortcuts = 在文本框中输入时，键盘快捷键永远不会被触发。按 Alt+T 可以跳到通知。

a11y-screen-readers-heading = 使用屏幕阅读器
a11y-screen-readers-structure = 每个页面都有一个主标题，标题层级井然有序，并为页眉、导航、主要内容和页脚设置了地标。
a11y-screen-readers-images = 传达信息的图片都有替代文字；装饰性插图会对屏幕阅读器隐藏。
a11y-screen-readers-announcements = 自行出现的消息，例如通知和提示，都会被播报。
a11y-screen-readers-media = 我们的视频带有字幕，mote 的播放器下方也有文字稿，但 18 岁以下学生录制的 mote 除外。

a11y-motion-heading = 减少动效
a11y-motion-body = 如果你的设备设置为减少动效，Motes 会关闭动画，幻灯片不再自动切换，页面会直接跳到某个区块而不是平滑滚动，视频也永远不会自动播放。

a11y-visual-heading = 看清页面
a11y-visual-contrast = 文字与背景的对比度至少为 4.5:1。
a11y-visual-zoom = 把文字放大到 200%，或者在窄至手机的屏幕上，页面都能正常使用，阅读时无需左右滚动。
a11y-visual-colour = 颜色从来不是我们传达信息的唯一方式：荧光笔的颜色都有名称，表格中包含的功能会用对勾和文字标明。

a11y-languages-heading = 语言和从右到左阅读
a11y-languages-interface = Motes 的界面提供英语（美国和英国）、法语、西班牙语、阿拉伯语和简体中文版本。
a11y-languages-rtl = 在阿拉伯语界面中，整个布局从右到左排列，菜单、列表和表格都会镜像显示。
a11y-languages-tools = 朗读、翻译和词典支持约 60 种语言。

a11y-limitations-heading = 已知的不足
a11y-limitations-intro = 以下是我们目前已知的问题。我们把它们列出来，方便你提前做好安排；问题修复后，我们会把它从列表中删除。
a11y-limitations-transcripts = 自动生成的文字稿可能有错误，尤其是在有背景噪音或涉及学科专有词汇时。请把它当作参考，而不是逐字记录。
a11y-limitations-minors = 为了保护隐私，18 岁以下学生的录音永远不会被转写，因此这些 mote 没有替代文字。如果你要把学生的 mote 分享给需要文字的人，请在链接旁附上一段简短的书面摘要。
a11y-limitations-ocr = 选区朗读可以识别图片中的文字，但可能会误读手写体、不常见的字体，以及模糊或对比度低的图片。
a11y-limitations-other-sites = Mote Sidebar 在其他网站之上工作。它无法修复这些页面本身的无障碍问题，而且有些页面（例如浏览器自己的设置页面）根本不允许使用扩展程序。
a11y-limitations-languages = 并不是每种语言都支持所有工具。如果某种语言不支持朗读、翻译或语音输入，Motes 会直接告诉你，而不会胡乱猜测。
a11y-limitations-captions = 我们产品视频的字幕目前只有英文。

a11y-report-heading = 报告问题
a11y-report-intro = 如果 Motes 中有任何内容让你难以使用或无法使用，请告诉我们。对于导致用户无法使用 Motes 的问题，我们会作为紧急问题处理。
a11y-report-link = 发送电子邮件至 { $address }，报告无障碍问题
a11y-report-subject = 无障碍问题
a11y-report-include = 如果你能告诉我们以下信息，会很有帮助：
a11y-report-include-page = 页面的地址，或者你当时在使用侧边栏的哪个部分；
a11y-report-include-task = 你当时想做什么，结果发生了什么；
a11y-report-include-setup = 你的浏览器和设备，以及你使用的任何辅助技术，例如屏幕阅读器或放大镜。
a11y-report-reply = 我们力争在两个工作日内回复，并在问题修复后通知你。
