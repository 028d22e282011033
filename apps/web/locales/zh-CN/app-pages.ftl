# 应用自身页面（登录、账户、新手引导和登录后的页面）共用的文本。

# 与 apps/web/src/api/describeApiError.ts 中的 CONNECTION_PROBLEM_MESSAGE 文本相同。
app-connection-problem = 无法连接到 Motes。请检查你的网络连接，然后重试。
