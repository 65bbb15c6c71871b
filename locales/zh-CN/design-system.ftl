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
language-selector-browser-default = 浏览器默认
language-selector-option = { $nativeName } ({ $englishName })

## Page layout

layout-logo-alt = { -product-name } 账户
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
