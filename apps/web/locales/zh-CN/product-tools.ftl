# The product's tools by their registry id (packages/shared productTools.ts) and the marks
# that say a tool's state in this build. The e2e walk reads the names of tools not built yet.

tool-state-not-yet-available = 暂未推出
tool-state-needs-extension = 在浏览器扩展中

product-tool-read-aloud = 朗读
product-tool-select-area = 框选朗读
product-tool-translation = 翻译
product-tool-dictionary = 词典
product-tool-highlighters = 荧光笔
product-tool-screen-mask = 屏幕遮罩
product-tool-focus-view = 专注视图
product-tool-listen-back = 回听
product-tool-text-prediction = 文字预测
product-tool-voice-typing = 语音输入
product-tool-record = 录音
product-tool-from-text = 文字转音频
product-tool-upload = 上传音频
product-tool-my-content = 我的内容
product-tool-share-pages = 分享页面
product-tool-qr-codes = 二维码
product-tool-transcripts = 文字稿
product-tool-totes = 合集（Totes）
product-tool-embed = 嵌入
product-tool-classes = 班级
product-tool-teacher-controls = 教师控制
product-tool-loops = 对话串
product-tool-motebook = Motebook
product-tool-vocabulary-list = 词汇表
product-tool-flash-cards = 闪卡
product-tool-matching-quiz = 配对小测
product-tool-multiple-choice-quiz = 选择题小测
product-tool-mind-map = 思维导图
product-tool-school-admin = 管理用户
product-tool-feature-access = 功能权限
product-tool-usage-insights = 使用情况洞察
product-tool-school-sign-in = 学校账号登录
product-tool-minor-protections = 未满 18 岁学生保护
product-tool-free-plan = 免费账户
product-tool-trial = 免费试用
product-tool-paid-plans = 无限版
product-tool-checkout = 在线付款
product-tool-school-plans = 学校与学区版
