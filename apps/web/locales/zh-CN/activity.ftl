# 我的活动（§2 /activity，issue 6 第 9 项）：用户的 mote，最新的在前。

activity-title = 我的活动
activity-lead = 你用 Motes 制作的所有内容，最新的在前。
activity-record = 录制 mote
activity-search-label = 按标题或文字稿搜索你的 mote
activity-list-heading = 你的 mote
activity-results-heading = 与“{ $query }”匹配的 mote
activity-results-count =
    { $more ->
        [yes] 找到超过 { $count } 个 mote。
       *[no] 找到 { $count } 个 mote。
    }
activity-loading = 正在加载你的 mote ...
activity-load-failed = 无法加载你的 mote。请稍后再试。
activity-try-again = 重试
activity-load-more = 加载更多
activity-no-results = 没有与“{ $query }”匹配的 mote。请换个词试试。
activity-empty-heading = 还没有 mote
activity-empty-body = 你录制的语音笔记、由文字生成的音频和你上传的录音都会列在这里，每条都附有链接和收听次数。
activity-empty-record = 录制你的第一条 mote

## 单条 mote

activity-kind-recording = 录音
activity-kind-upload = 上传
activity-kind-generated = 由文字生成
activity-duration-label = 时长：
activity-plays = 播放 { $plays } 次 · { $heard } 人听过
activity-transcript-none = 此语言没有文字稿
activity-transcript-pending = 文字稿生成中
activity-transcript-done = 文字稿已就绪
activity-transcript-failed = 文字稿生成失败
activity-transcript-disabled = 没有文字稿
activity-open = 打开
activity-copy-link = 复制链接
activity-qr-code = 二维码
activity-qr-title = “{ $title }”的二维码
activity-qr-description = 用手机相机扫描即可打开这条 mote，也可以保存下来打印。
activity-link-copied = 链接已复制。
activity-link-copy-failed = 你的浏览器不允许我们复制链接。链接如下：{ $url }
activity-rename = 重命名
activity-rename-label = 新标题
activity-rename-hint = 按 Enter 保存，按 Esc 取消。
activity-rename-save = 保存标题
activity-rename-empty = 请为这条 mote 输入标题。
activity-rename-too-long = 标题最多 { $max } 个字符。
activity-cancel = 取消
activity-close = 关闭
activity-save-failed = 无法保存你的更改。请重试。
activity-transcript = 文字稿
activity-delete = 删除

## 删除和撤销

activity-deleted = 已删除“{ $title }”。
activity-undo = 撤销
activity-restored = “{ $title }”已恢复。
activity-delete-failed = 无法删除“{ $title }”。请重试。
activity-restore-failed = 无法恢复“{ $title }”。请重试。

## 文字稿

activity-transcript-title = “{ $title }”的文字稿
activity-transcript-label = 文字稿内容
activity-transcript-timings-note = 保存编辑过的文字稿后，逐词时间信息会被删除，分享页面将显示文字，但播放时不再逐词高亮。
activity-transcript-plain-note = 修改或编写文字稿。它会显示在这条 mote 的分享页面上。
activity-transcript-pending-note = 自动文字稿仍在生成中。如果你现在保存自己的文字，它会取而代之。
activity-transcript-too-long = 文字稿最多 { $max } 个字符。
activity-transcript-save = 保存文字稿

## 免费 mote（issue 6 第 8 项），录音器中也会显示

free-motes-left = 剩余 { $available } / { $total } 条免费 mote
free-motes-resets = 将于 { $date } 重置
free-motes-exhausted-title = 你的免费 mote 已用完
free-motes-exhausted-body = 你已用完本周期的全部 { $total } 条免费 mote，暂时无法录制新的 mote。
free-motes-exhausted-body-dated = 你已用完本周期的全部 { $total } 条免费 mote，在 { $date } 之前无法录制新的 mote。
free-motes-upgrade-link = 查看套餐，升级后可无限制录制 mote
