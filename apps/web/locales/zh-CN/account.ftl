# 我的账户（§2 /account）：个人资料、偏好设置、已登录设备、数据和账户删除。

account-title = 你的账户
account-heading = 你的账户
account-sign-out = 退出登录
account-signed-in-as = 已作为 { $email } 登录
account-profile-missing = 无法加载你的个人资料。请重新加载页面再试。

## 个人资料

account-profile-heading = 个人资料
account-avatar-alt = 你的头像
account-shown-as = 显示为 { $name }
account-first-name = 名字
account-last-name = 姓氏（可选）
account-avatar-url = 头像地址（可选）
account-avatar-url-hint = 一张你的方形照片的 https:// 地址。
account-avatar-url-invalid = 请使用以 https:// 开头的地址，或者留空表示不使用头像。
account-first-name-required = 请输入你的名字。
account-first-name-too-long = 名字最多 { $max } 个字符。
account-last-name-too-long = 姓氏最多 { $max } 个字符。
account-profile-save = 保存个人资料
account-saving = 正在保存……
account-profile-saved = 个人资料已保存
account-profile-save-failed = 无法保存你的个人资料。请重试。

## 偏好设置

account-preferences-heading = 偏好设置
account-speed-label = 朗读速度
account-speed = { $speed }×
account-speed-normal = { $speed }×（正常）
account-highlighters = 荧光笔标签
account-highlighters-hint = 按照每种荧光笔颜色的用途为它命名。
account-highlighter = { $colour }荧光笔
account-highlighter-locked = 已锁定：蓝色高亮用于积累你的词汇表。
account-highlighter-required = 请为这支荧光笔输入标签。
account-highlighter-too-long = 最多 { $max } 个字符。
account-colour-blue = 蓝色
account-colour-yellow = 黄色
account-colour-green = 绿色
account-colour-orange = 橙色
account-colour-purple = 紫色
account-transcripts-off = 不为我的录音生成文字稿
account-transcripts-minor = 低龄学习者的账户始终不生成文字稿。
account-settings-saving = 正在保存……
account-settings-saved = 所有更改均已保存
account-settings-failed = 你最近的更改尚未保存。请检查网络连接，然后重试。
account-try-again = 重试

## 朗读语音

account-voice-heading = 朗读语音
account-voice-loading = 正在加载语言和语音……
account-voice-languages-failed = 无法加载此服务器可以朗读的语言。
account-voice-not-installed = 此服务器未安装朗读功能，因此没有可选择的语音。请联系学校里负责管理 Motes 的人员进行安装。
account-voice-intro = 为每种语言选择 Motes 朗读时使用的语音。可以先试听示例：你的选择会按语言分别保存。
account-voice-language-label = 语言
account-voice-language-hint = 此服务器无法朗读的语言也会列出，但不能选择。
account-voice-voice-label = 语音
account-voice-default = 默认语音
account-voice-voices-failed = 无法加载此语言的语音。
account-voice-sample = 示例句子：
account-voice-listen = 试听
account-voice-stop = 停止
account-voice-preparing = 正在准备示例……
account-voice-playing = 正在播放……
account-voice-finished = 播放完毕。
account-voice-stopped = 已停止播放。
account-voice-listen-failed = 无法播放示例，请重试。
account-voice-playback-failed = 你的浏览器无法播放示例。请确认此页面允许播放声音，然后重试。
account-voice-not-for-language = 此服务器不支持朗读这种语言。
account-voice-engine-unavailable = 朗读功能暂时不可用，请一分钟后重试。

## 已登录设备

account-sessions-heading = 已登录设备
account-sessions-loading = 正在加载你的设备……
account-sessions-load-failed = 无法加载你的设备。
account-session-this-device = 本设备
account-session-details = { $method } · 最近活动：{ $when }
account-session-method-otl = 通过电子邮件链接登录
account-session-method-oidc = 通过单点登录账户登录
account-session-method-one-tap = 通过 Google 一键登录
account-device = { $system } 上的 { $browser }
account-device-unknown = 未知浏览器
account-device-extension = Motes 扩展程序（{ $device }）
account-sessions-revoke = 退出其他设备上的登录
account-sessions-revoking = 正在退出登录……
account-sessions-none = 你没有在其他地方登录。
account-sessions-ended =
    { $count ->
        [0] 没有其他已登录的设备。
       *[other] 已退出 { $count } 台其他设备上的登录。
    }
account-sessions-revoke-failed = 无法退出你其他设备上的登录。请重试。

## 你的数据

account-data-heading = 你的数据
account-data-body = 下载你的账户、设置和活动记录的副本（JSON 文件），可以自己保存，也可以带到其他地方使用。
account-data-download = 下载我的数据
account-data-preparing = 正在准备你的数据……
account-data-downloading = 你的数据正在下载，文件名为 { $fileName }。
account-data-failed = 无法准备你的数据。请重试。

## 删除账户

account-delete-heading = 删除你的账户
account-delete-body = 这会永久删除你的账户、你的 mote 和你的设置。如果想保留副本，请先下载你的数据。
account-delete-button = 删除我的账户
account-delete-dialog-title = 要删除你的账户吗？
account-delete-confirm = 此操作无法撤销。如需确认，请在下方输入 { $email }。
account-delete-email-label = 你的电子邮件地址
account-delete-email-required = 请输入你的电子邮件地址以确认。
account-delete-deleting = 正在删除……
account-delete-cancel = 取消
account-delete-failed = 无法删除你的账户。请重试。
account-deleted = 你的账户已删除。感谢你使用 Motes。
