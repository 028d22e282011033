# 我的对话串（§2 /my-loops）：在 mote 和回复功能推出之前，如实显示的空状态。

my-loops-title = 我的对话串
my-loops-lead = 你和学生之间的语音对话。
my-loops-empty-heading = 暂无对话串
my-loops-empty-body = 当学生用自己的录音回应你的某个 mote 时，一个对话串就开始了，反馈也由此变成双向对话。每个对话串及其回复都会列在这里。
my-loops-empty-now = 对话串暂未推出：学生目前还不能回复 mote，所以没有可显示的对话串。
my-loops-action-activity = 前往“我的动态”
my-loops-action-product = 看看 Motes 能做什么
