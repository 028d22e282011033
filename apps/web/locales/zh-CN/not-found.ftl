# 404 页面：应用无法识别的任何路径。

not-found-title = 找不到页面
not-found-heading = 找不到页面
not-found-body = { $path } 没有对应的页面。链接可能输入有误，或者页面可能已经移动。
not-found-suggestions = 你可以前往这些地方
not-found-home = 前往 Motes 首页
not-found-product = 看看 Motes 能做什么
not-found-learning-zone = 访问学习专区
not-found-sign-in = 登录
not-found-activity = 前往“我的动态”
