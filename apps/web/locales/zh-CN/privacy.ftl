# /privacy，隐私中心：服务条款、GDPR、学生隐私承诺和安全。
# 各部分的 id 与 apps/web/src/features/resources/privacy/policySections.ts 保持一致。

privacy-page-title = 隐私中心
privacy-page-description = 用平实的语言说明服务条款、GDPR 权利、我们的学生隐私承诺，以及 Motes 如何保障账户安全。
privacy-eyebrow = 隐私中心
privacy-title = 隐私、条款与安全
privacy-lede = 这是我们遵守的规则，写出来就是为了让人读懂。简单来说：
privacy-promise-ownership = 你制作的 mote 归你所有。
privacy-promise-no-selling = 我们绝不出售学生数据，Motes 也没有任何广告。
privacy-promise-control = 你可以随时下载或删除自己的数据。
privacy-tabs-label = 隐私中心
privacy-contents-label = “{ $heading }”的各个部分

privacy-link-pricing = 比较各个方案
privacy-link-account = 前往你的账户页面
privacy-link-contact = 联系我们
privacy-link-privacy-email = 发送电子邮件至 { $privacyEmail }
privacy-link-security-email = 发送电子邮件至 { $securityEmail }

## 服务条款

privacy-terms-tab = 服务条款
privacy-terms-title = 服务条款
privacy-terms-intro = 本条款适用于 Motes 网站、Mote Sidebar 浏览器扩展程序，以及你用它们制作的一切内容。我们尽量把条款写得简短易懂；使用 Motes 之前，请先阅读。

privacy-terms-about-heading = 本条款的双方
privacy-terms-about-p1 = 本条款是你与 Motes 之间的协议。创建账户或使用 Motes，即表示你同意本条款。
privacy-terms-about-p2 = 如果你通过学校或学区使用 Motes，你的学校与我们另有协议。如果该协议与本条款有不一致之处，以学校的协议为准。

privacy-terms-accounts-heading = 你的账户
privacy-terms-accounts-p1 = 你可以通过我们发到你邮箱的链接登录，也可以通过学校的登录方式登录。这里没有会弄丢的密码，所以请保护好你的电子邮箱账户：任何能读取你邮件的人都能以你的身份登录。
privacy-terms-accounts-p2 = 你需要对自己账户中发生的事情负责。在你的账户页面上，可以看到每一台已登录的设备，并可以让其中任何一台退出登录。
privacy-terms-accounts-p3 = 如果按照你所在地的规定，你的年龄还不足以同意这类条款，请只通过学校使用 Motes，或在父母或监护人的许可下使用。

privacy-terms-plans-heading = 方案与限制
privacy-terms-plans-p1 = Motes 现在免费：
privacy-terms-plans-item-1 = 无需账户时，每段录音最长 { $standardSeconds } 秒（{ $standardMinutes } 分钟）。
privacy-terms-plans-item-2 = 使用免费账户时，每 { $freeMotePeriodDays } 天可以制作 { $freeMotes } 个 mote，每段录音最长 { $limitedSeconds } 秒。
privacy-terms-plans-item-3 = 付费方案、免费试用以及学校与学区方案暂未推出。
privacy-terms-plans-after-p1 = 没有在线付款，所以不会向任何人收费。付费方案推出时，我们会在你选择之前告诉你价格，只有你自己选择了，账户才会改变。

privacy-terms-content-heading = 你的内容归你所有
privacy-terms-content-p1 = 你录制、生成或上传的 mote、它们的文字稿，以及你带入 Motes 的任何文字，都归你所有。我们不对其中任何内容主张所有权。
privacy-terms-content-p2 = 你允许我们存储、复制和处理你的内容，但仅限于为你提供 Motes 服务所必需的范围：例如把文字转换成音频、生成文字稿，或者为你分享的对象播放 mote。你删除内容后，这项许可即告终止。
privacy-terms-content-p3 = 我们绝不出售你的内容，绝不将其用于广告，也绝不用它来训练人工智能模型。

privacy-terms-sharing-heading = 分享
privacy-terms-sharing-p1 = 每个 mote 都有一个分享页面。任何拿到链接或二维码的人都可以收听，无需账户。分享链接是无法猜到的长随机地址，但拿到链接的人可以把它转给别人，所以请只分享你愿意让他们转发的内容。
privacy-terms-sharing-p2 = 删除一个 mote 即可停止分享：它的链接会立即失效。

