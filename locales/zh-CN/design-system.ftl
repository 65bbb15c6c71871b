### 设计系统组件（简体中文）

## Alert bar

alert-bar-close = 关闭消息

## App error screen

app-error-screen-general-heading = 常规应用程序错误
app-error-screen-general-message = 出了点问题。请稍后重试。
app-error-screen-query-parameter-violation-heading = 错误的请求：查询参数无效
app-error-screen-invalid-session-heading = 会话无效
app-error-screen-invalid-session-message = 请退出并重新登录。

## Banner

banner-close = 关闭横幅

## Button

button-continue = 继续

## Dialog

dialog-close = 关闭

## External link

external-link-new-window = 在新窗口中打开

## Language selector

language-selector-label = 选择语言
language-selector-close = 关闭语言列表
language-selector-browser-default = 浏览器默认

## Page layout

illustrations-word-mark = { -product-name } 账户
layout-continue-to-service-subheading = 以继续使用 { $serviceName }
layout-continue-to-service-heading = 继续前往 { $serviceName }
layout-for-your-account = 用于您的 { -product-name } 账户

## Loading spinner

loading-spinner-label = 正在加载…

## Password field

password-field-show = 显示密码

## Status icons: each icon's accessible name

status-icons-alert = 提醒
status-icons-attention = 注意
status-icons-warning = 警告
status-icons-backup-codes-enabled = 备用验证码已启用
status-icons-backup-codes-disabled = 备用验证码已停用
status-icons-recovery-sms-enabled = 恢复短信已启用
status-icons-recovery-sms-disabled = 已停用
status-icons-enabled = 已启用
status-icons-success = 成功
status-icons-check = 对勾
status-icons-close = 关闭消息
status-icons-error = 错误
status-icons-information = 信息
status-icons-lightbulb = 灯泡

## Illustrations: each one's accessible description

illustrations-cloud-key = 一朵带钥匙的云
illustrations-password-chat = 挂锁旁边有一个含隐藏密码的聊天气泡
illustrations-email-code = 带有隐藏验证码和箭头的信封
illustrations-phone-code = 显示隐藏数字和挂锁的手机
illustrations-lightbulb = 一个灯泡
illustrations-bell = 一个通知铃铛
illustrations-recovery-document = 带有隐藏字符和代码徽章的文档
illustrations-connected-devices = 带爱心的显示器和两部手机
illustrations-success-pill = 绿色胶囊形中的对勾
illustrations-sync-arrows = 两个绕圈旋转的箭头
illustrations-copied-code = 气泡中带有隐藏代码的剪贴板
illustrations-devices-code = 带代码括号的手机和笔记本电脑
illustrations-sync-clouds = 两朵云之间有箭头
illustrations-password-changed = 带对勾的挂锁
footer-links-label = 法律信息
link-back = 返回
