# 我的学校（§2 /my-school/manage-users 和 /my-school/analytics）：在学校账户推出之前，
# 如实显示的空状态。

my-school-users-title = 管理用户
my-school-users-lead = 你学校里使用 Motes 的教师和学生。
my-school-users-empty-heading = 暂无可显示的学校用户
my-school-users-empty-body = 学校管理员将在这里添加人员——按电子邮件域名、从电子表格导入，或一次添加多个电子邮件地址——并选择每个人可以使用哪些工具。
my-school-users-empty-now = 学校账户尚未推出，所以目前没有需要管理的人员。在此之前，每位教师都可以用自己的免费账户使用 Motes。
my-school-analytics-title = 管理数据洞察
my-school-analytics-lead = Motes 在你学校的使用情况。
my-school-analytics-empty-heading = 暂无数据洞察
my-school-analytics-empty-body = 学校管理员将在这里按班级和月份查看制作了多少个 mote、朗读和翻译了多少文字，还可以生成报告与同事分享。
my-school-analytics-empty-now = 目前还没有任何统计，所以没有数字可以显示。学校账户推出后，就会开始生成数据洞察。
my-school-action-users = 管理用户
my-school-action-analytics = 管理数据洞察
my-school-action-privacy = 我们如何保护你学校的数据
my-school-action-impact = ESSA 与成效
