# /style-guide 的实时样式指南（仅在非生产环境中提供）。

style-guide-page-title = 样式指南
style-guide-heading = 设计系统样式指南
style-guide-lede = Motes 界面的每一个共享组件，实时呈现，并附上构建它们所用的数值。网站和 Mote Sidebar 使用相同的组件。此页面仅在非生产环境中提供。
style-guide-contents = 本页内容

## 颜色

style-guide-colours-heading = 颜色
style-guide-colours-intro = 一套紫色与粉色的配色。单元测试会检查表中每一组颜色是否符合 WCAG 2.2 AA 的对比度要求：文字为 4.5:1，焦点环和表单字段边框为 3:1。
style-guide-colour-text = 正文和标题
style-guide-colour-text-muted = 次要文字和说明文字
style-guide-colour-text-on-primary = 紫色、粉色和红色填充上的文字
style-guide-colour-surface = 页面和卡片背景
style-guide-colour-surface-raised = 浮起的面板
style-guide-colour-border = 分隔线和卡片边框
style-guide-colour-border-strong = 表单字段的边框
style-guide-colour-primary = 主要按钮和链接
style-guide-colour-primary-strong = 悬停时的主要按钮
style-guide-colour-primary-soft = 浅紫色背景
style-guide-colour-accent = 强调色和品牌渐变
style-guide-colour-accent-strong = 悬停时的强调色
style-guide-colour-accent-soft = 浅粉色背景
style-guide-colour-danger = 破坏性操作和错误
style-guide-colour-danger-strong = 悬停时的破坏性操作
style-guide-colour-focus-ring = 键盘焦点轮廓
style-guide-contrast-caption = 组件所用颜色组合的对比度
style-guide-contrast-foreground = 文字或线条
style-guide-contrast-background = 背景
style-guide-contrast-ratio = 对比度
style-guide-contrast-minimum = AA 最低要求
style-guide-contrast-value = { $ratio }:1

## 字体排印

style-guide-type-heading-section = 字体排印
style-guide-type-intro = Inter 以可变字体的形式随应用一起提供（字重 100 到 900，包含拉丁字符和拉丁扩展字符），因此不会从字体服务加载任何内容。阿拉伯文和中文使用系统字体。
style-guide-type-family = 字体栈：
style-guide-type-display = 展示
style-guide-type-heading = 标题
style-guide-type-body = 正文
style-guide-type-small = 小字
style-guide-type-sample = 录一段语音便笺，用链接分享，再读一读文字稿。
style-guide-type-weight = 字重 { $weight }

## 布局

style-guide-layout-heading = 布局
style-guide-layout-intro = 层级、断点和容器宽度，直接取自共享常量。
style-guide-layers-caption = 层级（z-index）
style-guide-breakpoints-caption = 断点
style-guide-containers-caption = 容器和导航栏
style-guide-containers-demo = 容器宽度（按比例）
style-guide-column-name = 名称
style-guide-column-z-index = z-index
style-guide-column-min-width = 宽度
style-guide-column-size = 尺寸
style-guide-px = { $value } px

## 按钮

style-guide-buttons-heading = 按钮
style-guide-buttons-intro = 四种样式，四种高度。加载中的按钮会显示旋转图标，如有提供，还会显示加载文字；除非要求保持可聚焦，否则它会被禁用。视觉上禁用的按钮仍可聚焦，以便读出禁用的原因。
style-guide-button-primary = 主要
style-guide-button-secondary = 次要
style-guide-button-ghost = 幽灵
style-guide-button-danger = 危险
style-guide-button-size = { $size } · { $px } px
style-guide-buttons-states = 状态
style-guide-button-record = 录音
style-guide-button-save = 保存
style-guide-button-saving = 正在保存……
style-guide-button-disabled = 已禁用
style-guide-button-share = 分享
style-guide-button-share-reason = 需要先录音才能分享。

## 提示横幅

style-guide-alerts-heading = 提示横幅
style-guide-alerts-intro = 六种类型的提示横幅，默认为错误类型。每个横幅都带有 alert 角色，因此屏幕阅读器会播报它。
style-guide-alert-error = 无法保存语音便笺。
style-guide-alert-warn = 达到时长上限时，录音会停止。
style-guide-alert-success = 你的语音便笺已经可以分享了。
style-guide-alert-info = 停止录音后不久，文字稿就会出现。
style-guide-alert-loading = 正在上传你的音频……
style-guide-alert-primary = 教师可以为自己的班级开启或关闭阅读工具。
style-guide-alerts-interactive = 带操作按钮，且可关闭
style-guide-alert-action-title = 上传中断
style-guide-alert-action-message = 上传音频时连接断开了。
style-guide-alert-retry = 重试
style-guide-alert-dismissible = 没有操作按钮时，可以用关闭按钮关闭提示。
style-guide-alert-show-again = 重新显示已关闭的提示

## 轻提示

