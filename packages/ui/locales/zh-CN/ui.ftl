# 设计系统文本（packages/ui）。组件会把英文文本作为后备，
# 因此在没有本地化提供者的情况下（扩展程序的测试、样式指南）也能正常工作。

ui-loading-wave = 请稍候……

# 关闭按钮（§2 提示横幅，§4 对话框）
ui-alert-dismiss = 关闭
ui-alert-close = 关闭
ui-dialog-close = 关闭

# 轻提示（§2，§4）
ui-toast-region = 通知
ui-toast-dismiss = 关闭通知

# 头像后备（§8“通用头像的标签为 'Generic avatar'”）
ui-avatar-generic = 通用头像

# 移动端导航开关
ui-hamburger-label = 菜单

# 视频播放器（§2，§8）
ui-video-play = 播放视频
ui-video-unsupported = 你的浏览器不支持 video 标签。

# 键盘快捷键（§2 页面行为）：帮助组件中列出的轻提示快捷键
ui-toast-hotkey = 前往通知

# 语言选择器（§3 支持的语言）：标签、每个选项，以及某种语言不可用的原因
ui-language-select-label = 语言
ui-language-select-option = { $native } — { $english }
ui-language-select-unavailable = { $language }（{ $reason }）
ui-language-unavailable-not-installed = 此服务器未配置
ui-language-unavailable-language-not-supported = 不支持此语言
ui-language-unavailable-disabled-for-language = 已对此语言关闭
