# Totes (§2 /t/{id}, issue 6 item 9)：按顺序播放的一组有名称的录音。

tote-untitled = 未命名合集
tote-load-failed-title = 无法加载此合集
tote-count = { $count } 条录音
tote-empty = 此合集中没有可播放的内容：其中的录音已被删除或设为私密。
tote-position = 第 { $position } 条，共 { $count } 条：
tote-list-heading = 此合集中的录音
tote-now-playing = 正在播放
tote-now-selected = 已选中
tote-link-label = 此合集的链接
tote-qr-label = 此合集链接的二维码
tote-library-heading = 我的合集
tote-library-lead = 合集把多条录音放在一个名称和一个链接下，依次播放。
tote-library-empty = 你还没有合集。
tote-load-failed = 无法加载你的合集。
tote-make = 创建合集
tote-make-title = 创建合集
tote-name-label = 名称
tote-name-missing = 请为合集命名。
tote-make-pick = 此合集中的录音
tote-make-order-note = 按你勾选的顺序播放（最多 { $max } 条）。
tote-make-no-motes = 你还没有可放入合集的录音。
tote-make-position = 第 { $position } 条
tote-make-picked = 此合集中（按顺序）：{ $titles }
tote-make-none-picked = 请至少勾选一条录音。
tote-make-submit =
    { $count ->
        [0] 创建合集
       *[other] 用 { $count } 条录音创建合集
    }
tote-make-failed = 无法创建合集。
tote-made = “{ $title }”已可分享。
tote-rename-title = 重命名“{ $title }”
tote-rename-save = 保存名称
tote-rename-failed = 无法重命名此合集。
tote-deleted = 已删除“{ $title }”。其中的录音仍在你的资料库中。
tote-restored = “{ $title }”已恢复。
tote-restore-failed = 无法恢复“{ $title }”。请重试。
tote-delete-failed = 无法删除“{ $title }”。
