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
email-unblock-code-link = 举报此次登录
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

## The forgotten-password reset.
email-password-forgot-code-subject = 您的密码重置码：{ $code }
email-password-forgot-code-heading = 重置您的密码
email-password-forgot-code-intro = 输入此代码以重置您账户的密码：
email-password-forgot-code-expiry = 此代码在 { $minutes } 分钟内有效。
email-password-forgot-code-ignore = 如果您没有请求重置密码，可以忽略此邮件：您的密码保持不变。
email-password-reset-subject = 您的密码已更改
email-password-reset-heading = 您的密码已重置
email-password-reset-intro = { $email } 的密码刚刚被重置。
email-password-reset-details = 已登录您账户的所有设备和服务均已退出登录。请使用新密码重新登录。
email-password-reset-ignore = 如果不是您重置了密码，请立即再次重置，并在设置中查看账户的近期活动。
email-password-reset-recovery-key-subject = 您的密码已更改
email-password-reset-recovery-key-heading = 您的密码已通过账户恢复密钥重置
email-password-reset-recovery-key-intro = { $email } 的密码刚刚通过您的账户恢复密钥重置，因此您同步的数据已保留。
email-password-reset-recovery-key-details = 该恢复密钥已失效：请在设置中创建新的密钥。已登录您账户的所有设备和服务均已退出登录。
email-password-reset-recovery-key-ignore = 如果不是您重置了密码，请立即再次重置，并在设置中查看账户的近期活动。
sms-recovery-phone-reset = { $code } 是您用于重置密码的 { -product-name } 验证码。请勿分享。
