# /record 页面（issue 6）：页面框架和创建 mote 的三种方式。工具本身的文字在
# packages/creating/locales 中。

record-page-title = 录制 mote
record-page-heading = 录制 mote
record-page-lead = 录制语音留言、把文本转换为音频或上传音频文件，然后通过链接分享。任何拥有链接的人都可以收听，无需账户。
record-tabs-label = 创建 mote 的方式
record-tab-record = 录制
record-tab-text = 从文本生成
record-tab-upload = 上传
record-tool-off = 你的老师已关闭 { $tool }。
