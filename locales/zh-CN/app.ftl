### 应用字符串（简体中文）

## Cookies disabled: shown when the browser keeps the product from using local storage or cookies.

cookies-disabled-heading = 需要启用本地存储和 Cookie
cookies-disabled-text = 请在浏览器中启用 Cookie 和本地存储，以访问您的 { -product-name } 账户。
cookies-disabled-learn-more = 详细了解
cookies-disabled-try-again = 重试

## Entry page: the email-first step that leads to sign-in or sign-up.

entry-heading = 输入您的电子邮件地址
entry-subheading = 继续使用您的 { -product-name } 账户
entry-email-label = 电子邮件地址
entry-submit = 注册或登录
entry-suggestion-text = 您是不是要输入 { $suggestion }？
entry-suggestion-use = 使用 { $suggestion }
entry-suggestion-keep = 再次提交即可保留您输入的地址。
passkey-signin-button = 使用通行密钥继续
passkey-signin-cancelled = 已取消使用通行密钥登录。准备好后可以重试，或换一种方式继续。
passkey-signin-refused-entry = 该通行密钥未被接受，它可能已从您的账户中移除。请输入您的邮箱，使用密码登录。
passkey-signin-refused-password = 该通行密钥未被接受，它可能已从您的账户中移除。请改用密码登录。

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
reset-key-hint = 您的提示：{ $hint }
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

settings-password-compromised-heading = 请更改密码
settings-password-compromised-description = 你登录所用的密码出现在已知的数据泄露中，他人可能会用它尝试登录你的账户。请设置新密码以保护你的账户。
settings-password-compromised-link = 更改密码
settings-promo-recovery-key-heading = 使用账户恢复密钥保护您的账户
settings-promo-recovery-key-description = 如果忘记密码，恢复密钥可让您重置密码而不丢失已同步的数据。
settings-promo-recovery-key-link = 创建账户恢复密钥
settings-promo-recovery-phone-heading = 添加恢复手机
settings-promo-recovery-phone-description = 如果丢失了身份验证应用，可以通过发送到手机的验证码登录。
settings-promo-recovery-phone-link = 添加恢复手机
settings-step-up-heading = 确认是您本人
settings-step-up-description = 为保护您的账户，请输入我们发送到 { $email } 的验证码。验证码将在 { $minutes } 分钟后过期。
settings-step-up-cancel = 取消
settings-save = 保存
settings-cancel = 取消
settings-action-add = 添加
settings-action-add-picture = 添加头像
settings-action-change-picture = 更改头像
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

## Settings: the rows, actions and pages added with the settings pages (emails, password, profile picture, connected services, two-step authentication, backup codes, language, delete account).

# Beside the number of backup codes left when fewer than three are.
settings-row-backup-codes-low = 即将用完：获取新验证码

## Buttons and confirmations the settings pages share.

# The link of the password row when the account has no password yet.
settings-action-create = 创建
# The link of the profile section's secondary emails row to the emails page.
settings-action-manage-emails = 管理电子邮件地址
settings-action-set-up = 设置
settings-action-manage = 管理
# Said when the browser refused to put something on the clipboard.
settings-copy-failed = 您的浏览器不允许复制。请选中文本后自行复制。

## The profile picture page: the picture, a new one from a file or the camera, moved and zoomed inside the circle, or removed.

settings-avatar-heading = 头像
settings-avatar-upload = 上传照片
settings-avatar-camera = 拍照
settings-avatar-remove = 移除照片
# Button under the camera's live picture: keeps the current frame to crop.
settings-avatar-capture = 拍摄
# Accessible name of the camera's live picture.
settings-avatar-camera-label = 相机预览
# Said under the picture when the browser or the person refused the camera.
settings-avatar-camera-denied-help = 请在浏览器设置中允许此网站使用您的相机，或改为上传照片。
# Accessible name of the area that moves the picture inside the circle.
settings-avatar-crop-label = 图片在圆圈中的位置
settings-avatar-crop-help = 拖动图片，或聚焦图片后使用方向键，将您的脸放在圆圈内。
settings-avatar-zoom = 缩放
# Alerts at the top of the settings home once the picture is saved or removed.
settings-avatar-saved = 头像已更新
settings-avatar-removed = 头像已移除

## The recent activity page: the account's security events, newest first, each with its date and time.

settings-event-password-added = 密码已创建
settings-event-primary-email-changed = 主电子邮件地址已更改

## The two-step authentication page: an authenticator app, then backup codes.

