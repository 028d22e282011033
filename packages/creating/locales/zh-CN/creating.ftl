# 创作工具（packages/creating，issue 6，issue 7 item 6）：录音机、从文本生成、上传和我的内容，
# 用于 /record 页面和扩展的侧边栏。
# $unit 为 "minutes" 或 "seconds"，$count 为其数量（§9 的限制）。

recorder-limit-duration =
    { $unit ->
        [minutes] { $count } 分钟
       *[seconds] { $count } 秒
    }

## 录音

recorder-time-label = 已录制时长：
recorder-level-label = 麦克风音量
recorder-record = 录音
recorder-requesting = 正在等待麦克风……
recorder-try-again = 重试
recorder-finish = 完成
recorder-pause = 暂停
recorder-resume = 继续
recorder-cancel = 取消
recorder-record-another = 再录一条
recorder-limit-note = 每条录音最长 { recorder-limit-duration }。
recorder-upgrade-link = 升级以录制更长的内容
recorder-countdown = { $seconds } 秒后停止
recorder-limit-reached-title = 已达到时长上限
recorder-limit-reached = 录音已达到 { recorder-limit-duration } 的上限，因此已停止。已录制的内容会被保留，并正在保存为你的 mote。

recorder-status-preparing = 正在准备……
recorder-status-ready = 可以开始录音。
recorder-status-requesting = 浏览器询问时，请允许 Motes 使用你的麦克风。
recorder-status-problem = 麦克风不可用。
recorder-status-recording = 正在录音。
recorder-status-ending = 正在录音。剩余不到 10 秒：到 { recorder-limit-duration } 时会自动停止。
recorder-status-paused = 已暂停。
recorder-status-finishing = 正在保存你的录音……
recorder-status-uploading = 正在上传你的录音……
recorder-status-retrying = 连接已断开，正在重试……
recorder-status-failed = 上传未完成。你的录音已保存在此设备上。
recorder-status-done = 你的 mote 已可以分享。

## 麦克风问题

recorder-mic-blocked-title = Motes 无法使用你的麦克风
recorder-mic-blocked-body = 你的浏览器已为此网站屏蔽麦克风，因此无法录音。
recorder-mic-blocked-how = 要允许使用，请点击地址栏中的麦克风或锁形图标，为麦克风选择"允许"，然后按"重试"。如果是学校的设备，可能需要由 IT 管理员来允许。
recorder-mic-missing-title = 未找到麦克风
recorder-mic-missing-body = 请连接麦克风或带麦克风的耳机，然后按"重试"。
recorder-mic-busy-title = 麦克风无法启动
recorder-mic-busy-body = 可能有其他应用正在使用它。请关闭正在录音的应用或标签页，然后按"重试"。
recorder-unsupported-title = 此浏览器无法在这里录音
recorder-unsupported-body = 录音需要较新版本的 Chrome、Edge、Firefox 或 Safari，并且页面必须是安全的（https）。

## 保存与上传

recorder-upload-progress-label = 上传进度
recorder-stop-upload = 停止上传
recorder-keep-failed = 此设备无法保存录音的备份副本。请在上传完成前留在此页面。
recorder-failed-connection-title = 上传已暂停：没有网络连接
recorder-failed-connection-body = 你的录音已保存在此设备上。恢复联网后会自动继续上传，你也可以按"重试"。
recorder-failed-refused-title = 我们无法创建你的 mote
recorder-failed-stopped-title = 上传已停止
recorder-failed-kept = 你的录音已保存在此设备上。
recorder-upload-failed-generic = 我们这边出了点问题。请稍后再试。
recorder-save-copy = 保存副本
recorder-discard-question = 要丢弃这条录音吗？丢弃后无法恢复。
recorder-discard-confirm = 丢弃
recorder-discard-keep = 保留

recorder-kept-title = 我们保留了一条你未完成的录音
recorder-kept-details = 录制于 { $recordedAt }，时长 { $duration }。
recorder-kept-finish = 完成上传
recorder-kept-discard = 丢弃

## 分享

recorder-done-heading = 你的 mote 已准备好
recorder-share-link-label = 分享链接
recorder-share-copy = 复制链接
recorder-share-open = 打开分享页面
recorder-share-copied = 链接已复制。
recorder-share-copy-manually = 链接已选中：按 Ctrl+C（或 ⌘+C）复制。

## 从文本生成、上传和我的内容共用

create-retry = 重试
create-title-label = 标题（可选）
create-failed-title = 无法创建你的 mote
create-error-connection = 无法连接到 Motes。请检查网络连接后重试。

## 从文本生成

create-text-label = 要转换为音频的文本
create-text-missing = 请输入要转换为音频的文本。
create-text-language-label = 语言
create-text-languages-failed = 无法加载语言列表。
create-text-voice-label = 声音
create-text-voice-default = 你在该语言中常用的声音
create-text-speed-label = 语速
create-text-speed-value = { $speed }×
create-text-title-hint = 如果不填标题，mote 将以文本的开头几个词命名。
create-text-submit = 生成音频
create-text-making = 正在生成音频……
create-text-kept = 你的文本和选择都还在。可以修改后重试。
create-text-done-heading = 你的音频 mote 已准备好
create-text-another = 再从文本生成一个

## 上传

create-upload-file-label = 音频文件
create-upload-file-hint = 选择文件或拖放到这里：MP3、M4A (AAC)、WAV、Ogg (Opus 或 Vorbis)、WebM 或 FLAC。
create-upload-file-missing = 请先选择一个音频文件。
create-upload-chosen = { $name }（{ $size } MB）
create-upload-title-hint = 如果不填标题，mote 将以文件名命名。
create-upload-submit = 上传
create-upload-uploading = 正在上传文件……
create-upload-stopped = 上传已停止。按“重试”从中断处继续。
create-upload-done-heading = 你上传的 mote 已准备好
create-upload-another = 再上传一个

## 我的内容

create-content-loading = 正在加载你的 mote……
create-content-failed = 无法加载你的 mote
create-content-empty = 你还没有 mote。录制一个、从文本生成一个或上传一个吧。
create-content-more = 显示更多
create-content-untitled = 无标题 mote
create-content-details = { $duration } · { $made }
create-content-show-qr = 显示二维码
create-content-hide-qr = 隐藏二维码
create-content-qr-label = { $title } 链接的二维码
create-content-copy-failed = 此处无法复制。链接是 { $url }
