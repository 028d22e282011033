# 我的班级（§2 /my-classes）：在可以创建班级之前，如实显示的空状态。

my-classes-title = 我的班级
my-classes-lead = 你的班级以及班上的学生。
my-classes-empty-heading = 暂无班级
my-classes-empty-body = 你将在这里创建班级，通过链接或二维码邀请学生，与班上的所有人分享 mote，并为整个班级或某一位学生开启或关闭阅读和写作工具。
my-classes-empty-now = 班级功能目前尚未推出，所以这里还没有什么需要设置的。你已经可以在账户页面上选择自己的朗读速度和荧光笔标签。
my-classes-action-account = 前往你的账户
my-classes-action-learning-zone = 课堂创意