settings-two-step-heading = 两步验证
settings-two-step-off-lead = 两步验证已关闭。
settings-two-step-off-how = 开启后，登录时需要输入密码，然后输入手机上身份验证器应用显示的 6 位验证码。即使有人知道了您的密码，也无法登录。您还会获得备用验证码，以便在无法使用该应用时登录。开启后，已登录您账户的其他浏览器和设备都将退出登录。
settings-two-step-start = 设置两步验证
settings-two-step-scan-step-app = 在手机上打开身份验证器应用（任何支持基于时间的验证码的应用均可）。
settings-two-step-scan-step-scan = 在应用中添加账户，然后扫描此二维码。
settings-two-step-scan-step-code = 输入应用显示的 6 位验证码。
# $issuer (String) - the name the authenticator app lists the entry under; $account (String) - the account's email
settings-two-step-qr-label = 用于身份验证器应用的二维码：{ $issuer }，{ $account }
settings-two-step-show-key = 无法扫描二维码？改为手动输入密钥
settings-two-step-key = 密钥
settings-two-step-key-copy = 复制密钥
settings-two-step-key-copied = 密钥已复制
settings-two-step-issuer = 发行方
settings-two-step-account = 账户
settings-two-step-kind = 类型
settings-two-step-kind-value = 基于时间，6 位数字
settings-two-step-code-label = 身份验证器应用中的验证码
settings-two-step-code-help = 每 30 秒会显示一个新验证码。
settings-two-step-verify = 继续
settings-two-step-codes-heading = 保存您的备用验证码
# $count (Number) - how many backup codes were made
settings-two-step-codes-lead =
    { $count ->
       *[other] 如果您丢失了手机，可以使用这 { $count } 个验证码登录。每个验证码只能使用一次，且仅在此时显示：请复制、下载或打印，并妥善保管。
    }
settings-two-step-codes-saved = 我已保存验证码
settings-two-step-confirm-code-lead = 为确认您已保存，请输入其中一个备用验证码。该验证码之后仍可使用。
settings-two-step-confirm-code-label = 备用验证码
settings-two-step-finish = 开启两步验证
# Alert at the top of the settings home.
settings-two-step-enabled = 两步验证已开启
settings-two-step-on-lead = 两步验证已开启：登录时，输入密码后还需要输入身份验证器应用中的验证码。
settings-two-step-app = 身份验证器应用
settings-two-step-app-on = 验证码由您设置的应用生成。
settings-two-step-replace = 使用新应用
settings-two-step-replace-heading = 使用新的身份验证器应用
settings-two-step-replace-lead = 在新应用的验证码被接受之前，您当前的应用仍可继续使用。之后，已登录您账户的其他浏览器和设备都将退出登录。
settings-two-step-replace-confirm = 使用此应用
# Alert at the top of the settings home.
settings-two-step-replaced = 您的身份验证器应用已更换
settings-two-step-disable-heading = 关闭两步验证
settings-two-step-disable-lead = 登录时将只需要输入密码。
settings-two-step-disable = 关闭
settings-two-step-disable-confirm-heading = 要关闭两步验证吗？
settings-two-step-disable-confirm-lead = 您的备用验证码和恢复手机将被一并移除，登录时将只需要输入密码。
settings-two-step-disable-keep = 保持开启
# Alert at the top of the settings home.
settings-two-step-disabled = 两步验证已关闭

settings-recovery-phone-heading = 恢复手机
settings-recovery-phone-change-heading = 更改恢复手机
settings-recovery-phone-lead = 如果您无法使用身份验证器应用，我们可以通过短信向您的手机发送验证码，让您仍能登录。使用恢复手机需要开启两步验证。
settings-recovery-phone-change-lead = 在您确认新号码之前，您的恢复手机仍为 { $phone }。
settings-recovery-phone-country = 国家/地区
settings-recovery-phone-country-option = { $country }（{ $code }）
settings-recovery-phone-number = 手机号码
settings-recovery-phone-number-help = 我们将通过短信向此号码发送 6 位验证码。可能会产生标准短信费用。
settings-recovery-phone-send = 发送验证码
settings-recovery-phone-code-lead = 请输入我们通过短信发送到 { $phone } 的 6 位验证码。
settings-recovery-phone-code-label = 短信中的验证码
settings-recovery-phone-confirm = 确认
settings-recovery-phone-resend = 重新发送短信验证码
settings-recovery-phone-resent = 新的验证码已通过短信发送给您。
settings-recovery-phone-other-number = 使用其他号码
settings-recovery-phone-set-lead = 如果您无法使用身份验证器应用，我们可以通过短信向此号码发送验证码，让您仍能登录。
settings-recovery-phone-change = 更改
settings-recovery-phone-remove = 移除
settings-recovery-phone-remove-confirm-heading = 要移除恢复手机吗？
settings-recovery-phone-remove-confirm-lead = 您将无法再使用发送到 { $phone } 的短信验证码登录。您的身份验证器应用和备用验证码仍然有效。
settings-recovery-phone-remove-keep = 保留
settings-recovery-phone-no-codes = 您已没有剩余的备用验证码，因此如果您丢失了身份验证器应用，恢复手机就是您重新进入账户的唯一途径。请先获取新的备用验证码，然后再移除手机。
settings-recovery-phone-no-codes-link = 获取新的备用验证码
settings-recovery-phone-added = 已添加恢复手机
settings-recovery-phone-changed = 已更改恢复手机
settings-recovery-phone-removed = 已移除恢复手机

## Backup authentication codes: shown once, copied, downloaded or printed.

settings-backup-codes-heading = 备用验证码
# $count (Number) - how many codes are listed
settings-backup-codes-list-label =
    { $count ->
       *[other] 您的 { $count } 个备用验证码
    }
