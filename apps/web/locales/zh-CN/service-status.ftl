# 服务状态：状态面板（首页、管理区）和 /status 页面（§2 别名“status”）。

service-status-heading = 服务状态
service-status-checking = 正在检查服务……
service-status-checking-short = 正在检查……
service-status-check-again = 重新检查
service-status-working = 所有系统运行正常
service-status-version = 版本 { $version }
service-status-failed-title = 目前无法连接到 Motes
service-status-failed-body = 状态检查失败，因此录音和分享功能目前可能无法使用。请检查你的网络连接，一分钟后再试。
service-status-details = 详细信息：{ $reason }
service-status-problem-unreadable = 服务返回了无法读取的响应。
service-status-problem-not-ok = 服务报告的状态为“{ $status }”。
service-status-problem-incomplete = 服务返回的响应不完整。

service-status-page-title = 服务状态
service-status-page-heading = Motes 服务状态
service-status-page-lead = Motes 服务目前是否正常响应。每次打开此页面或点击“重新检查”时，页面都会向服务器查询。
service-status-page-now = 当前状态
service-status-page-trouble-heading = 如果有功能无法正常使用
service-status-page-trouble-body = 如果此页面显示所有系统运行正常，但 Motes 在你那里仍然不正常，请检查你自己的网络连接并重新加载页面。如果此页面也无法连接到服务，那么问题出在我们这边：请等几分钟后再检查。
service-status-page-home = 前往 Motes 首页

## 语言工具（issue 5）

service-status-tools-heading = 语言工具
service-status-tools-lead = 此服务器在 Motes 支持的 { $total } 种语言中分别能做什么。
service-status-tools-loading = 正在加载语言工具……
service-status-tools-failed = 无法加载语言工具列表。
service-status-tools-try-again = 重试
service-status-tool-text-to-speech = 朗读
service-status-tool-speech-to-text = 语音转文字
service-status-tool-translation = 翻译
service-status-tool-word-translation = 单词翻译
service-status-tool-dictionary = 词典
service-status-tool-ocr = 图片文字识别（OCR）
service-status-tool-prediction = 文字预测
service-status-tools-not-installed = 此服务器未安装
service-status-tools-engines = 引擎：{ $engines }
service-status-tools-serves = 支持 { $total } 种语言中的 { $count } 种
service-status-tools-list = 显示这些语言
