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
email-unblock-code-subject = 您的解锁码：{ $code }
email-unblock-code-heading = 是您本人在登录吗？
email-unblock-code-intro = 为了您的安全，登录已暂停。输入此验证码以继续：
email-unblock-code-expiry = 此验证码在 { $minutes } 分钟内有效。
email-unblock-code-ignore = 如果您没有尝试登录，请立即更改密码。
email-step-up-code-subject = 您的验证码：{ $code }
email-step-up-code-heading = 确认是您本人在更改设置
email-step-up-code-intro = 输入此验证码以继续：
email-step-up-code-expiry = 此验证码在 { $minutes } 分钟内有效。
email-step-up-code-ignore = 如果这不是您本人的请求，请立即更改密码。

email-secondary-email-code-subject = 您的确认码：{ $code }
email-secondary-email-code-heading = 确认您的新电子邮件地址
email-secondary-email-code-intro = 输入此代码即可将此地址添加到您的账户：
email-secondary-email-code-expiry = 此验证码在 { $minutes } 分钟内有效。
email-secondary-email-code-ignore = 如果您没有要求添加此地址，可以忽略此邮件。

## Text messages. $code is the six-digit code.

sms-recovery-phone-setup = { $code } 是您用于添加此恢复手机的 { -product-name } 账户验证码。请勿与他人分享。
sms-recovery-phone-signin = { $code } 是您的 { -product-name } 账户登录码。请勿与他人分享。
server-product-title = { -product-name } 账户