style-guide-toasts-heading = 轻提示
style-guide-toasts-intro = 轻提示停留 4 秒，同时最多显示 3 条，可以滑动关闭。按 Alt+T 可将焦点移到轻提示上。
style-guide-toast-button = 显示 { $type } 类型的轻提示
style-guide-toast-success = 语音便笺已保存。
style-guide-toast-error = 无法保存语音便笺。请重试。
style-guide-toast-info = 链接已复制。
style-guide-toast-warning = 达到时长上限时，录音会停止。
style-guide-toast-loading = 正在转写你的语音便笺……
style-guide-toast-primary = 通过链接或二维码分享语音便笺。

## 加载波形

style-guide-wave-heading = 加载波形
style-guide-wave-intro = 一个带简短文字的波形，可以内嵌显示，也可以覆盖在某个区块或整个页面上。对于要求减少动效的用户，它会保持静止。
style-guide-wave-inline = 内嵌
style-guide-wave-overlay = 覆盖在卡片上
style-guide-wave-card-text = 加载结束前，卡片的内容位于覆盖层下方。
style-guide-wave-overlay-text = 正在加载文字稿……
style-guide-wave-fullscreen = 全屏
style-guide-wave-fullscreen-button = 显示全屏波形 2 秒

## 卡片

style-guide-cards-heading = 卡片
style-guide-cards-intro = 用于组织相关内容的容器：描边、浮起或扁平。
style-guide-cards-variants = 样式
style-guide-card-body = 卡片把相关的内容组织在一起，例如一段语音便笺及其文字稿。

## 对话框

style-guide-dialog-heading = 对话框
style-guide-dialog-intro = 模态对话框：打开时，背后的页面不可交互。按 Esc 键或点击深色遮罩只会关闭最上层的对话框，并且每次关闭都会报告原因。
style-guide-dialog-open = 打开对话框
style-guide-dialog-last-reason = 上次关闭的原因：{ $reason }
style-guide-dialog-title = 分享语音便笺
style-guide-dialog-description = 选择谁可以收听。
style-guide-dialog-body = 打开第二个对话框，然后按 Esc 键：只有第二个对话框会关闭。
style-guide-dialog-cancel = 取消
style-guide-dialog-open-nested = 选择班级
style-guide-dialog-nested-title = 选择班级
style-guide-dialog-nested-body = 这个对话框位于第一个对话框之上。
style-guide-dialog-done = 完成

## 下拉菜单

style-guide-dropdowns-heading = 下拉菜单
style-guide-dropdowns-intro = 宽 215 px 的菜单，有八种放置位置。窗口空间不足时，菜单会翻转到另一侧，左右方向随阅读方向而定。按 Esc 键、点击外部、按 Tab 键、焦点移开或选择某一项时，菜单都会关闭。
style-guide-dropdowns-click = 点击时打开
style-guide-dropdowns-hover = 悬停或聚焦 100 ms 后打开
style-guide-dropdown-hover-label = 创作工具
style-guide-dropdown-record = 录音
style-guide-dropdown-upload = 上传音频
style-guide-dropdown-generate = 由文字生成
style-guide-dropdown-unavailable = 不可用的选项

## 工具提示

style-guide-tooltips-heading = 工具提示
style-guide-tooltips-intro = 工具提示在悬停或聚焦 50 ms 后打开，离开 25 ms 后关闭；默认显示在上方。按 Esc 键可将其隐藏。
style-guide-tooltip-content = 显示在 { $placement } 一侧

## 头像

style-guide-avatars-heading = 头像
style-guide-avatars-intro = 优先显示图片，没有图片时显示姓名首字母，再没有则显示标注为“通用头像”的图标。
style-guide-avatars-sizes = 尺寸
style-guide-avatar-size = { $size } · { $px } px
style-guide-avatars-kinds = 类型
style-guide-avatar-image = 图片
style-guide-avatar-initials = 首字母
style-guide-avatar-fallback = 备用图标
style-guide-avatar-custom = 自定义图标
style-guide-avatar-custom-alt = 音频便笺
style-guide-avatar-bordered = 带边框

## 导航组件

style-guide-navigation-heading = 汉堡菜单按钮和链接
style-guide-navigation-intro = 移动端菜单开关和链接：应用内路径无需重新加载页面即可跳转，网址是普通链接，在新标签页打开的链接不带 opener 和 referrer，禁用的链接不可交互。
style-guide-hamburger = 汉堡菜单开关（{ $size } px）
style-guide-hamburger-panel = 这个面板随开关打开和关闭。
style-guide-links = 链接
style-guide-link-internal = 价格（应用内链接）
style-guide-link-external = WCAG 2.2 概述（外部链接）
style-guide-link-blank = WCAG 2.2 概述（在新标签页中打开）
style-guide-link-disabled = 不可用的链接（已禁用）

## 视频

style-guide-video-heading = 视频播放器
style-guide-video-intro = 一个 16/9 的预览图，点击“播放视频”按钮后，会替换为浏览器自带的播放器，并带有字幕。
style-guide-video-title = 网页上的 Mote Sidebar
style-guide-video-captions = 英语
