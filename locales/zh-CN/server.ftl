### 服务器字符串（简体中文）

## Emails carrying one-time codes. $code is the code, $minutes how long it works.

email-signup-code-subject = 您的确认码：{ $code }
email-signup-code-heading = 确认您的账户
email-signup-code-intro = 输入此验证码以完成账户创建：
email-signup-code-expiry = 此验证码在 { $minutes } 分钟内有效。
email-signup-code-ignore = 如果您没有创建账户，可以忽略此邮件。
email-login-code-subject = 您的登录码：{ $code }
email-login-code-heading = 确认是您本人在登录
email-login-code-intro = 输入此验证码以完成登录：
email-login-code-expiry = 此验证码在 { $minutes } 分钟内有效。
email-login-code-ignore = 如果您没有尝试登录，请立即更改密码。
email-footer = Orbit 账户
