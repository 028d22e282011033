# 页面行为（§2）：Cookie 同意横幅、帮助小组件、节日装饰。

## Cookie 同意横幅
behaviours-cookie-banner-label = Cookie 同意
behaviours-cookie-banner-text =
    { $brand } 使用 Cookie 和浏览器存储来保持你的登录状态并记住你的设置。
    如果你选择接受，我们还会统计你访问了我们的哪些页面；在本网站开启了相关功能的情况下，
    我们也会收集页面错误报告，以便修复问题。
behaviours-cookie-banner-privacy = 阅读我们的隐私声明
behaviours-cookie-banner-accept = 全部接受
behaviours-cookie-banner-necessary = 仅限必要

## 帮助小组件
behaviours-help-button = 帮助
behaviours-help-title = 需要帮忙吗？
behaviours-help-howto = 操作指南
behaviours-help-expert = 咨询专家
behaviours-help-status = 服务状态
behaviours-help-shortcuts = 键盘快捷键
behaviours-help-no-shortcuts = 此页面没有键盘快捷键。
behaviours-help-shortcut = 打开此帮助

## 节日装饰（§3 节日设置）
seasonal-touches-legend = 节日装饰
seasonal-touches-hint =
    在万圣节（10 月 31 日）以及 12 月 5 日至 1 月 1 日期间，{ $brand } 可以为标志换上节日装扮，
    并播放节日版的录音提示音。
seasonal-touches-enabled = 节日装饰
seasonal-touches-sound = 节日录音提示音
seasonal-touches-visual = 节日标志