settings-backup-codes-copy = 复制验证码
settings-backup-codes-copied = 验证码已复制
settings-backup-codes-download = 下载
settings-backup-codes-downloaded = 验证码已下载为文本文件
settings-backup-codes-print = 打印
# The first line of the downloaded text file.
settings-backup-codes-file-heading = 备用验证码。每个验证码只能使用一次。
settings-backup-codes-get-new = 获取新验证码
# $count (Number) - how many unused codes are left
settings-backup-codes-remaining =
    { $count ->
       *[other] 您还有 { $count } 个未使用的备用验证码。
    }
settings-backup-codes-none-left = 您已没有未使用的备用验证码。
# $count (Number) - how many unused codes are left (fewer than three)
settings-backup-codes-low =
    { $count ->
        [0] 您的备用验证码已用完。请获取新的验证码，以便在丢失手机时仍能登录。
       *[other] 您只剩 { $count } 个备用验证码。请获取新的验证码，以便在丢失手机时仍能登录。
    }
settings-backup-codes-replace-lead = 新验证码将替换您当前的所有验证码，无论是否已使用。
# $count (Number) - how many new codes are shown
settings-backup-codes-shown-lead =
    { $count ->
       *[other] 这是您的 { $count } 个新验证码。您之前的验证码已失效。新验证码仅在此时显示：请复制、下载或打印，并妥善保管。
    }
settings-backup-codes-done = 完成
# Alert at the top of the settings home.
settings-backup-codes-replaced = 新的备用验证码已保存
settings-backup-codes-need-two-step = 备用验证码需与两步验证一起使用。
settings-backup-codes-set-up-two-step = 设置两步验证

## The account recovery key page.

settings-recovery-key-heading = 账户恢复密钥
settings-recovery-key-none-lead = 您还没有账户恢复密钥。
settings-recovery-key-none-how = 如果忘记密码，账户恢复密钥可让您重置密码而不丢失已同步的数据。请将其保存在安全的地方，与您的设备分开存放。
settings-recovery-key-start = 创建账户恢复密钥
settings-recovery-key-no-password = 您的密钥保护同步数据的密钥，而这些密钥由密码解锁：您的账户需要先设置密码。请先创建密码，然后回来创建密钥。
settings-recovery-key-password-lead = 请先输入您的密码。恢复密钥保护着您同步数据的密钥，而只有您的密码能解锁它们。
settings-recovery-key-password-label = 密码
settings-recovery-key-create = 创建密钥
settings-recovery-key-replace-heading = 创建新的账户恢复密钥
settings-recovery-key-replace-lead = 输入密码以创建新密钥。新密钥创建后，当前密钥将立即失效。
settings-recovery-key-replace-submit = 创建新密钥
settings-recovery-key-shown-lead = 这是您的账户恢复密钥。它只在此时显示：请复制、下载或打印，并妥善保存。
settings-recovery-key-value-label = 您的账户恢复密钥
settings-recovery-key-copy = 复制密钥
settings-recovery-key-copied = 密钥已复制
settings-recovery-key-download = 下载
settings-recovery-key-downloaded = 密钥已下载为文本文件
settings-recovery-key-print = 打印
settings-recovery-key-file-heading = 账户恢复密钥。用它重置密码，不会丢失已同步的数据。
settings-recovery-key-hint-heading = 添加提示（可选）
settings-recovery-key-hint-lead = 提示可帮助您记起密钥存放在哪里。使用密钥重置密码时会显示该提示。请勿在提示中写入密钥本身。
settings-recovery-key-hint-label = 您把密钥存放在哪里？
settings-recovery-key-hint-save = 保存提示
settings-recovery-key-hint-saved = 提示已保存
settings-recovery-key-hint-required = 请先填写提示再保存
settings-recovery-key-hint-too-long = 提示最多 { $max } 个字符
settings-recovery-key-hint-characters = 提示中含有无法使用的字符
settings-recovery-key-done = 完成
settings-recovery-key-exists-lead = 您的账户恢复密钥已设置。如果忘记密码，可以用该密钥重置密码并保留已同步的数据。
settings-recovery-key-replace-row = 密钥丢失了？请创建新密钥；当前密钥将失效。
settings-recovery-key-replace = 创建新密钥
settings-recovery-key-delete-heading = 删除账户恢复密钥
settings-recovery-key-delete-row = 没有密钥时，重置忘记的密码会丢失已同步的数据。
settings-recovery-key-delete = 删除密钥
settings-recovery-key-delete-confirm-heading = 要删除您的账户恢复密钥吗？
settings-recovery-key-delete-confirm-lead = 密钥将立即失效。如果您忘记密码，将无法保留已同步的数据。
settings-recovery-key-delete-keep = 保留密钥
settings-recovery-key-created = 账户恢复密钥已保存
settings-recovery-key-deleted = 账户恢复密钥已删除

## The emails page: the primary address, the secondary ones (at most three), adding one and confirming it with a code, making one primary, removing one.

