# 无处可去的分享链接 /m/{id} 和 /t/{id}（§2）：如实的“未找到”页面。

share-mote-not-found-title = 未找到录音
share-mote-not-found-heading = 找不到这段录音
share-mote-what = 链接 { $path } 本应打开一个 mote：即某人用 Motes 录制的简短语音便笺，任何人无需账户即可播放，并可对照文字稿阅读。
share-tote-not-found-title = 未找到分享的内容
share-tote-not-found-heading = 找不到这项分享的内容
share-tote-what = 链接 { $path } 本应打开某位 Motes 用户与你分享的内容。
share-not-yet = 这个地址没有分享任何内容：它可能已被所有者删除或设为私密，也可能链接不完整。
share-ask-sender = 如果是别人发给你的链接，请让对方检查后重新发送。
share-link-product = Motes 是什么？
share-link-home = 前往 Motes 首页
