# /pricing：现在免费的内容、尚未推出的方案、免费账户的规则和常见问题。此版本中没有任何东西可以购买。

pricing-page-title = 价格
pricing-page-description = Motes 现在免费：无需账户即可录音，也可以注册免费账户。付费方案、免费试用和学校方案暂未推出。
pricing-eyebrow = 价格
pricing-title = Motes 现在的价格
pricing-lede = Motes 现在提供的一切都是免费的。付费方案、免费试用和在线付款暂未推出，所以没有任何东西需要购买。

pricing-plans-heading = 现在免费的内容
pricing-checkout-note = 没有需要付费的东西：在线付款和付费方案暂未推出。推出后我们会更新此页面。

pricing-anonymous-name = 无需账户
pricing-anonymous-audience = 立即试用 Motes
pricing-anonymous-length = 每段录音最长 { $seconds } 秒（{ $minutes } 分钟）
pricing-anonymous-create = 录音、把文字转成音频或上传音频
pricing-anonymous-action = 打开网页录音器

pricing-plan-free-name = 免费账户
pricing-plan-free-audience = 适合任何用电子邮件地址注册的人
pricing-plan-free-action = 免费注册
pricing-free-motes = 每 { $days } 天 { $count } 个 mote
pricing-free-length = 每段录音最长 { $seconds } 秒
pricing-free-share = 带链接、二维码和文字稿的分享页面
pricing-free-sidebar = 浏览器扩展中 Mote Sidebar 的阅读、写作和创作工具
pricing-free-listeners = 听众永远无需账户

pricing-compare-heading = 无需账户，或使用免费账户
pricing-table-caption = 无需账户和使用免费账户分别能得到什么
pricing-table-feature = 功能
pricing-table-yes = 包含
pricing-table-no = 不包含
pricing-table-not-counted = 不计数
pricing-table-seconds = { $seconds } 秒
pricing-free = 免费
pricing-row-motes = 可以制作的 mote
pricing-row-length = 最长录音
pricing-row-share = 带链接、二维码和文字稿的分享页面
pricing-row-create = 文字转音频和上传音频
pricing-row-library = 在你登录的每台设备上列出你的 mote
pricing-row-price = 价格
pricing-table-footnote = 文字稿会自动生成，但 18 岁以下学生除外：他们的录音永远不会被转写。

pricing-planned-heading = 已在计划中，暂未推出
pricing-planned-intro = 这些方案 Motes 里还没有。现在无法购买，也无法注册。
pricing-plan-unlimited-name = 无限版
pricing-plan-unlimited-audience = 适合个人教师
pricing-unlimited-motes = 不限数量的 mote
pricing-unlimited-length = 每段录音最长 { $minutes } 分钟
pricing-plan-trial-name = 免费试用
pricing-plan-trial-audience = 适合新账户
pricing-trial-what = 为新账户提供更长录音的试用。现在，新账户从一开始就是免费账户。
pricing-plan-schools-name = 学校与学区版
pricing-plan-schools-audience = 适合学校的全体教职工和学生
pricing-plan-schools-action = 介绍一下你的学校
pricing-schools-classes = 班级，并可为侧边栏的每个工具设置教师控制
pricing-schools-loops = 对话串：与学生的双向语音对话
pricing-schools-analytics = 供学校领导查看的使用情况洞察

pricing-rationing-heading = 免费账户的规则
pricing-rationing-count = 免费账户每 { $days } 天可以制作 { $count } 个 mote。你保存的每段录音、每段文字转音频和每个上传的音频文件都计为一个 mote。播放、分享和嵌入 mote 从不计入。
pricing-rationing-reset = 这 { $days } 天从你制作第一个 mote 时开始计算；期满后，从你的下一个 mote 重新开始计数。达到上限时，已经制作的 mote 都会保留，分享页面也照常可用；重新开始计数后即可制作新的 mote。
pricing-rationing-length = 登录免费账户时，每段录音最长 { $limited } 秒。未登录时，每段录音最长 { $standard } 秒（{ $standardMinutes } 分钟）。

pricing-faq-heading = 关于方案的问题
pricing-faq-checkout-question = 可以在线付款吗？
pricing-faq-checkout-answer = 暂时不能：Motes 目前没有付费方案，也没有在线付款，所以不会向任何人收费。Motes 现在的所有功能都是免费的。
pricing-faq-trial-question = 有免费试用吗？
pricing-faq-trial-answer = 暂时没有。新账户从一开始就是免费账户，每段录音最长 { $seconds } 秒。
pricing-faq-count-question = 什么算作一个 mote？
pricing-faq-count-answer = 你保存的每段语音录音、每段由文字生成的音频和每个上传的音频文件，都计为一个 mote。收听、分享和嵌入 mote 从不计入。
pricing-faq-listeners-question = 我的学生收听时需要账户吗？
pricing-faq-listeners-answer = 不需要。任何拿到链接或二维码的人，都可以在任何设备上播放 mote 并阅读它的文字稿，无需登录，也无需安装任何东西。
pricing-faq-schools-question = 有面向学校的方案吗？
pricing-faq-schools-answer = 暂时没有。学校账户、班级和使用情况洞察都在计划中。在此之前，每位老师都可以用免费账户使用 Motes。介绍一下你的学校，学校方案准备好时我们会通知你。
pricing-faq-schools-link = 给我们写信
pricing-faq-privacy-question = 学生数据会如何处理？
pricing-faq-privacy-answer = 学生数据绝不出售，也绝不用于广告。对于 18 岁以下的学生，我们会关闭转写和跟踪标识符，并在分享页面上隐藏他们的姓名。
pricing-faq-privacy-link = 访问隐私中心

pricing-cta-heading = 从免费账户开始
pricing-cta-body = 无需银行卡，也无需付费。