settings-emails-heading = 电子邮件地址
settings-emails-description = 您使用主电子邮件地址登录，有关您账户的通知也会发送到该地址。辅助电子邮件地址是属于您的其他地址；已确认的辅助地址可以设为主电子邮件地址。
# Accessible name of the list of the account's addresses.
settings-emails-list-label = 您的电子邮件地址
# The state of an address in the list.
settings-emails-primary = 主地址
settings-emails-confirmed = 已确认
# Buttons beside a secondary address; each is described by the address it acts on.
settings-emails-make-primary = 设为主地址
settings-emails-remove = 移除
settings-emails-enter-code = 输入验证码
settings-emails-add-heading = 添加辅助电子邮件地址
settings-emails-add-label = 辅助电子邮件地址
# $max (Number) - how many secondary emails an account may have
settings-emails-add-help = 您最多可以添加 { $max } 个辅助电子邮件地址。我们会向新地址发送验证码，以确认该地址属于您。
settings-emails-add = 添加电子邮件地址
# $max (Number) - how many secondary emails an account may have
settings-emails-limit = 您已有 { $max } 个辅助电子邮件地址，已达到账户上限。请先移除一个，再添加新的地址。
settings-emails-code-heading = 确认您的辅助电子邮件地址
# $email (String) - the secondary address the code was sent to
settings-emails-code-description = 请输入我们发送到 { $email } 的验证码。
# Leaves the code step; the address stays unconfirmed and can be confirmed later with 'Enter code'.
settings-emails-code-cancel = 以后再说
# Confirmations at the top of the page after a change. $email (String) - the address changed
settings-emails-confirmed-notice = { $email } 已确认。
settings-emails-primary-notice = { $email } 现在是您的主电子邮件地址。今后请使用它登录；您的密码保持不变。
settings-emails-removed-notice = 已从您的账户中移除 { $email }。
settings-emails-taken-notice = { $email } 现已属于另一个账户，因此已不在您的账户中。
settings-emails-gone-notice = { $email } 在您的账户中已不再等待确认。

## The links of the home's connected services and delete account sections.

settings-action-connected-services = 查看设备和应用
settings-action-delete-account = 删除账户

## The connected services page: the devices, browsers and apps signed in to the account.

settings-clients-heading = 已连接的服务
settings-clients-description = 所有已登录您账户的设备、浏览器和应用。对于不再使用或无法识别的项目，请将其退出登录。
settings-clients-empty = 没有任何设备或应用登录您的账户。
settings-clients-retry = 重试
# Marks the browser the person is using now.
settings-clients-current = 此设备
# A browser named by its user agent. $browser (String) - such as Firefox; $os (String) - such as Windows
device-browser-on-os = { $os } 上的 { $browser }
device-unknown-browser = 网页浏览器
device-unknown = 未知设备
settings-clients-unknown-app = 应用
settings-clients-type-desktop = 电脑
settings-clients-type-mobile = 手机
settings-clients-type-tablet = 平板电脑
settings-clients-type-tv = 电视
settings-clients-type-app = 可访问您账户的应用
# $place (String) - a city, region and country, such as "Berlin, Germany"
settings-clients-location = { $place } 附近
# $relative (String) - such as "3 days ago"; $absolute (String) - the date and time
settings-clients-last-active = 上次活动：{ $relative }（{ $absolute }）
settings-clients-sign-out = 退出登录
# The accessible name of a client's Sign out button. $name (String) - the client's name
settings-clients-sign-out-label = 在 { $name } 上退出登录
settings-clients-sign-out-here-label = 在 { $name }（此设备）上退出登录
# The reason dialog. $name (String) - the client's name
settings-clients-sign-out-heading = 要在 { $name } 上退出登录吗？
settings-clients-sign-out-description = 需要输入密码才能重新登录。告诉我们原因有助于我们保护您的账户安全。
settings-clients-sign-out-here-heading = 要在此设备上退出登录吗？
settings-clients-sign-out-here-description = 您将在此设备上退出登录，并返回开始页面。
settings-clients-reason-label = 您为什么要将其退出登录？
settings-clients-reason-none = 我不再使用它
settings-clients-reason-lost = 它已丢失或被盗
settings-clients-reason-suspicious = 我不认识此活动
# After signing out a lost device or unknown activity. $name (String) - the client's name
settings-clients-advice-heading = { $name } 已退出登录
settings-clients-advice-description = 如果其他人可能知道您的密码，请立即更改密码，以免他们再次登录。
settings-clients-advice-change-password = 更改您的密码
settings-clients-close = 关闭

## The language page (the same choice as the language menu at the bottom of every page).

settings-language-heading = 语言
settings-language-page-description = 选择这些页面的语言。此浏览器会记住您的选择；“浏览器默认”将跟随您浏览器的语言设置。
settings-language-saved = 语言已保存。
settings-language-saved-default = 将使用您浏览器的语言。

## The delete account page.

