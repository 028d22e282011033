# /impact（ESSA 与成效）：证据逻辑、案例研究成果和 ESSA 证据等级。

impact-page-title = ESSA 与成效
impact-page-description = Motes 打算如何帮助学习、使用它的学校反馈了什么，以及如实说明它的证据在 ESSA 各等级中所处的位置。
impact-eyebrow = ESSA 与成效
impact-title = Motes 如何帮助学习，我们又是如何知道的
impact-lede = 我们在这里说明：我们预期语音反馈和朗读会如何帮助学生、使用 Motes 的学校反馈了什么，以及我们的证据目前处于什么水平。我们宁愿把已知的说清楚，也不愿宣称超出我们能证明的东西。

impact-logic-heading = 我们的证据逻辑
impact-logic-intro = 我们对学习效果的每一项说法，都遵循同一条推理链：从教师和学生在 Motes 中做了什么，到我们希望看到的结果。我们计划开展的研究将逐一检验其中的每个环节。
impact-logic-do-title = 1. 教师和学生做什么
impact-logic-do-body = 教师用简短的语音便笺给出反馈。学生借助朗读和翻译收听文本，并用语音回应。
impact-logic-soon-title = 2. 立即发生的变化
impact-logic-soon-body = 反馈更快送达学生，内容也更详细。学生能读懂高于自己阅读水平的文本。每个人都说得更多。
impact-logic-next-title = 3. 我们预期随之而来的变化
impact-logic-next-body = 学生理解自己收到的反馈，并据此改进。更多学生参与以阅读为中心的课程。口语词汇量不断增长。
impact-logic-later-title = 4. 我们对长远的期望
impact-logic-later-body = 写作、阅读理解和口语能力更强；教师花在批改上的时间更少，花在教学上的时间更多。

impact-why-heading = 我们为什么预期语音会有帮助
impact-why-feedback-title = 口头反馈
impact-why-feedback-body = 大多数人说话的速度比写字快好几倍，所以说一分钟话，可能比写一页评语传达得更多，而且语气里还带着鼓励。读长篇书面评语有困难的学生，只需要听，并且可以再听一遍。
impact-why-read-aloud-title = 朗读
impact-why-read-aloud-body = 阅读要求学生同时解码文字并理解其含义。当文本被朗读出来、且每个词都同步高亮时，解码有困难的学生就能把精力放在理解意思上，并和同学们一起参与同一节课。朗读本来就是学校里常见的支持措施；Motes 让它在任何页面上都能使用。
impact-why-speaking-title = 口语练习
impact-why-speaking-body = 语言学习者需要开口说，也需要听到自己的声音。录一个 mote、回听、再试一次，这是学生可以私下按自己节奏完成的练习，教师也可以之后再听。

impact-outcomes-heading = 学校的反馈
impact-outcomes-intro = 这些数据来自在我们的案例研究中分享经历的四所学校和学校集团。它们描述的是 Motes 的使用情况；这些并非对照研究，仅凭它们本身无法证明因果关系。
impact-outcome-new-york-title = 纽约州的一个学区
impact-outcome-new-york-figure = 5 所学校的 3,200 多名学生
impact-outcome-new-york-body = 五所学校为学生提供了同样的阅读和录音工具：为有学习差异的学生提供支持，并在外语课上增加口语时间。
impact-outcome-new-york-link = 阅读纽约学区的案例研究
impact-outcome-england-title = 英格兰一个由九所小学组成的教育集团
impact-outcome-england-figure = 每个孩子约 1.5 分钟的录音
impact-outcome-england-body = 在这个集团的 9 所小学中，对孩子们的写作进行口头反馈，批改一个班的作业大约需要 45 分钟，而书面批改至少需要 2 小时。
impact-outcome-england-link = 阅读英格兰小学教育集团的案例研究
impact-outcome-connecticut-title = 康涅狄格州的一个学区
impact-outcome-connecticut-figure = 一年内超过 40,000 条语音便笺
impact-outcome-connecticut-body = 教师在他们原本就用来快速检查理解情况的在线表单中加入了语音。
impact-outcome-connecticut-link = 阅读康涅狄格学区的案例研究
impact-outcome-nova-scotia-title = 新斯科舍省的一个教育中心
impact-outcome-nova-scotia-figure = 22 所学校的约 6,000 名学生
impact-outcome-nova-scotia-body = 平均每月两千多段录音，用于法语口语练习、课前预听课程内容，以及幻灯片中的音频锚点。
impact-outcome-nova-scotia-link = 阅读新斯科舍教育中心的案例研究
impact-all-case-studies = 在学习专区阅读全部案例研究

impact-essa-heading = ESSA 证据等级详解
impact-essa-intro = 《每个学生都成功法案》（ESSA）是美国主要的中小学教育法律，它把支持某个项目或产品的证据分为四个等级。学校在使用某些联邦资金之前，往往需要了解其等级。
impact-essa-caption = ESSA 证据等级及 Motes 所处的位置
impact-essa-tier = 等级
impact-essa-requires = 该等级的要求
impact-essa-motes = Motes 目前情况
impact-essa-met = 达到该等级
impact-essa-not-met = 未达到该等级
impact-essa-not-yet = 尚未达到
impact-essa-tier-1 = 第一级：强有力的证据
impact-essa-tier-1-requires = 至少一项设计良好、实施得当的实验研究（随机对照试验），显示对学生学习成果有显著的积极影响。
impact-essa-tier-2 = 第二级：中等程度的证据
impact-essa-tier-2-requires = 至少一项设计良好、实施得当的准实验研究，将使用者与匹配的对照组进行比较，显示有显著的积极影响。
impact-essa-tier-3 = 第三级：有前景的证据
impact-essa-tier-3-requires = 至少一项设计良好、实施得当的相关性研究，对选择偏差进行了统计控制，显示有显著的积极影响。
impact-essa-tier-4 = 第四级：展示了理论依据
impact-essa-tier-4-requires = 一个以研究为基础、定义清晰的逻辑模型，说明产品预期如何改善学习成果，并且正在开展研究以检验其效果。
impact-essa-tier-4-status = 我们的逻辑模型见上文；相关研究正在规划中
impact-essa-standing = 目前，Motes 的证据达到第四级，即“展示了理论依据”。上面的案例研究数据展示了学校如何使用 Motes，但它们并不属于第一至第三级所要求的研究类型，我们也不会宣称达到了这些等级。
impact-essa-plans = 我们正在规划研究来检验我们的逻辑模型，首先从对写作的口头反馈，以及为解码有困难的学生提供朗读开始。无论结果如何，我们都会在这里公布研究发现。

impact-cta-heading = 帮助我们积累证据
impact-cta-body = 如果你的学校愿意参与研究，或者你在申请经费时需要我们的证据，请与我们联系。
impact-cta-contact = 联系我们
impact-cta-case-studies = 阅读案例研究
