# /events/fetc：2023 年一场教育科技会议的页面，作为往期活动保留。

events-fetc-page-title = FETC 2023
events-fetc-page-description = Motes 在 FETC 2023 上展示的内容：关于语音反馈和朗读的分享，以及背后的指南和案例研究。
events-fetc-eyebrow = 往期活动 · 2023
events-fetc-title = Motes 亮相 FETC 2023
events-fetc-lede = 在教育科技会议 FETC 2023 上，我们向教师们展示了一段简短的录音如何让反馈更快、让阅读更无障碍。以下是我们展示的内容，以及现在可以在哪里找到它们。
events-fetc-status = 本次活动已结束。

events-fetc-sessions-heading = 我们展示了什么
events-fetc-sessions-intro = 我们的分享涵盖两个主题：口头反馈和阅读支持。
events-fetc-session-feedback-title = 学生会照着改的语音反馈
events-fetc-session-feedback-body = 用一两分钟录下对学生作业的反馈，并通过链接或二维码分享。学生用语音回复（对话串）在 Motes 中暂未推出。
events-fetc-session-feedback-action = 用 Motes 进行语音反馈
events-fetc-session-read-aloud-title = 为每一位学习者朗读
events-fetc-session-read-aloud-body = 在 Mote Sidebar 中朗读任何网页并高亮单词、读出图片中的文字、翻译选中的内容。用于选择每位学生可用工具的教师控制在 Motes 中暂未推出。
events-fetc-session-read-aloud-action = 为多样化学习者提供支持

events-fetc-materials-heading = 资料
events-fetc-materials-intro = 我们演示的步骤已整理成操作指南，我们讲述的课堂故事则是学习专区中的案例研究。
events-fetc-materials-guides = 操作指南
events-fetc-materials-case-studies = 案例研究

events-fetc-next-heading = 看看接下来有什么
events-fetc-next-body = 新的指南和案例研究会首先发布在学习专区。
events-fetc-next-action = 访问学习专区
events-fetc-signup = 免费注册