privacy-terms-acceptable-use-heading = 可接受的使用方式
privacy-terms-acceptable-use-p1 = Motes 用于学习和教学。使用时，请不要：
privacy-terms-acceptable-use-item-1 = 违反法律，或侵犯他人的权利（包括版权）；
privacy-terms-acceptable-use-item-2 = 在法律或学校要求征得同意的情况下，未经他人知情就录下他们；
privacy-terms-acceptable-use-item-3 = 骚扰、欺凌、威胁或贬低任何人，或分享仇恨内容；
privacy-terms-acceptable-use-item-4 = 分享色情内容，或任何剥削儿童、危及儿童安全的内容；
privacy-terms-acceptable-use-item-5 = 冒充他人；
privacy-terms-acceptable-use-item-6 = 试图进入不属于你的账户或数据，或干扰服务的运行（欢迎按照“安全”标签页中的规则开展安全研究）；
privacy-terms-acceptable-use-item-7 = 规避方案的限制，或未经我们同意转售 Motes。
privacy-terms-acceptable-use-after-p1 = 对于违反这些规则的内容，我们可能会将其删除；对于严重或多次违反规则的账户，我们可能会暂停其使用。

privacy-terms-schools-heading = 学校、教师和学生
privacy-terms-schools-p1 = 如果你的账户由学校提供，你的老师和学校管理员可以看到你与他们分享的作品，并决定你在课堂上可以使用哪些侧边栏工具。
privacy-terms-schools-p2 = 学生账户属于学校所使用的服务。我们依照学校的指示、根据数据处理协议，并遵守我们学生隐私承诺中的各项承诺来处理学生数据。

privacy-terms-ending-heading = 离开 Motes
privacy-terms-ending-p1 = 你可以随时在账户页面下载自己的数据并删除账户。删除账户会让所有设备退出登录，并立即删除你的个人信息。
privacy-terms-ending-p2 = 对于严重违反本条款的账户，我们可能会暂停或关闭。除非法律禁止，我们会告诉你原因。
privacy-terms-ending-p3 = 如果我们将来停止提供 Motes，会提前通知你，并给你时间先下载自己的内容。

privacy-terms-changes-heading = 条款的变更
privacy-terms-changes-p1 = 我们修改本条款时，会在变更生效之前更新本页面；如果变更会影响你使用 Motes 的方式，我们还会通过电子邮件告诉你。

privacy-terms-liability-heading = 我们能做出的承诺
privacy-terms-liability-p1 = 我们会尽力保持 Motes 正常运行、保障你的内容安全，但无法保证服务始终可用或完全没有错误。对于不能丢失的内容，请自己保留一份副本。
privacy-terms-liability-p2 = 在法律允许的范围内，我们不对间接损失负责。本条款的任何内容都不会剥夺你依据消费者保护法享有的权利。

privacy-terms-contact-heading = 有疑问？
privacy-terms-contact-p1 = 如果这里有不清楚的地方，请问我们。我们宁愿向你解释清楚，也不愿让你去猜。

## GDPR

privacy-gdpr-tab = GDPR
privacy-gdpr-title = 你的数据和你的权利（GDPR）
privacy-gdpr-intro = 《通用数据保护条例》（GDPR）赋予英国和欧盟境内的每个人对自己个人数据的权利。无论 Motes 用户身在何处，我们都向他们提供同样的权利。本标签页说明我们保存哪些数据、为什么保存，以及你如何行使自己的权利。

privacy-gdpr-roles-heading = 谁对你的数据负责
privacy-gdpr-roles-p1 = 如果你自己创建账户，Motes 就是你个人数据的控制者：我们在本政策的范围内决定如何使用这些数据。
privacy-gdpr-roles-p2 = 如果你的账户由学校提供，学校就是控制者，Motes 是它的处理者：我们只按照学校的指示处理你的数据。关于学校账户的请求，请先发给你的学校；我们会协助学校作出答复。

