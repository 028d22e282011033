# 推荐链接（§2 /r/{code}，§5 推荐码长度，§8 推荐提示）。

referral-invalid-title = 推荐链接无效
referral-invalid-heading = 这个推荐链接无效
referral-invalid-help = 请检查你收到的链接，或者不使用推荐链接直接注册。
referral-invalid-actions = { $signup }，或{ $home }。
referral-create-account = 创建免费账户
referral-go-home = 前往首页

## 与 @motes/shared 保持一致的规格文本；referralMessages.test.ts 会在 en-US 中检查它们。

referral-invalid-code = 推荐码的长度必须为 { $min } 到 { $max } 个字符
referral-signup-only = 哎呀，你点击的推荐链接只能在注册新账户时使用
