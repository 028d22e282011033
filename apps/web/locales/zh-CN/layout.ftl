# 每个页面的框架：跳转链接、导航栏（§2）、页脚（§2）、语言切换器。

layout-skip-link = 跳到主要内容

layout-page-failed-title = 无法显示此页面
layout-page-failed-body = 加载此页面时出错。重新加载通常可以解决问题。
layout-page-failed-reload = 重新加载页面

## 导航栏

nav-main-label = 主要
nav-account-label = 账户
nav-mobile-toggle = 菜单

nav-link-product = 产品
nav-link-pricing = 价格
nav-menu-solutions = 解决方案
nav-link-diverse-learners = 多样化学习者
nav-link-assessment = 评估
nav-link-translation = 翻译
nav-link-administration = 学校管理
nav-menu-resources = 资源
nav-link-learning-zone = 学习专区
nav-link-courses = 自定进度课程
nav-link-support = 支持
nav-link-impact = ESSA 与成效
nav-link-privacy = 隐私中心
nav-link-community = 新闻与讨论
nav-link-expert = 咨询专家

nav-action-login = 登录
nav-action-start-free-trial = 开始免费试用
nav-action-sign-in = 登录
nav-action-sign-up-free = 免费注册
nav-action-go-to-dashboard = 前往仪表板
nav-action-admin = 管理
nav-action-sign-out = 退出登录

nav-account-my-account = 我的账户
nav-account-my-activity = 我的动态
nav-account-my-annotations = 我的批注
nav-account-admin = 管理
nav-account-sign-out = 退出登录

## 页脚

footer-tagline = 为每间教室提供语音便笺、朗读和翻译。
footer-nav-label = 页脚
footer-heading-customers = 用户群体
footer-heading-solutions = 解决方案
footer-heading-company = 公司
footer-heading-product = 产品
footer-heading-use-cases = 使用场景

footer-link-elementary-teachers = 小学教师
footer-link-middle-high-school-teachers = 中学教师
footer-link-language-teachers = 语言教师
footer-link-learners-with-special-needs = 有特殊需要的学习者
footer-link-emerging-bilingual-learners = 新兴双语学习者
footer-link-schools = 学校
footer-link-professors-and-faculty = 教授与高校教师
footer-link-content-creators = 内容创作者

footer-link-verbal-feedback = 口头反馈
footer-link-developing-student-speaking-and-listening-skills = 听说能力
footer-link-accommodating-diverse-learners = 为多样化学习者提供支持
footer-link-assessing-student-speaking-and-listening-skills = 听说能力评估
footer-link-dictation = 语音听写
footer-link-voice-translation = 语音翻译
footer-link-school-administrators = 学校管理者

footer-link-about = 关于我们
footer-link-impact = ESSA 与成效
footer-link-accessibility = 无障碍
footer-link-privacy = 隐私中心
footer-link-terms = 条款
footer-link-careers = 招聘
footer-link-press = 媒体
footer-link-conference-2023 = 2023 年会议
footer-link-status = 服务状态

footer-link-product = 产品
footer-link-features = 功能
footer-link-pricing = 价格
footer-link-compare = 比较
footer-link-chrome = Chrome 扩展程序
footer-link-courses = 自定进度课程
footer-link-learning-zone = 学习专区
footer-link-for-feedback = 反馈
footer-link-connect-with-all-learners = 连接每一位学习者
footer-link-diverse-learners = 多样化学习者
footer-link-for-language-learning = 语言学习

footer-social-label = { $brand } 的社交媒体
footer-social-instagram = Instagram 上的 { $brand }（在新标签页中打开）
footer-social-facebook = Facebook 上的 { $brand }（在新标签页中打开）
footer-social-twitter = Twitter 上的 { $brand }（在新标签页中打开）
footer-social-youtube = YouTube 上的 { $brand }（在新标签页中打开）
footer-social-tiktok = TikTok 上的 { $brand }（在新标签页中打开）

footer-language-label = 语言
footer-copyright = © { $year } { $brand }
