# /landing：用户从浏览器扩展程序或广告进入时到达的页面。

landing-page-title = 欢迎
landing-page-description = 你已经准备好使用 Motes 了。录制你的第一条语音便笺，在任何页面上打开 Mote Sidebar，并在仪表板上找到你制作的所有内容。
landing-eyebrow = 欢迎使用 Motes
landing-title = 你的声音已准备就绪
landing-lede = 你录制、由文字生成或上传的每一个 mote 都会保存在仪表板上，并有各自可供分享的页面。Mote Sidebar 会在你打开的任何网页上提供阅读和录音工具。
landing-go-to-dashboard = 前往仪表板
landing-take-tour = 开始产品导览

landing-first-steps-heading = 先试试这三件事
landing-step-record-title = 录制你的第一个 mote
landing-step-record-body = 按下录音，说出你想说的话，再按下停止。你可以在浏览器或 Mote Sidebar 中录音，也可以用输入的文字制作 mote。
landing-step-record-link = 制作 mote 的方式
landing-step-sidebar-title = 在页面上打开侧边栏
landing-step-sidebar-body = 在任何文章或作业上打开 Mote Sidebar，就可以让文字朗读出来、翻译一个词，或者针对正在阅读的内容录一段笔记。
landing-step-sidebar-link = 获取浏览器扩展程序
landing-step-share-title = 通过链接或二维码分享
landing-step-share-body = 每个 mote 都有一个带播放器和文字稿的页面。发送链接、打印二维码，或把它嵌入课程中：听众无需账户。
landing-step-share-link = 了解分享页面如何使用

landing-account-heading = 你的账户包含什么
landing-account-free = 使用免费账户，每 { $days } 天可以制作 { $count } 个 mote，每段录音最长 { $limited } 秒。你的 mote 和它们的分享页面始终归你所有。
landing-account-signed-out = 未登录时，每段录音最长 { $standard } 秒（{ $standardMinutes } 分钟）。免费试用和付费方案暂未推出。
landing-account-pricing-link = 现在免费的内容

landing-help-heading = 需要有人帮你上手吗？
landing-help-courses = 参加一门简短的自定进度课程
landing-help-howto = 阅读学习专区中的操作指南
landing-help-expert = 向我们的教育团队提问

landing-cta-heading = 你制作的一切，都在一个地方
landing-cta-body = 仪表板会按从新到旧的顺序列出你的 mote 及其分享链接，方便你查找和重复使用。
