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

## Status icons: each icon's accessible name

status-icon-alert = 提醒
status-icon-attention = 注意
status-icon-warning = 警告
status-icon-backup-codes-enabled = 备用验证码已启用
status-icon-backup-codes-disabled = 备用验证码已停用
status-icon-recovery-sms-enabled = 恢复短信已启用
status-icon-recovery-sms-disabled = 已停用
status-icon-enabled = 已启用
status-icon-success = 成功
status-icon-check = 对勾
status-icon-close = 关闭消息
status-icon-error = 错误
status-icon-information = 信息
status-icon-lightbulb = 灯泡