settings-delete-account-heading = 删除账户
settings-delete-account-lead = 删除账户后将无法恢复。继续之前，请确认您将失去哪些内容。
settings-delete-account-acknowledge-legend = 我了解：
settings-delete-account-ack-data = 通过此账户保存和同步的数据（如密码、书签和历史记录）将被删除。
settings-delete-account-ack-subscriptions = 通过此账户付费的订阅将被取消。
settings-delete-account-ack-devices = 使用此账户登录的所有设备和应用都将退出登录。
settings-delete-account-ack-permanent = 即使使用同一电子邮件地址重新创建账户，这些内容也无法恢复。
settings-delete-account-acknowledge-error = 请勾选所有复选框以继续。
settings-delete-account-continue = 继续
settings-delete-account-no-password = 删除账户需要输入其密码，而您的账户尚未设置密码。请先创建密码，然后再回到这里。
settings-delete-account-confirm-heading = 要删除您的账户吗？
settings-delete-account-confirm-description = 输入您的密码以永久删除您的账户。
settings-delete-account-password-label = 密码
settings-delete-account-submit = 删除账户
# Shown once on the start page after the account was deleted.
settings-delete-account-done = 您的账户已删除。

## The change password page and the create password page (for an account that has none).

settings-change-password-heading = 更改密码
settings-change-password-lead = 更改密码后，您将在所有其他设备和服务上退出登录。您同步的数据将会保留。
settings-change-password-current = 当前密码
settings-change-password-forgot = 忘记密码？
settings-change-password-new = 新密码
settings-change-password-confirm = 再次输入新密码
settings-change-password-save = 更改密码
# Alert at the top of the settings home once the password is changed.
settings-password-changed = 密码已更改
settings-create-password-heading = 创建密码
settings-create-password-first = 创建密码
settings-create-password-lead = 添加密码后，除了当前的登录方式外，您还可以使用电子邮件地址和密码登录。
settings-create-password-save = 创建密码
# Alert at the top of the settings home once the password is created.
settings-password-created = 密码已创建

## Sign-in: the password step, the confirmation codes and the second factors.

signin-heading = 输入您的密码
signin-force-auth-heading = 登录以继续
signin-password-label = 密码
signin-submit = 登录
signin-use-different-account = 使用其他账户
signin-forgot-password = 忘记密码？
signin-continue = 继续
signin-passkey-password-for-sync = 您已使用通行密钥登录。您的同步数据由密码锁定，请再输入一次密码以继续。
signin-passkey-unlock-submit = 解锁并继续
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
flow-terms-agreement = 继续即表示您同意{ $terms }和{ $privacy }。
flow-terms-link = 服务条款
flow-privacy-link = 隐私声明
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
app-footer-terms = 服务条款
app-footer-privacy = 隐私声明

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
oauth-permission-offline-access = 保持与你的账户的连接，直到你断开连接
oauth-permission-other = 使用“{ $scope }”权限
oauth-failed-heading = 无法完成此登录请求
oauth-failed-text = 请返回您来自的服务并重试。
oauth-success-title = 已登录到服务
oauth-success-heading = 您已登录到 { $serviceName }
oauth-success-text = 您可以关闭此标签页并返回 { $serviceName }。

device-title = 连接设备
device-enter-heading = 连接设备
device-enter-instruction = 请输入设备上显示的代码。
device-code-label = 设备上的代码
device-continue = 继续
device-code-invalid = 该代码无效或已过期。请核对设备上的代码后重试。
device-consent-heading = 允许 { $serviceName } 在你的设备上使用吗？
device-consent-code = 仅当你的设备显示 { $userCode } 时才允许。
device-consent-allow = 允许
device-consent-deny = 拒绝
device-approved-heading = 你的设备已连接
device-approved-text = 请返回你的设备：{ $serviceName } 将在那里完成登录。
device-denied-heading = 你的设备未连接
device-denied-text = { $serviceName } 无法使用你的账户。你可以关闭此页面。

oauth-signout-title = 退出
oauth-signout-confirm-heading = 要退出你的账户吗？
oauth-signout-confirm-lead = { $serviceName } 请求让你退出。你将在此浏览器以及用它登录的服务中退出。
oauth-signout-confirm-lead-no-service = 有一个服务请求让你退出。你将在此浏览器以及用它登录的服务中退出。
oauth-signout-confirm = 退出
oauth-signout-cancel = 保持登录
oauth-signout-done-heading = 你已退出
oauth-signout-done-text = 你可以关闭此标签页并返回 { $serviceName }。
oauth-signout-done-text-no-service = 你可以关闭此标签页。
oauth-signout-not-here-heading = 这里没有需要退出的会话
oauth-signout-not-here-text = 该服务请求结束的并不是此浏览器上的会话，因此你在这里仍保持登录。
oauth-signout-failed-heading = 无法完成此退出请求
oauth-signout-failed-text = 请返回你来自的服务，并在那里退出。
oauth-try-again = 重试

settings-two-step-phone-instead-lead = 不想保存验证码？您也可以改用恢复手机来找回账户。
settings-two-step-use-phone = 改用恢复手机

## Set-up steps inside sign-in (/inline_totp_setup, /inline_recovery_setup, /inline_recovery_key_setup)