privacy-gdpr-data-heading = 我们保存哪些数据
privacy-gdpr-data-p1 = 我们只保存 Motes 运行所需的数据：
privacy-gdpr-data-item-1 = 你的账户：电子邮件地址、姓名、角色、学校，以及你的选择，例如界面语言、声音、朗读速度和高亮颜色；
privacy-gdpr-data-item-2 = 你的内容：你录制、生成或上传的 mote、它们的文字稿，以及你转换成音频的文字；
privacy-gdpr-data-item-3 = 登录记录：哪些设备在何时登录，以及登录请求的网络地址，我们用这些信息来防止滥用；
privacy-gdpr-data-item-4 = 使用事件：使用了哪些页面和工具，以便我们修复问题、改进 Motes。对于未成年学生，我们不记录电子邮件地址、邮箱域名或网络地址；
privacy-gdpr-data-item-5 = 你对 Cookie 的选择，这样我们就不会再次询问。

privacy-gdpr-purposes-heading = 我们为什么使用这些数据
privacy-gdpr-purposes-p1 = 每一种用途在 GDPR 下都有合法依据：
privacy-gdpr-purposes-item-1 = 为你或你的学校提供 Motes（履行合同）；
privacy-gdpr-purposes-item-2 = 保障账户安全、防止滥用，并了解哪些工具得到使用，以便改进它们（正当利益）；
privacy-gdpr-purposes-item-3 = 记住你所做的选择，例如 Cookie 设置（同意，你可以随时撤回）；
privacy-gdpr-purposes-item-4 = 履行我们的法律义务。

privacy-gdpr-rights-heading = 你的权利
privacy-gdpr-rights-p1 = 你有权：
privacy-gdpr-rights-item-1 = 访问：获取我们所保存的你的个人数据的副本；
privacy-gdpr-rights-item-2 = 更正：要求更正错误的数据；
privacy-gdpr-rights-item-3 = 删除：要求删除你的数据；
privacy-gdpr-rights-item-4 = 限制处理：在问题解决之前，要求我们限制使用你数据的方式；
privacy-gdpr-rights-item-5 = 可携带：以计算机可读取的格式带走你的数据；
privacy-gdpr-rights-item-6 = 反对：反对基于我们正当利益的使用；
privacy-gdpr-rights-item-7 = 投诉：向你所在地的数据保护机构投诉，例如英国的信息专员办公室（ICO）。

privacy-gdpr-exercise-heading = 如何在 Motes 中行使你的权利
privacy-gdpr-exercise-p1 = 大部分权利只需在账户页面上点一下按钮即可行使：
privacy-gdpr-exercise-item-1 = 下载你的数据：在“你的数据”中，可以获取你的账户、设置和活动记录的副本（JSON 文件）（访问权和可携带权）。
privacy-gdpr-exercise-item-2 = 更正你的信息：在“个人资料”中修改姓名，在“偏好设置”中修改你的选择（更正权）。
privacy-gdpr-exercise-item-3 = 删除你的账户：“删除你的账户”会让所有设备退出登录，并立即删除你的个人信息（删除权）。
privacy-gdpr-exercise-item-4 = 让设备退出登录：“已登录设备”会列出登录了你账户的每一台设备，你可以让其中任何一台退出登录。
privacy-gdpr-exercise-after-p1 = 使用学校账户的学生可以向老师或学校提出，由他们代为提出请求。
privacy-gdpr-exercise-after-p2 = 如有其他需要，或者你无法登录，请发送电子邮件至 { $privacyEmail }。我们会按照 GDPR 的要求在一个月内答复，并可能先请你确认身份。

privacy-gdpr-retention-heading = 我们保存数据多长时间
privacy-gdpr-retention-p1 = 只要你的账户存在，我们就会保存你的账户和内容。你删除账户后，你的个人信息会立即被删除；登录链接会在 { $linkMinutes } 分钟后失效，并在一天之内被删除。
privacy-gdpr-retention-p2 = 学生账户的保存期限由学校决定，学校可以随时要求我们删除这些账户。

privacy-gdpr-transfers-heading = 你的数据存放在哪里
privacy-gdpr-transfers-p1 = 你的数据保存在运行你所用 Motes 服务的服务器上。如果下面列出的某个服务商位于其他国家或地区，在使用它之前，必须落实 GDPR 要求的保障措施，例如标准合同条款。

