# 登录和注册（§2 /login、/signup、/login/link、/login/complete、Google 一键登录）。

## 页面标题和大标题

auth-login-title = 登录
auth-login-heading = 登录 Motes
auth-login-extension-lead = 在此登录即可使用 Motes 扩展程序。
auth-login-submit = 通过电子邮件发送登录链接
auth-login-new = 第一次使用 Motes？
auth-login-create-account = 创建免费账户
auth-signup-title = 创建账户
auth-signup-heading = 创建你的 Motes 账户
auth-signup-lead = 录制语音便笺、让文字朗读出来，并通过链接分享。免费即可开始。
auth-signup-institution = 你正在通过 { $institution } 注册。
auth-signup-referral = 推荐码 { $code } 将添加到你的新账户中。
auth-signup-submit = 通过电子邮件发送注册链接
auth-signup-have-account = 已经有账户了？
auth-signup-sign-in = 登录
auth-signing-in-title = 正在登录
auth-signing-in-heading = 正在为你登录
auth-or = 或
auth-continue-with = 通过 { $provider } 继续

## 电子邮件表单和邮件中的链接

auth-email-label = 电子邮件地址
auth-email-hint = 我们会向你发送一封带登录链接的电子邮件。无需密码。
auth-check-email-heading = 请查收电子邮件
auth-check-email-sent = 我们已向 { $email } 发送了登录链接。在这台设备或任何其他设备上打开它，本页面就会立即为你登录。该链接只能使用一次，有效期为 { $minutes } 分钟。
auth-check-email-waiting = 正在等待你打开链接……
auth-check-email-help = 过了一分钟还没收到邮件？请检查垃圾邮件文件夹，或重新发送链接。
auth-stopped-waiting = 本页面已停止等待链接。打开链接，即可在你打开它的设备上登录；或者重新发送链接，在这里登录。
auth-send-new-link = 重新发送链接
auth-use-different-email = 使用其他电子邮件地址
auth-sign-in-failed-heading = 无法为你登录
auth-sign-in-failed = 登录时出了点问题。请稍后再试。
auth-try-again = 重试
auth-signed-in-onwards = 你已登录。正在带你继续……

## /login/link

auth-link-checking = 正在检查你的登录链接……
auth-link-signed-in-heading = 你已登录
auth-link-signed-in-body = 已作为 { $email } 登录。如果你是在另一台设备或另一个标签页中申请的这个链接，那里现在也正在为你登录。
auth-link-continue = 继续使用 Motes
auth-link-failed-heading = 此链接无效
auth-link-get-new = 获取新的登录链接

## /login/complete

auth-complete-finishing = 正在完成登录……
auth-complete-signed-in-heading = 已登录
auth-back-to-sign-in = 返回登录页面

## 已登录，以及扩展程序的登录标签页

auth-already-signed-in-heading = 你已经登录了
auth-already-signed-in-as = 你已作为 { $email } 登录。
auth-continue = 继续
auth-sign-out-switch = 退出登录并使用其他账户
auth-extension-signed-in-heading = 你已登录
auth-extension-signed-in-as = Motes 扩展程序现已作为 { $email } 登录。
auth-extension-signed-in = Motes 扩展程序现已登录。
auth-extension-close-tab = 你可以关闭此标签页，回到刚才的地方继续。
auth-go-to-motes = 前往 Motes

## /login 上的提示（§2 强制退出登录）

auth-signed-out = 你已退出登录。请重新登录。

## 路由守卫（§4）

auth-guard-status-failed-title = 无法检查你的登录状态
auth-guard-status-failed-body = 请检查网络连接，然后重试。
auth-guard-try-again = 重试

## 规范文本（§8）以及 @motes/shared 的登录文本。en-US 中的文本须与其对应的常量完全一致；
## authMessages.test.ts 会进行检查。

auth-google-login-failed = 登录失败。请稍后再试
auth-google-login-in-progress = 正在为你登录。请稍候……
auth-login-default-error = 目前无法登录 { $provider }，请稍后再试。
auth-oidc-denied = 已取消通过 { $provider } 登录。请重试，或使用电子邮件登录。
auth-oidc-state = 无法验证这次登录。请从本页面重新开始。
auth-oidc-expired = 这次登录耗时过长。请重试。
auth-oidc-email-unverified = 你的 { $provider } 账户的电子邮件地址尚未验证。请在 { $provider } 完成验证，或使用电子邮件登录。
auth-oidc-disabled = 此处无法通过 { $provider } 登录。请使用电子邮件登录。
auth-oidc-rate-limited = 你所在网络的登录尝试次数过多。请等待几分钟后再试。
auth-invalid-email = 请输入有效的电子邮件地址，例如 name@example.com。
auth-link-unknown = 此登录链接无效。请检查是否复制了完整的链接，或申请一个新链接。
auth-link-used = 此登录链接已被使用。如需再次登录，请申请一个新链接。
auth-link-expired = 此登录链接已过期。请申请一个新链接来登录。
auth-poll-unknown = 无法识别此登录请求。请申请一个新的登录链接。
auth-poll-wrong-device = 此登录是在另一台设备上请求的。请在那台设备上完成登录。
auth-already-completed = 此登录已经完成。如需再次登录，请申请一个新链接。
auth-account-deleted = 此电子邮件地址对应的账户已被删除。如需恢复，请联系客服。