inline-totp-heading = 开启两步验证
inline-totp-why = 此服务要求使用两步验证。请为您的账户设置两步验证以继续。
inline-totp-start = 继续
inline-totp-verify = 继续
inline-recovery-heading = 选择找回账户的方式
inline-recovery-lead = 如果您丢失了身份验证应用，将需要其他方式登录。请选择备用验证码或恢复手机。
inline-recovery-codes = 使用备用验证码
inline-recovery-phone = 使用恢复手机
inline-recovery-back = 返回
inline-recovery-finish = 完成并继续

## Legal pages

legal-index-heading = 法律信息
legal-index-text = 适用于您的 { -product-name } 账户的文件。
legal-privacy-heading = 隐私声明
legal-terms-heading = 服务条款
legal-loading = 正在加载文档…
legal-retry = 重试
legal-back-link = 返回法律文件列表
legal-fallback-note = 此文档没有{ $requested }版本，因此以{ $shown }显示。
inline-recovery-key-heading = 保护您的同步数据
inline-recovery-key-create = 创建账户恢复密钥
inline-recovery-key-later = 以后再说
inline-recovery-key-password-label = 密码
inline-recovery-key-password-text = 此密钥由您账户的加密密钥生成，而该加密密钥只能用您的密码打开。
inline-recovery-key-continue = 继续

third-party-or = 或
third-party-continue-google = 使用 Google 继续
third-party-continue-apple = 使用 Apple 继续
third-party-name-google = Google
third-party-name-apple = Apple
third-party-name-unknown = 其他服务
third-party-callback-title = 正在登录
third-party-error-heading = 登录未成功
third-party-error-cancelled = 已取消使用 { $provider } 登录。您的账户没有任何变化。
third-party-error-provider = { $provider } 无法让您登录（错误：{ $code }）。
third-party-error-state = 此次登录并非在此浏览器中开始，或其链接已被更改。请重新开始。
third-party-start-again = 返回登录
third-party-sign-in-to-link = 此邮箱地址已有账户。登录该账户后，{ $provider } 将关联到该账户。
settings-linked-accounts-heading = 已关联的账户
settings-linked-accounts-lead = 使用您在其他服务的账户登录。在此取消关联不会关闭该账户。
settings-linked-accounts-linked = 已关联
settings-linked-accounts-not-linked = 未关联
settings-linked-accounts-unlink = 取消关联 { $provider }
settings-linked-accounts-link = 关联 { $provider }
settings-linked-accounts-needs-password = { $provider } 是登录此账户的唯一方式。请先创建密码，再取消关联。
settings-linked-accounts-create-password = 创建密码
settings-linked-accounts-unlinked = 已取消关联该账户。
third-party-set-password-heading = 创建用于同步的密码
third-party-set-password-lead = 同步会使用只有您知道的密码加密您的数据。请为 { $email } 创建一个密码。
third-party-set-password-new = 密码
third-party-set-password-confirm = 再次输入密码
third-party-set-password-submit = 开始同步

clear-heading = 已清除存储的数据
clear-text = 此浏览器不再为此网站保存任何 { -product-name } 账户数据。
web-channel-example-heading = 浏览器通道示例
web-channel-example-intro = 每个按钮都会通过通道向浏览器发送一条命令。回复和事件显示在下方的日志中。
web-channel-example-send = 发送 { $command }
web-channel-example-log-label = 通道日志
web-channel-example-log-empty = 尚未发送任何内容。
web-channel-example-sent = 已发送 { $command }
web-channel-example-reply = 对 { $command } 的回复：{ $data }
web-channel-example-no-reply = { $command } 没有回复
web-channel-example-event = 浏览器发送了 { $command }：{ $data }
web-channel-example-error = { $command } 出错 { $errno }

## Subscription product page

subscription-product-title = 订阅
subscription-product-loading = 正在查询订阅…
subscription-product-heading = { $productName }
subscription-product-text = 您的 { $productName } 订阅属于您的 { -product-name } 账户。请登录您的账户进行管理。
subscription-product-settings-link = 前往您的账户
subscription-product-not-found-heading = 未找到订阅
subscription-product-not-found-text = 此链接未指向我们已知的订阅。请检查链接，或前往您的账户查看订阅。
subscription-product-error = 无法查询该订阅。请检查网络连接后重试。
subscription-product-retry = 重试

## Choosing what to sync, and the sync-confirmed page

sync-engines-legend = 选择要同步的内容
sync-engine-bookmarks = 书签
sync-engine-history = 历史记录
sync-engine-passwords = 密码
sync-engine-addons = 附加组件
sync-engine-tabs = 打开的标签页
sync-engine-prefs = 偏好设置
sync-engine-addresses = 地址
sync-engine-creditcards = 付款方式
sync-engines-none = 未选择任何内容，在您于浏览器的同步设置中进行选择之前，不会同步任何内容。
sync-engines-payment-methods = 付款方式在离开此设备之前会用您的密码加密。
sync-confirmed-banner-account = { -product-name } 账户已确认
sync-confirmed-banner-password = 已创建同步密码
sync-confirmed-heading = 同步已开启
sync-confirmed-text = 您的密码、地址、书签、历史记录等内容可在您使用 { -product-name } 的任何地方同步。
sync-confirmed-text-payment = 您的密码、付款方式、地址、书签、历史记录等内容可在您使用 { -product-name } 的任何地方同步。
sync-confirmed-add-device = 添加其他设备
sync-confirmed-manage = 管理同步