privacy-subprocessors-heading = 子处理者
privacy-subprocessors-p1 = 子处理者是代表我们处理个人数据的其他公司。
privacy-subprocessors-default = 默认情况下，Motes 部署不使用任何子处理者。数据库、音频存储、文字转语音、转写、翻译和邮件都在该部署自己的服务器上运行。
privacy-subprocessors-p2 = 部署也可以配置为改用外部服务。下列每项服务仅在经过配置后才会使用：
privacy-subprocessors-caption = 部署可配置使用的服务
privacy-subprocessors-column-service = 服务
privacy-subprocessors-column-purpose = 处理的内容
privacy-subprocessors-column-when = 何时使用
privacy-subprocessors-mail-service = 电子邮件服务商
privacy-subprocessors-mail-purpose = 发送登录链接和邀请：收件人的地址和邮件内容。
privacy-subprocessors-mail-when = 部署设置了 SMTP 邮件服务器时。
privacy-subprocessors-storage-service = 存储服务商
privacy-subprocessors-storage-purpose = 存储 mote 的音频文件和图片。
privacy-subprocessors-storage-when = 部署使用兼容 S3 的存储而不是自己的磁盘时。
privacy-subprocessors-sign-in-service = 登录服务商
privacy-subprocessors-sign-in-purpose = 当你选择使用 Google 或学校账户登录时，确认你的身份。
privacy-subprocessors-sign-in-when = 部署开启了这种登录方式且你使用它时。
privacy-subprocessors-language-service = 语言服务
privacy-subprocessors-language-purpose = 把文字转换成语音、把语音转换成文字，或进行翻译：处理的是相应的文字或音频。
privacy-subprocessors-language-when = 部署接入外部语言引擎、而不使用内置引擎时。
privacy-subprocessors-p3 = 学校可以询问自己的部署配置了哪些服务商；添加新的服务商之前，学校会事先得到通知。

## 学生隐私承诺

privacy-pledge-tab = 学生隐私承诺
privacy-pledge-title = 我们的学生隐私承诺
privacy-pledge-intro = 学生用 Motes 来阅读、写作和表达。他们在学习中产生的数据只用于帮助他们学习，别无他用。以下是我们对学生、家庭和学校的承诺。

privacy-pledge-never-heading = 我们绝不会做的事
privacy-pledge-never-p1 = 对于学生数据，我们绝不会：
privacy-pledge-never-item-1 = 出售这些数据，或将其交给任何人出售；
privacy-pledge-never-item-2 = 展示广告，或在任何地方利用这些数据定向投放广告；
privacy-pledge-never-item-3 = 出于学习以外的任何目的建立学生画像；
privacy-pledge-never-item-4 = 使用学生的录音或文字来训练人工智能模型；
privacy-pledge-never-item-5 = 在学校或学生要求删除后继续保留这些数据。

privacy-pledge-minors-heading = 对未成年人的额外保护
privacy-pledge-minors-p1 = 当账户属于未成年人时，Motes 会采取更多措施：
privacy-pledge-minors-item-1 = 不自动转写他们的录音；
privacy-pledge-minors-item-2 = 使用记录中不包含电子邮件地址、邮箱域名、网络地址或其他跟踪标识符；
privacy-pledge-minors-item-3 = 在他们的 mote 的分享页面上隐藏他们的姓名；
privacy-pledge-minors-item-4 = 不发送营销信息。

privacy-pledge-purpose-heading = 只为学习
privacy-pledge-purpose-p1 = 我们只收集 Motes 运行所需的数据，并且只用它为学生及其学校提供 Motes。
privacy-pledge-purpose-p2 = 我们使用使用记录来保持 Motes 正常运行、改进其工具，绝不用于向学生进行营销。

privacy-pledge-control-heading = 学校和家庭始终掌握主动权
privacy-pledge-control-p1 = 学生账户如何使用由学校决定：
privacy-pledge-control-item-1 = 教师可以为整个班级或某一位学生开启或关闭侧边栏的每项工具；
privacy-pledge-control-item-2 = 学校可以随时要求导出或删除其学生的数据；
privacy-pledge-control-item-3 = 家庭可以请学校或我们查看或删除孩子的数据。

