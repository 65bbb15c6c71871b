### 应用字符串（简体中文）

## Cookies disabled: shown when the browser keeps the product from using local storage or cookies.

cookies-disabled-heading = 需要启用本地存储和 Cookie
cookies-disabled-text = 请在浏览器中启用 Cookie 和本地存储，以访问您的 { -product-name } 账户。
cookies-disabled-learn-more = 详细了解
cookies-disabled-try-again = 重试

## Entry page: the email-first step that leads to sign-in or sign-up.

entry-heading = 输入您的电子邮件地址
entry-subheading = 继续使用您的 { -product-name } 账户
entry-oauth-error-heading = 无法使用此登录请求
entry-email-label = 电子邮件地址
entry-submit = 注册或登录
entry-suggestion-text = 您是不是要输入 { $suggestion }？
entry-suggestion-use = 使用 { $suggestion }
entry-suggestion-keep = 再次提交即可保留您输入的地址。

## Page not found: shown for any address the product does not serve.

errors-not-found-heading = 找不到页面
errors-not-found-text = 您请求的页面不存在，或已不在此处。
errors-not-found-home-link = 前往 { -product-name } 账户主页

## Reporting a sign-in: reached from the link in the email with an unblock
## code, when the person did not try to sign in.

report-signin-heading = 举报未经授权的登录？
report-signin-text = 您收到了一封邮件，其中的验证码可用于允许登录您的账户。如果您没有尝试登录，请举报，该验证码将随即失效。
report-signin-submit = 举报活动
report-signin-failed-heading = 无法举报此次登录
report-signin-damaged-text = 您点击的链接缺少字符，可能已被您的电子邮件客户端损坏。请仔细复制地址，然后重试。
report-signin-used-text = 此邮件中的验证码已失效：它已被使用、已被举报或已过期。如果您没有尝试登录，请重置密码以确保账户安全。
signin-reported-heading = 感谢您的警惕
signin-reported-text = 感谢您告知我们。邮件中的验证码已失效，因此无法用来登录您的账户。
signin-reported-advice = 可能有人知道您的密码。请立即重置密码，以确保账户安全。
report-reset-password = 重置您的密码

## Password reset: the address, the emailed code, the way to prove it is the account's owner, the recovery key, the new password.

reset-password-heading = 重置您的密码
reset-password-lead = 我们将向您的电子邮箱发送确认码。
reset-password-email-label = 电子邮件地址
reset-password-submit = 发送验证码
reset-password-remembered = 想起密码了？登录
reset-code-instruction = 请在 5 分钟内输入我们发送到 { $email } 的 6 位验证码。
reset-code-expired-text = 选择下方的“通过电子邮件发送新验证码”获取新验证码，然后在此处输入。
reset-choice-heading = 选择继续的方式
reset-choice-factor-instruction = 您的账户已开启两步验证：请通过您设置的其中一种方式确认是您本人。
reset-choice-key-instruction = 您的账户设有账户恢复密钥，可在重置密码时保留您同步的数据。
reset-choice-factor-label = 确认方式
reset-choice-totp = 身份验证应用
reset-choice-backup-code = 备用验证码（剩余 { $count } 个）
reset-choice-phone = 尾号为 { $phone } 的恢复手机
reset-choice-key-label = 您同步的数据
reset-choice-use-key = 使用我的账户恢复密钥保留数据
reset-choice-without-key = 不使用账户恢复密钥继续（同步的数据将会丢失）
reset-continue = 继续
reset-totp-heading = 输入身份验证码
reset-totp-instruction = 输入身份验证器应用中的 6 位验证码。
reset-other-way = 选择其他方式
reset-backup-code-heading = 输入备用验证码
reset-backup-code-instruction = 输入您在设置两步验证时保存的一次性验证码之一。
reset-backup-code-label = 输入 10 位验证码
reset-phone-heading = 输入恢复码
reset-phone-instruction = 6 位验证码已通过短信发送到尾号为 { $phone } 的手机号码。此验证码将在 5 分钟后失效。
reset-phone-resend = 重新发送验证码
reset-phone-resent = 新的验证码已发送到您的手机。
reset-key-heading = 输入您的账户恢复密钥
reset-key-instruction = 您的账户恢复密钥可保留您同步的数据。密钥共 32 个字符，每 4 个一组。
reset-key-label = 账户恢复密钥
reset-key-description = 字母和数字；空格和短横线会被忽略。
reset-key-submit = 确认账户恢复密钥
reset-key-missing = 没有账户恢复密钥？
reset-new-password-heading = 创建新密码
reset-new-password-label = 新密码
reset-new-password-confirm-label = 再次输入新密码
reset-new-password-submit = 重置密码
reset-data-loss-heading = 您同步的数据将会丢失
reset-data-loss-text = 与您账户同步的数据（如密码、书签和历史记录）使用只有您的密码或账户恢复密钥才能打开的密钥加密。在没有它们的情况下重置会生成新的密钥，因此您账户中存储的同步数据将无法再读取。您的设备会保留各自的副本。
reset-data-loss-use-key = 改用我的账户恢复密钥
reset-data-kept-text = 您的账户恢复密钥已打开您同步的数据。这些数据将继续保存在您的账户中，并受新密码保护。
reset-verified-heading = 您的密码已重置
reset-verified-text = 您已使用新密码登录。所有其他设备均已退出登录。
reset-verified-key-heading = 您的密码已重置，数据已保留
reset-verified-key-text = 您同步的数据已保留。您的账户恢复密钥已被用掉：请在设置中创建新的密钥，以便下次也能保护您的数据。
reset-verified-sign-in-text = 请使用新密码登录以继续。
reset-verified-continue = 继续
reset-verified-sign-in = 登录