## Device pairing

pair-heading = 连接另一台设备
pair-scan-text = 请用要连接的设备的相机扫描此二维码。
pair-qr-label = 用于连接另一台设备的二维码
pair-scan-waiting = 此页面正在等待您的另一台设备。请在确认之前保持此页面打开。
pair-confirm-heading = 要连接此设备吗？
pair-confirm-text = 一台设备请求以 { $email } 的身份登录 { $serviceName }。请仅在该设备属于您且您刚刚扫描了二维码时连接。
pair-device-label = 设备
pair-place-label = 位置
pair-unknown = 未知
pair-confirm = 连接设备
pair-decline = 取消
pair-done-heading = 设备已连接
pair-done-text = 您的另一台设备现已登录。
pair-failed-heading = 无法连接该设备
pair-start-again = 重新开始
pair-error-cancelled = 您已取消连接。另一台设备未登录。
pair-error-refused = 您的另一台设备无法接受此请求。
pair-error-closed = 与另一台设备的连接已关闭。
pair-error-declined = 连接已在您的另一台设备上取消。
pair-error-timeout = 您的另一台设备未能及时响应。
pair-error-link = 此配对链接不完整。请重新扫描二维码。
pair-error-keys = 要发送您的同步数据，请先使用密码登录，然后再连接设备。
pair-error-no-password = 要发送您的同步数据，您的账户需要设置密码。请在账户设置中创建密码，然后再次连接设备。
pair-error-client = 无法以这种方式连接您另一台设备上的应用。请改为在该设备上使用电子邮件地址登录。
pair-error-request = 您的另一台设备发送的请求不完整，因此未连接。请在该设备的浏览器中重新扫描代码。
pair-error-device-key = 您的另一台设备发送的密钥无法保护您的同步数据，因此未连接，也未向其发送任何内容。请更新该设备上的浏览器，然后重新扫描代码。
pair-scanned-heading = 请使用浏览器扫描此代码
pair-scanned-text = 此代码用于将浏览器连接到您的账户，因此相机应用无法使用它。
pair-scanned-how = 在此设备上打开您要连接的浏览器，从其菜单中选择登录并选择扫描代码的选项，然后重新扫描您另一台设备上的代码。
pair-password-text = 要将您的同步数据发送到另一台设备，请输入您的密码。
pair-password-label = 密码
pair-supp-connecting-heading = 正在连接您的另一台设备
pair-supp-waiting-heading = 请在另一台设备上确认
pair-supp-waiting-text = 请在显示二维码的设备上查看此请求，并在那里确认。
pair-supp-done-text = 此设备已登录。接下来将由您的浏览器继续。
pair-supp-sign-in-instead = 改用电子邮件地址登录
pair-supp-missing = 浏览器扫描配对代码时会打开此页面。要连接此设备，请从浏览器菜单中选择登录，选择扫描代码的选项，然后扫描您另一台设备上显示的代码。

## Approving a sign-in from another device

signin-push-heading = 批准您的登录
signin-push-lead = 请在您的其他设备上查看通知，并在那里批准此次登录。
signin-push-waiting = 正在等待批准…
signin-push-use-email = 改用发送到您邮箱的验证码
signin-push-confirm-heading = 是您本人在登录吗？
signin-push-confirm-device = 设备
signin-push-confirm-location = 位置
signin-push-confirm-ip = IP 地址
signin-push-resend = 再次发送通知
signin-token-code-push = 改为在另一台已登录的设备上批准
signin-push-resent = 通知已再次发送。
signin-push-no-devices = 您没有其他已登录的设备可以批准这次登录。请改用发送到您邮箱的验证码。
signin-push-confirm-lead = 仅当您此刻正在另一台设备上登录时才批准。
signin-push-confirm-time = 时间
signin-push-confirm-approve = 是，批准
signin-push-confirm-decline = 否，拒绝
signin-push-confirm-retry = 重试
signin-push-approved-heading = 已批准登录
signin-push-approved-text = 您的另一台设备现已登录，并会自动继续。
signin-push-declined-heading = 已拒绝登录
signin-push-declined-text = 另一台设备未登录。如果您没有尝试登录，请更改密码。
signin-push-invalid-heading = 无法再回应此登录
signin-push-invalid-text = 此请求已被回应或已过期。如需重试，请在另一台设备上重新登录。
signin-push-confirm-not-you = 不是您本人？请更改密码

## The primary address confirmed from the emailed link

primary-email-verified-heading = 主邮箱地址已确认
primary-email-verified-account = 您的账户已可以使用。
primary-email-verified-sync = 此浏览器已开启同步。
primary-email-verified-service = 您现在可以使用 { $serviceName } 了。

## 'Continue as' and sign-in requests refused before sign-in.

