### 设计系统组件（简体中文）

## Alert bar

alert-bar-close = 关闭消息

## Banner

banner-close = 关闭横幅

## Button

button-continue = 继续

## External link

external-link-new-window = 在新窗口中打开

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
