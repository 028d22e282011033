# 我的动态（§2 /activity）：在可以制作 mote 之前，如实显示的空状态。

activity-title = 我的动态
activity-lead = 你用 Motes 制作的一切，按从新到旧排列。
activity-empty-heading = 暂无动态
activity-empty-body = 此页面将列出你录制的语音便笺、由文字生成的音频和你上传的录音，每一项都附有链接，并显示谁听过。
activity-empty-now = 录音和分享功能仍在开发中，所以目前还没有可列出的内容。在此期间，你可以设置你的账户（选择朗读速度，为荧光笔颜色命名），或者了解如何安装 Mote Sidebar 浏览器扩展程序。
activity-action-account = 设置你的账户
activity-action-extension = 安装 Mote Sidebar