privacy-pledge-changes-heading = 没有意外
privacy-pledge-changes-p1 = 在改变学生数据的使用方式之前，我们一定会先告知学校；任何以新方式使用这些数据的变更，都会事先征得学校的同意。

privacy-pledge-laws-heading = 本承诺背后的法律
privacy-pledge-laws-p1 = 我们在制定这些承诺时参考了与学校隐私相关的法律：美国的 FERPA 和 COPPA，以及英国和欧洲的 GDPR。
privacy-pledge-laws-p2 = 本承诺是我们自己作出的保证。它不是一项认证，也不能取代学校自身的义务或学校与我们之间的协议。

## 安全

privacy-security-tab = 安全
privacy-security-title = 我们如何保障账户安全
privacy-security-intro = 这里说明 Motes 目前为保护账户和数据所采取的措施，以及发现问题时如何告诉我们。我们只描述软件实际做到的事情。

privacy-security-sign-in-heading = 登录
privacy-security-sign-in-p1 = Motes 没有可以被窃取或重复使用的密码：
privacy-security-sign-in-item-1 = 我们通过电子邮件发送的登录链接只能使用一次，并在 { $linkMinutes } 分钟后失效；
privacy-security-sign-in-item-2 = 链接只能在发出请求的那台设备上完成登录；
privacy-security-sign-in-item-3 = 登录请求有频率限制：同一个电子邮件地址每 { $linkWindowMinutes } 分钟最多可以获取 { $linkRequests } 个链接，并且每个网络还有额外的限制；
privacy-security-sign-in-item-4 = 使用 Google 或学校账户登录时，采用带有 PKCE、state 和 nonce 校验的 OpenID Connect，因此登录过程无法被拦截或重放。

privacy-security-sessions-heading = 会话和设备
privacy-security-sessions-p1 = 每台已登录的设备都有自己的会话：
privacy-security-sessions-item-1 = 会话令牌是 256 位的随机值，我们只存储每个令牌的哈希值，所以即使有人拿到我们数据库的副本，也无法用它登录；
privacy-security-sessions-item-2 = 我们的服务只接受请求头中的令牌，从不从 Cookie 中读取，因此其他网站无法冒用你的身份；
privacy-security-sessions-item-3 = 你的账户页面会列出每一台已登录的设备，你可以让其中任何一台退出登录；
privacy-security-sessions-item-4 = 删除账户会立即结束所有会话。

privacy-security-data-heading = 保护你的数据
privacy-security-data-p1 = 在 Motes 内部：
privacy-security-data-item-1 = 每个请求都会根据所请求内容的所有者、班级或学校进行核查；别人的内容看起来与不存在的内容完全一样；
privacy-security-data-item-2 = 分享页面使用无法猜到的长随机地址；
privacy-security-data-item-3 = 未成年人的使用记录不包含电子邮件地址或网络地址，密钥等机密信息也绝不会出现在日志中；
privacy-security-data-item-4 = 过期的登录链接每天都会被删除。

privacy-security-transport-heading = 加密和备份
privacy-security-transport-p1 = Motes 设计为在 HTTPS（TLS）之后运行：在生产环境中，它的 Cookie 只通过加密连接发送。证书由部署的运营方提供。
privacy-security-transport-p2 = 数据库和音频存储的备份由部署的运营方负责。我们建议使用加密备份，与服务器分开存放，并通过实际恢复来测试备份。

privacy-security-certifications-heading = 认证
privacy-security-certifications-p1 = Motes 目前没有获得任何安全认证。情况有变时，我们会在这里说明，在此之前不会作此声明。

privacy-security-report-heading = 报告漏洞
privacy-security-report-p1 = 如果你认为自己发现了安全问题，请发送电子邮件至 { $securityEmail }。请在邮件中说明：
privacy-security-report-item-1 = 你发现了什么问题，在哪里发现的；
privacy-security-report-item-2 = 复现问题的步骤；
privacy-security-report-item-3 = 攻击者可以利用它做什么。
privacy-security-report-after-p1 = 请不要访问他人的数据、干扰服务的运行，也不要在我们修复之前公开这个问题。
privacy-security-report-after-p2 = 我们会确认收到你的报告，在修复过程中随时告知你进展，如果你愿意，还会公开致谢。对于按照这些规则善意开展的研究，我们不会采取法律行动。
