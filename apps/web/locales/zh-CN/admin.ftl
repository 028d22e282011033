# 员工管理区（§2 admin/*，§6 内置管理员名单）及其“无权访问”页面。

admin-title = 管理
admin-heading = 管理
admin-lead = 供运营此 Motes 服务的员工使用的工具。你能看到它们，是因为 { $email } 在服务器的员工名单上。
admin-tools-heading = 员工工具
admin-tools-status = 服务状态页面
admin-tools-status-about = 任何人都能打开的公开页面，用来查看 Motes 是否正常响应。
admin-tools-account = 你的账户
admin-tools-account-about = 你自己的个人资料、偏好设置和已登录设备。
admin-insights-heading = 管理数据洞察
admin-insights-empty = 服务开始统计后，这里会显示整个服务范围的数据，例如每周新增的账户数和制作的 mote 数。目前还没有任何统计，所以没有可显示的数据。
admin-support-heading = 账户支持
admin-support-empty = 在后续更新中，这里将可以查找账户，以便为账户所有者提供帮助。在此之前，员工名单本身是在服务器上通过 STAFF_EMAILS 设置来配置的。

admin-not-allowed-title = 无权访问
admin-not-allowed-heading = 你无法打开管理区
admin-not-allowed-body = 管理区仅供运营 Motes 的员工使用。你当前以 { $email } 登录，该地址不在员工名单上。
admin-not-allowed-body-no-email = 管理区仅供运营 Motes 的员工使用，而此账户不在员工名单上。
admin-not-allowed-help = 如果你认为自己应该拥有访问权限，请联系你所用 Motes 服务的运营人员，请他们把你的电子邮件地址添加到员工名单中。
admin-not-allowed-home = 前往 Motes 首页
admin-not-allowed-account = 前往你的账户
