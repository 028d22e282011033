# 我的批注（/my-annotations，issue 7 item 4）：高亮工具按页面列出的高亮，以及词汇表。
# 颜色名称是用户自己的（§3）。

annotations-title = 我的批注
annotations-lead = 你用 Motes 扩展高亮的段落（按页面排列），以及你收集的词语。
annotations-filter-label = 显示以下颜色的高亮
annotations-filter-all = 所有颜色
annotations-export-csv = 导出为 CSV
annotations-export-json = 导出为 JSON
annotations-export-failed = 无法导出你的批注。请重试。
annotations-highlights-heading = 高亮
annotations-loading = 正在加载你的高亮 ...
annotations-load-failed = 无法加载你的高亮。请稍后重试。
annotations-try-again = 重试
annotations-load-more = 加载更多
annotations-empty = 还没有高亮。在任意页面上选中文字，打开 Motes 侧边栏，然后选择一种高亮颜色。
annotations-empty-filtered = { $label } 还没有高亮。
annotations-untitled-page = 无标题页面
annotations-note = 备注：{ $note }
annotations-remove = 删除
annotations-remove-label = 删除高亮“{ $text }”
annotations-removed = 已删除高亮。
annotations-remove-failed = 无法删除该高亮。请重试。

## 词汇

annotations-vocabulary-heading = 词汇
annotations-vocabulary-lead = 你用蓝色“词汇”高亮笔标出的词语会收集在这里。
annotations-vocabulary-loading = 正在加载你的词汇表 ...
annotations-vocabulary-empty = 还没有词语。
annotations-vocabulary-load-failed = 无法加载你的词汇表。请稍后重试。
annotations-word-remove-label = 从词汇表中删除“{ $word }”
annotations-word-removed = 已从词汇表中删除“{ $word }”。
annotations-word-remove-failed = 无法删除“{ $word }”。请重试。