## Settings: the frame of every settings page, the settings home, the step-up dialog and the display name page.

settings-title = 设置
settings-heading = 账户设置
settings-nav-label = 设置
settings-nav-toggle = 设置菜单
settings-nav-profile = 个人资料
settings-nav-security = 安全
settings-nav-connected-services = 已连接的服务
settings-nav-linked-accounts = 已关联的账户
settings-nav-subscriptions = 订阅
settings-nav-data-collection = 数据收集和使用
settings-nav-language = 语言
settings-nav-delete-account = 删除账户
settings-sign-out = 退出
settings-back = 返回设置
settings-section-profile = 个人资料
settings-avatar-label = 默认头像，字母 { $letter }
settings-avatar-custom-label = 您的头像
settings-row-display-name = 显示名称
settings-row-display-name-none = 无
settings-row-primary-email = 主电子邮件地址
settings-row-secondary-emails = 辅助电子邮件地址
settings-row-secondary-emails-none = 无
settings-email-unconfirmed = 未确认
settings-section-security = 安全
settings-row-password = 密码
settings-row-password-set = 已设置
settings-row-password-none = 尚未设置密码
settings-row-two-step = 两步验证
settings-row-two-step-on = 开启
settings-row-two-step-off = 关闭
settings-row-backup-codes = 备用验证码
settings-row-backup-codes-count = 剩余 { $count } 个验证码
settings-row-backup-codes-none = 无
settings-row-recovery-phone = 恢复手机
settings-row-recovery-phone-none = 未设置
settings-row-recovery-key = 账户恢复密钥
settings-row-recovery-key-set = 已设置
settings-row-recovery-key-none = 未设置
settings-section-connected-services = 已连接的服务
settings-connected-services-count = 有 { $count } 个设备和应用已登录您的账户。
settings-section-linked-accounts = 已关联的账户
settings-linked-accounts-none = 未关联任何第三方账户。
settings-linked-account-google = Google
settings-linked-account-apple = Apple
settings-section-subscriptions = 订阅
settings-subscriptions-none = 您没有任何订阅。
settings-section-data-collection = 数据收集和使用
settings-data-collection-on = 已开启共享技术和交互数据以帮助改进产品。
settings-data-collection-off = 已关闭共享技术和交互数据以帮助改进产品。
settings-section-language = 语言
settings-language-description = 这些页面的语言。每个页面底部的语言菜单也可以更改它。
settings-section-delete-account = 删除账户
settings-delete-account-description = 永久删除您的账户、其设置及其保存的数据。
settings-promo-recovery-key-heading = 使用账户恢复密钥保护您的账户
settings-promo-recovery-key-description = 如果忘记密码，恢复密钥可让您重置密码而不丢失已同步的数据。
settings-promo-recovery-key-link = 查看您的安全设置
settings-promo-recovery-phone-heading = 添加恢复手机
settings-promo-recovery-phone-description = 如果丢失了身份验证应用，可以通过发送到手机的验证码登录。
settings-promo-recovery-phone-link = 查看您的安全设置
settings-step-up-heading = 确认是您本人
settings-step-up-description = 为保护您的账户，请输入我们发送到 { $email } 的验证码。验证码将在 { $minutes } 分钟后过期。
settings-step-up-cancel = 取消
settings-save = 保存
settings-cancel = 取消
settings-action-add = 添加
settings-action-change = 更改
settings-display-name-heading = 显示名称
settings-display-name-label = 输入显示名称
settings-display-name-help = 向您和您登录的服务显示。留空即可删除。
settings-display-name-characters = 显示名称不能包含控制字符、代理字符或私用字符。
settings-display-name-length = 显示名称最多 { $max } 个字符。
settings-display-name-saved = 显示名称已更新
settings-action-recent-activity = 查看最近活动
settings-activity-heading = 最近活动
settings-activity-description = 您账户的安全事件，最新的在前。如有您不认识的事件，请更改密码。
settings-activity-empty = 暂无活动。
settings-activity-retry = 重试
settings-event-account-create = 账户已创建
settings-event-account-verify = 账户已确认
settings-event-account-login = 已登录
settings-event-session-verify = 登录已确认
settings-event-session-destroy = 已退出登录
settings-event-password-changed = 密码已更改
settings-event-password-reset = 密码已重置
settings-event-display-name-changed = 显示名称已更改
settings-event-login-unblocked = 已用邮件中的验证码解除登录限制
settings-event-login-unblock-rejected = 解除登录限制的验证码错误
settings-event-two-factor-added = 两步验证已开启
settings-event-two-factor-removed = 两步验证已关闭
settings-event-two-factor-replaced = 身份验证器应用已更换
settings-event-backup-codes-created = 备用验证码已创建
settings-event-backup-codes-replaced = 备用验证码已替换
settings-event-backup-code-signin = 已用备用验证码登录
settings-event-backup-code-reset = 已用备用验证码重置密码
settings-event-recovery-phone-added = 已添加恢复手机
settings-event-recovery-phone-changed = 恢复手机已更改
settings-event-recovery-phone-removed = 恢复手机已移除
settings-event-recovery-phone-signin = 已用恢复手机登录
settings-event-recovery-phone-reset = 已用恢复手机重置密码
settings-event-secondary-email-added = 已添加辅助电子邮件地址
settings-event-secondary-email-verified = 辅助电子邮件地址已确认
settings-event-secondary-email-removed = 辅助电子邮件地址已移除
settings-event-recovery-key-added = 账户恢复密钥已创建
settings-event-recovery-key-replaced = 账户恢复密钥已替换
settings-event-recovery-key-removed = 账户恢复密钥已删除
settings-event-recovery-key-hint-updated = 账户恢复密钥提示已更改
settings-event-recovery-key-used = 已使用账户恢复密钥
settings-event-unknown = 其他账户活动
settings-data-collection-heading = 数据收集和使用
settings-data-collection-label = 帮助改进产品
settings-data-collection-help = 分享有关您如何使用账户的技术和交互数据。其中绝不包含您输入的内容或密码。
settings-data-collection-saved-on = 数据收集已开启
settings-data-collection-saved-off = 数据收集已关闭