flow-continue-as-heading = 使用您的账户继续
flow-continue-as-letter-label = 账户头像：字母 { $letter }
flow-continue-as-picture-label = { $name } 的头像
flow-continue-as-submit = 继续
flow-continue-as-use-different-account = 使用其他账户
flow-continue-as-password-lead = 此服务还需要您同步数据的密钥，只有您的密码才能解锁它。请输入密码以继续。
flow-continue-as-password-label = 密码
flow-continue-as-no-password-lead = 此服务还需要您同步数据的密钥，该密钥只能用密码解锁，而您的账户还没有密码。请创建密码以继续。
flow-continue-as-create-password = 创建密码
oauth-refused-heading = 我们无法让您登录此服务
oauth-refused-unknown-service = 将您带到这里的链接指向一个我们不认识的服务，因此无处可登录。
oauth-refused-unregistered-return = 该服务要求我们把您送回一个未在我们这里登记的地址。为保护您的账户，我们在此停止。
oauth-refused-damaged-link = 将您带到这里的链接不完整或已损坏，我们无法判断是哪个服务把您送来的。
oauth-refused-cannot-succeed = 该服务请求以我们无法接受的方式让您登录，因此登录不会成功。
oauth-refused-advice = 您的账户没有任何变化。请返回您来自的服务并重试；如果问题反复出现，请告知该服务。
oauth-refused-unchecked-heading = 我们无法检查此登录请求
oauth-refused-unchecked-advice = 请检查您的网络连接，然后重试。
oauth-refused-try-again = 重试

## The neutral page of an address that reports an outcome, opened without the steps that lead to it.

flow-no-outcome-heading = 这里没有需要确认的内容
flow-no-outcome-text = 此页面用于确认在此浏览器中完成的步骤，但没有任何这样的步骤引导到这里。要登录或创建账户，请从头开始。
flow-no-outcome-start = 前往起始页
flow-outcome-checking-heading = 正在检查…

## Passkeys: why the browser's passkey request did not finish, wherever one is made or used.

passkey-ceremony-cancelled = 通行密钥请求已取消或超时。未做任何更改。
passkey-ceremony-already-registered = 此设备已有此账户的通行密钥。
passkey-ceremony-wrong-site = 无法在此地址使用通行密钥。
passkey-ceremony-not-supported = 此设备无法创建或使用适用于此处的通行密钥。
passkey-ceremony-failed = 通行密钥请求未成功。请重试。

## Settings: the passkeys page, its row on the settings home, and the step-up by passkey.

settings-passkeys-heading = 通行密钥
settings-passkeys-lead = 使用指纹、面容、屏幕锁或安全密钥代替密码登录。通行密钥只能在本网站使用，因此无法被钓鱼窃取。
settings-passkeys-sync-note = 通行密钥暂时还不能解锁您的同步数据。在同步需要时，仍会要求您输入密码。
settings-passkeys-empty = 您还没有通行密钥。
settings-passkeys-retry = 重试
settings-passkeys-add = 添加通行密钥
settings-passkeys-limit = 您已有 { $limit } 个通行密钥，已达到一个账户的上限。请删除一个后再添加。
settings-passkeys-unsupported = 此浏览器无法创建通行密钥。如需添加，请在支持通行密钥的浏览器或设备上打开此页面。
settings-passkeys-created = 添加于 { $date }
settings-passkeys-last-used = 上次使用：{ $relative }（{ $absolute }）
settings-passkeys-never-used = 尚未使用
settings-passkeys-synced = 由其提供方在您的设备间同步
settings-passkeys-device-only = 仅在此设备上
settings-passkeys-no-sync-unlock = 不能解锁同步数据
settings-passkeys-unlocks-sync = 可解锁同步数据
settings-passkeys-rename = 重命名
settings-passkeys-rename-label = 重命名 { $name }
settings-passkeys-delete = 删除
settings-passkeys-delete-label = 删除 { $name }
settings-passkeys-name-label = 通行密钥名称
settings-passkeys-name-help = 最多 { $max } 个字符，方便您区分各个通行密钥。
settings-passkeys-name-required = 请输入通行密钥的名称。
settings-passkeys-renamed = 通行密钥已重命名。
settings-passkeys-added = 通行密钥已添加。
settings-passkeys-deleted = 通行密钥已删除。
settings-passkeys-remove = 删除通行密钥
settings-passkeys-remove-keep = 保留
settings-passkeys-remove-confirm-heading = 删除此通行密钥？
settings-passkeys-remove-confirm-lead = 您将无法再使用“{ $name }”登录。在您的浏览器或密码管理器忘记它之前，可能仍会继续提供它。
settings-passkeys-create-password = 创建密码
settings-row-passkeys = 通行密钥
settings-row-passkeys-value = 无需密码即可登录
settings-step-up-use-passkey = 使用通行密钥
settings-event-passkey-added = 已添加通行密钥
settings-event-passkey-removed = 已删除通行密钥
settings-event-passkey-signin = 已使用通行密钥登录
settings-event-passkey-counter-regressed = 已拒绝通行密钥：它可能已被复制
settings-passkey-offer-heading = 使用通行密钥更快登录
settings-passkey-offer-description = 下次可以使用指纹、面容或屏幕锁代替输入密码。您需要先确认是您本人。
settings-passkey-offer-create = 创建通行密钥
settings-passkey-offer-not-now = 以后再说
