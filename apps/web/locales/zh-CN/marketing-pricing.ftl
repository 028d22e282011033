# /pricing：三种方案、对比表、免费版说明和常见问题。

pricing-page-title = 价格
pricing-page-description = Motes 可以免费开始使用。无限版面向教师个人；学校与学区版覆盖全体教职员工和学生。比较各个方案，并了解免费版的规则。
pricing-eyebrow = 价格
pricing-title = 从一位教师到整个学区，都有合适的方案
pricing-lede = 免费开始，{ $days } 天内试用每一项工具，准备好之后，再把全校带进来。

pricing-plans-heading = 选择方案
pricing-checkout-note = 在线付款尚未开放。在开放之前，点击无限版的按钮会为你创建账户并开始 { $days } 天免费试用；学校和学区则会通过电子邮件收到我们的报价。可以在线付款时，我们会更新本页面。
pricing-currency-note = 价格以美元计。

pricing-plan-free-name = 免费版
pricing-plan-free-audience = 适合想试试语音便笺的任何人
pricing-plan-free-price = 免费
pricing-plan-free-price-note = 无需银行卡，不限使用期限
pricing-plan-free-action = 免费注册
pricing-free-motes = 每 { $days } 天 { $count } 个 mote
pricing-free-length = 每段录音最长 { $minutes } 分钟
pricing-free-trial = 注册后前 { $days } 天可使用 Mote Sidebar 的全部工具
pricing-free-share = 带链接、二维码和文字稿的分享页面
pricing-free-listeners = 听众永远无需账户

pricing-plan-unlimited-name = 无限版
pricing-plan-unlimited-audience = 适合教师个人
pricing-plan-unlimited-price = 每月 { $monthly }
pricing-plan-unlimited-price-note = 或每年 { $yearly }，相当于免费两个月
pricing-plan-unlimited-action = 开始免费试用
pricing-unlimited-motes = 不限数量的 mote
pricing-unlimited-length = 每段录音最长 { $minutes } 分钟
pricing-unlimited-tools = Mote Sidebar 的全部工具：阅读、写作和创作
pricing-unlimited-share = 分享页面、二维码、文字稿和嵌入播放器

pricing-plan-schools-name = 学校与学区版
pricing-plan-schools-audience = 适合一所学校的全体教职员工和学生
pricing-plan-schools-price = 按学校计价
pricing-plan-schools-price-note = 一份协议即可覆盖一个学区内的所有学校
pricing-plan-schools-action = 申请报价
pricing-schools-everyone = 包含无限版的全部功能，覆盖全体教职员工和学生
pricing-schools-classes = 班级功能，可对侧边栏的每项工具进行教师控制
pricing-schools-loops = 对话串：与学生进行双向语音对话
pricing-schools-analytics = 面向学校领导的使用情况分析
pricing-schools-sso = 通过学校的身份提供商登录
pricing-schools-dpa = 数据处理协议

pricing-compare-heading = 比较各个方案
pricing-table-caption = 各方案包含的内容
pricing-table-feature = 功能
pricing-table-yes = 包含
pricing-table-no = 不包含
pricing-table-unlimited = 不限
pricing-table-minutes = { $minutes } 分钟
pricing-table-trial-only = 注册后前 { $days } 天
pricing-table-unlimited-price = 每月 { $monthly } 或每年 { $yearly }
pricing-row-motes = 可制作的 mote 数量
pricing-row-length = 单段录音最长时长
pricing-row-share = 带链接、二维码和文字稿的分享页面
pricing-row-create = 文字转音频和音频上传
pricing-row-sidebar = Mote Sidebar 阅读和写作工具
pricing-row-classes = 班级和教师控制
pricing-row-loops = 对话串（与学生的语音对话）
pricing-row-analytics = 使用情况分析
pricing-row-sso = 通过学校的身份提供商登录
pricing-row-dpa = 数据处理协议
pricing-row-price = 价格
pricing-table-footnote = 文字稿会自动生成，但 18 岁以下学生除外：他们的录音永远不会被转写。

pricing-rationing-heading = 免费版的规则
pricing-rationing-count = 免费版每 { $days } 天可制作 { $count } 个 mote。你保存的每段录音、每段由文字生成的音频和每个上传的音频，都计为一个 mote。播放、分享和嵌入 mote 从不计入。
pricing-rationing-reset = 你的 { $days } 天周期从你制作第一个 mote 时开始；周期结束后，计数会从你的下一个 mote 重新开始。达到上限后，已经制作的 mote 仍会保留，它们的分享页面也照常可用；等计数重新开始后即可制作新的 mote，升级到付费方案则可以立即制作。
pricing-rationing-length = 在免费版中，每段录音最长 { $short } 分钟。在无限版、学校方案中以及试用期间，每段录音最长 { $long } 分钟。
pricing-rationing-trial = 每个新账户都从 { $days } 天试用开始，可以使用 Mote Sidebar 的全部工具，包括朗读。无需银行卡，试用结束后，你的账户会自动转为免费版。

pricing-faq-heading = 关于方案的问题
pricing-faq-checkout-question = 可以在线付款吗？
pricing-faq-checkout-answer = 暂时还不行：在线付款尚未开放。在开放之前，点击“开始免费试用”会为你创建账户并开始 { $days } 天试用；学校和学区则会通过电子邮件收到我们的报价。可以在线付款时，我们会在本页面说明。
pricing-faq-trial-end-question = 试用结束后会怎样？
pricing-faq-trial-end-answer = 你的账户会转为免费版。你制作的所有内容都会保留，分享链接照常可用，新录音最长可达 { $minutes } 分钟。
pricing-faq-count-question = 什么算作一个 mote？
pricing-faq-count-answer = 你保存的每段语音录音、每段由文字生成的音频和每个上传的音频文件，都计为一个 mote。收听、分享和嵌入 mote 从不计入。
pricing-faq-listeners-question = 我的学生收听时需要账户吗？
pricing-faq-listeners-answer = 不需要。任何拿到链接或二维码的人，都可以在任何设备上播放 mote 并阅读它的文字稿，无需登录，也无需安装任何东西。
pricing-faq-schools-question = 学校或学区如何计价？
pricing-faq-schools-answer = 按学校计价，依据教职员工和学生的人数，一份协议即可覆盖一个学区内的所有学校。告诉我们你学校的名称和规模，我们会回复报价。
pricing-faq-schools-link = 联系我们获取报价
pricing-faq-privacy-question = 学生数据会如何处理？
pricing-faq-privacy-answer = 学生数据绝不出售，也绝不用于广告。对于 18 岁以下的学生，我们会关闭转写和跟踪标识符，并在分享页面上隐藏他们的姓名。
pricing-faq-privacy-link = 访问隐私中心

pricing-cta-heading = 免费试用全部工具 { $days } 天
pricing-cta-body = 无需银行卡。试用结束后，你的账户会保留免费版。
pricing-cta-trial = 开始免费试用
pricing-cta-quote = 申请学校报价