## Sign-in: the password step, the confirmation codes and the second factors.

signin-heading = 输入您的密码
signin-force-auth-heading = 登录以继续
signin-password-label = 密码
signin-submit = 登录
signin-use-different-account = 使用其他账户
signin-forgot-password = 忘记密码？
signin-continue = 继续
signin-token-code-instruction = 请在 5 分钟内输入发送到 { $email } 的验证码。
flow-code-sent = 新的验证码已发送到您的电子邮箱。
flow-add-to-contacts = 请将 { $email } 添加到您的联系人，以确保邮件顺利送达。
signin-code-expired-text = 选择下方的“通过电子邮件发送新验证码”获取新验证码，然后在此处输入。
signin-unblock-heading = 授权此次登录
signin-unblock-instruction = 请查看您的电子邮箱，找到发送到 { $email } 的授权码。
signin-unblock-label = 输入授权码
signin-totp-heading = 输入身份验证码
signin-totp-instruction = 输入身份验证器应用中的 6 位验证码。
signin-totp-trouble = 验证码有问题？
signin-recovery-choice-heading = 选择恢复方式
signin-recovery-choice-instruction = 请确保您可以使用所选的恢复方式。
signin-recovery-choice-label = 恢复方式
signin-choice-phone = 尾号为 { $phone } 的恢复手机
signin-choice-code = 备用验证码
signin-recovery-code-heading = 输入备用验证码
signin-recovery-code-instruction = 输入您在设置两步验证时保存的一次性验证码之一。
signin-recovery-code-label = 输入 10 位验证码
signin-other-method = 选择其他方式
signin-recovery-phone-heading = 输入恢复码
signin-recovery-phone-instruction = 6 位验证码已通过短信发送到尾号为 { $phone } 的手机号码。此验证码将在 5 分钟后失效。
signin-resend-text = 重新发送验证码
signin-text-resent = 新的验证码已发送到您的手机。
signin-bounced-heading = 很抱歉，我们已锁定您的账户。
signin-bounced-text = 我们发送到 { $email } 的确认邮件被退回。为保护您的数据，请使用其他账户登录或创建新账户。
signin-confirming-heading = 正在确认您的登录
signin-confirmed-heading = 登录已确认
signin-confirmed-text = 您的登录已确认。您可以从中断的地方继续。
signin-confirmed-elsewhere-text = 您的登录已确认。您可以关闭此标签页，回到您正在登录的设备。
signin-link-failed-heading = 此链接无法使用
signin-link-failed-text = 请重新登录以获取新的确认邮件。

