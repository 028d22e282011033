# 新用户引导（§2 /complete-profile、/onboarding/survey、/onboarding/product；§4 步骤）。

## 你的名字（/complete-profile）

onboarding-name-title = 你的名字
onboarding-name-heading = 我们该怎么称呼你？
onboarding-name-lead = 你的名字会显示在你分享的 mote 上，让学生和同事知道是谁发来的。
onboarding-name-save-failed = 无法保存你的名字。请重试。
onboarding-saving = 正在保存……
onboarding-continue = 继续

## 问卷（/onboarding/survey）

onboarding-survey-title = 开始使用
onboarding-survey-heading = 欢迎！只需回答两个简单的问题
onboarding-survey-lead = 你的回答可以帮助我们优先为你展示合适的工具。用时不到一分钟。
onboarding-survey-role-question = 以下哪一项最符合你的身份？
onboarding-survey-role-required = 请选择最符合你的答案，或者先跳过。
onboarding-survey-role-teacher = 教师
onboarding-survey-role-student = 学生
onboarding-survey-role-school-leader = 学校领导
onboarding-survey-role-other = 其他
onboarding-survey-intent-question = 你想用 Motes 做什么？可多选。
onboarding-survey-intent-spoken-feedback = 对学生的作业进行口头反馈
onboarding-survey-intent-read-aloud = 让文字朗读出来，并提供翻译
onboarding-survey-intent-record-instructions = 录制课程、任务说明或通知
onboarding-survey-intent-language-practice = 练习另一种语言的听说
onboarding-survey-intent-reading-support = 支持阅读有困难的学习者
onboarding-survey-save-failed = 无法保存你的回答。请重试。
onboarding-survey-skip = 先跳过

## 产品导览（/onboarding/product）

onboarding-tour-title = 欢迎使用 Motes
onboarding-tour-heading = 欢迎使用 Motes
onboarding-tour-lead = 一分钟内，了解你可以做的三件事。
onboarding-tour-steps = 导览步骤
onboarding-tour-step-count = 第 { $step } 步，共 { $count } 步
onboarding-tour-back = 上一步
onboarding-tour-next = 下一步
onboarding-tour-finish = 开始使用 Motes
onboarding-tour-skip = 跳过导览
onboarding-tour-save-failed = 无法保存你的进度。请重试。
onboarding-tour-record-name = 录音
onboarding-tour-record-title = 录制 mote
onboarding-tour-record-body = mote 是一条简短的语音便笺。在浏览器中录一条，用来讲解任务、对作业给出反馈，或者向新班级打个招呼。
onboarding-tour-record-tip = 你也可以把输入的文字转换成音频，或者上传已有的录音。
onboarding-tour-read-name = 朗读
onboarding-tour-read-title = 让任何文字都能朗读出来
onboarding-tour-read-body = 选中页面上的文字，即可收听朗读，读到哪个词，哪个词就会高亮。还能把一个词或一整段话翻译成 60 多种语言。
onboarding-tour-read-tip = 浏览器扩展程序可以把朗读、词典和荧光笔带到每个网页上。
onboarding-tour-share-name = 分享
onboarding-tour-share-title = 通过链接或二维码分享
onboarding-tour-share-body = 每个 mote 都有自己的页面，并附有文字稿。你可以把链接分享到消息、文档或班级页面中，也可以把二维码打印在练习单上。
onboarding-tour-share-tip = 听众播放你分享的 mote 时无需账户。
