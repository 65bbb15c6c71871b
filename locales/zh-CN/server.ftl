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

## Emails telling of a change to the account. $email is the account's address.

email-two-step-enabled-subject = 两步验证已开启
email-two-step-enabled-heading = 两步验证已开启
email-two-step-enabled-intro = 现在登录 { $email } 时，输入密码后还需要输入身份验证器应用中的验证码或一个备用验证码。
email-two-step-enabled-details = 已登录您账户的所有其他浏览器和设备均已退出登录，它们再次登录时将需要完成第二步验证。请妥善保管您的备用验证码。
email-two-step-enabled-ignore = 如果不是您开启了两步验证，请立即更改密码，并在设置中查看账户的近期活动。
email-two-step-replaced-subject = 您的身份验证器应用已更换
email-two-step-replaced-heading = 两步验证现已使用新的身份验证器应用
email-two-step-replaced-intro = 现在登录 { $email } 时，需要输入您刚刚设置的身份验证器应用中的验证码；之前应用中的验证码已失效。
email-two-step-replaced-details = 已登录您账户的所有其他浏览器和设备均已退出登录。
email-two-step-replaced-ignore = 如果不是您更换了身份验证器应用，请立即更改密码，并在设置中查看账户的近期活动。
email-two-step-disabled-subject = 两步验证已关闭
email-two-step-disabled-heading = 两步验证已关闭
email-two-step-disabled-intro = 现在登录 { $email } 时，不再需要输入身份验证器应用中的验证码。
email-two-step-disabled-details = 您的备用验证码和恢复手机已被一并移除。
email-two-step-disabled-ignore = 如果不是您关闭了两步验证，请立即更改密码，重新开启两步验证，并在设置中查看账户的近期活动。
email-passkey-added-subject = 您的账户添加了一个通行密钥
email-passkey-added-heading = 已添加通行密钥
email-passkey-added-intro = 新的通行密钥现在可以单独登录 { $email }，无需您的密码。
email-passkey-added-details = 您可以在设置中查看、重命名和移除您的通行密钥。
email-passkey-added-ignore = 如果您没有添加通行密钥，请立即在设置中移除它，更改密码并查看账户的近期活动。

email-passkey-removed-subject = 您的账户移除了一个通行密钥
email-passkey-removed-heading = 已移除通行密钥
email-passkey-removed-intro = 一个通行密钥已无法再登录 { $email }。
email-passkey-removed-details = 您的其他通行密钥和密码仍然有效。
email-passkey-removed-ignore = 如果您没有移除此通行密钥，请立即更改密码，并在设置中查看账户的近期活动。

email-backup-codes-replaced-subject = 已生成新的备用验证码
email-backup-codes-replaced-heading = 您有了新的备用验证码
email-backup-codes-replaced-intro = 已为 { $email } 生成一组新的备用验证码。
email-backup-codes-replaced-details = 您之前的验证码已失效。请妥善保管新的验证码：在无法使用身份验证器应用时，每个验证码可使用一次。
email-backup-codes-replaced-ignore = 如果不是您生成了新的备用验证码，请立即更改密码，并在设置中查看账户的近期活动。
email-recovery-key-created-subject = 已创建账户恢复密钥
email-recovery-key-created-heading = 您的账户已有恢复密钥
email-recovery-key-created-intro = 刚刚在设置中为 { $email } 创建了账户恢复密钥。
email-recovery-key-created-details = 如果忘记密码，您可以用此密钥重置密码并保留已同步的数据。请将密钥保存在安全的地方。
email-recovery-key-created-ignore = 如果不是您创建的，请立即更改密码，在设置中删除该密钥，并查看账户的近期活动。
email-recovery-key-replaced-subject = 您的账户恢复密钥已被替换
email-recovery-key-replaced-heading = 您的账户有了新的恢复密钥
email-recovery-key-replaced-intro = 刚刚在设置中为 { $email } 创建了新的账户恢复密钥。
email-recovery-key-replaced-details = 您之前的密钥已失效。请将新密钥保存在安全的地方。
email-recovery-key-replaced-ignore = 如果不是您创建的，请立即更改密码，在设置中删除该密钥，并查看账户的近期活动。
email-recovery-key-removed-subject = 您的账户恢复密钥已删除
email-recovery-key-removed-heading = 您的账户恢复密钥已删除
email-recovery-key-removed-intro = 刚刚在设置中删除了 { $email } 的账户恢复密钥。
email-recovery-key-removed-details = 该密钥已失效。没有密钥时，重置忘记的密码会丢失已同步的数据；您可以在设置中创建新密钥。
email-recovery-key-removed-ignore = 如果不是您删除的，请立即更改密码，并在设置中查看账户的近期活动。
email-password-changed-subject = 您的密码已更改
email-password-changed-heading = 您的密码已更改
email-password-changed-intro = { $email } 的密码刚刚在设置中被更改。
email-password-changed-details = 已登录您账户的所有其他设备和服务均已退出登录。请使用新密码在这些设备和服务上重新登录；您同步的数据已保留。
email-password-changed-ignore = 如果不是您更改了密码，请立即重置密码，并在设置中查看账户的近期活动。
email-password-created-subject = 您的账户已设置密码
email-password-created-heading = 您已创建密码
email-password-created-intro = 刚刚在设置中为 { $email } 创建了密码。
email-password-created-details = 除了之前的登录方式外，您现在还可以使用电子邮件地址和此密码登录。
email-password-created-ignore = 如果不是您创建了密码，请立即重置密码，并在设置中查看账户的近期活动。

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
push-signin-title = 正在登录 { -product-name }？
push-signin-body = 选择此处查看这次登录，如果是您本人，请批准。