## Sign-up: choose a password, confirm the emailed code, celebrate.

signup-heading = 创建密码
signup-for-email = 用于 { $email }
signup-change-email = 更改电子邮件地址
signup-password-label = 密码
flow-new-password-rules = 至少 8 个字符，不能是您的电子邮件地址，也不能是常见密码。
signup-confirm-label = 再次输入密码
signup-age-label = 您多大了？
signup-age-description = 您必须年满 13 周岁才能创建账户。
signup-submit = 创建账户
confirm-signup-code-instruction = 请在 5 分钟内输入我们发送到 { $email } 的 6 位验证码。
confirm-signup-code-expired-help = 使用下方按钮给自己发送新验证码，无需离开此页面。
flow-resend-limit = 您请求新验证码的次数过多。请使用我们最近发送的验证码，或稍后重新开始。
signup-confirmed-heading = 账户已确认
signup-confirmed-text = 您的 { -product-name } 账户已准备就绪。
signup-verified-heading = 电子邮件地址已确认
signup-verified-text = 您的电子邮件地址已确认，{ -product-name } 账户已准备就绪。
signup-confirmed-continue = 前往设置
cannot-create-account-heading = 无法创建账户
cannot-create-account-text = 您必须满足一定的年龄要求才能创建 { -product-name } 账户。
cannot-create-account-home = 返回开始页面

## Page titles shown in the browser tab and announced on route changes.

app-page-title = { $title } | { -product-name } 账户
app-page-title-default = { -product-name } 账户

flow-confirmation-code-heading = 输入确认码
flow-code-label = 输入 6 位验证码
flow-confirm = 确认
flow-resend-code = 通过电子邮件发送新验证码

## The authorization page

oauth-connecting-title = 登录到服务
oauth-connecting-heading = 正在连接到 { $serviceName }
oauth-connecting-text = 稍后将带您返回。
oauth-consent-heading = 允许 { $serviceName } 使用您的账户？
oauth-consent-signed-in-as = 您已以 { $email } 的身份登录。
oauth-consent-list-label = 如果您允许，此服务将可以：
oauth-consent-allow = 允许
oauth-consent-cancel = 取消
oauth-consent-use-different-account = 使用其他账户
oauth-permission-openid = 在您登录时确认是您本人
oauth-permission-uid = 查看您账户的唯一标识符
oauth-permission-email = 查看您的电子邮件地址
oauth-permission-display-name = 查看您的显示名称
oauth-permission-avatar = 查看您的头像
oauth-permission-other = 使用“{ $scope }”权限
oauth-failed-heading = 无法完成此登录请求
oauth-failed-text = 请返回您来自的服务并重试。
oauth-success-title = 已登录到服务
oauth-success-heading = 您已登录到 { $serviceName }
oauth-success-text = 您可以关闭此标签页并返回 { $serviceName }。
oauth-try-again = 重试
