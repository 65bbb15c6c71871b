## Settings: the frame every settings page sits in (its side navigation), the settings home with its sections, and the promotions it shows.

# The settings area's name: the page title while it loads.
settings-title = Settings
# Heading (and page title) of the settings home.
settings-heading = Account settings
# Accessible name of the side navigation of the settings area.
settings-nav-label = Settings
# Button that shows or hides the side navigation on a narrow screen.
settings-nav-toggle = Settings menu
# Side navigation entries; each leads to its section of the settings home.
settings-nav-profile = Profile
settings-nav-security = Security
settings-nav-connected-services = Connected services
settings-nav-linked-accounts = Linked accounts
settings-nav-subscriptions = Subscriptions
settings-nav-data-collection = Data collection and use
settings-nav-language = Language
settings-nav-delete-account = Delete account
settings-sign-out = Sign out
# Link at the top of every settings page other than the home: back to the settings home.
settings-back = Back to settings

## The sections of the settings home. Each row names a setting and shows its current state.

settings-section-profile = Profile
# $letter (String) - the letter shown in the default avatar
settings-avatar-label = Default avatar, letter { $letter }
settings-avatar-custom-label = Your profile picture
settings-row-display-name = Display name
settings-row-display-name-none = None
settings-row-primary-email = Primary email
settings-row-secondary-emails = Secondary emails
settings-row-secondary-emails-none = None
settings-email-unconfirmed = Unconfirmed
settings-section-security = Security
settings-row-password = Password
settings-row-password-set = Set
settings-row-password-none = No password yet
settings-row-two-step = Two-step authentication
settings-row-two-step-on = On
settings-row-two-step-off = Off
settings-row-backup-codes = Backup authentication codes
# $count (Number) - how many unused backup codes are left
settings-row-backup-codes-count =
    { $count ->
        [one] { $count } code left
       *[other] { $count } codes left
    }
settings-row-backup-codes-none = None
settings-row-recovery-phone = Recovery phone
settings-row-recovery-phone-none = Not set
settings-row-recovery-key = Account recovery key
settings-row-recovery-key-set = Set
settings-row-recovery-key-none = Not set
settings-section-connected-services = Connected services
# $count (Number) - devices, browsers and apps with access to the account
settings-connected-services-count =
    { $count ->
        [one] { $count } device or app is signed in to your account.
       *[other] { $count } devices and apps are signed in to your account.
    }
settings-section-linked-accounts = Linked accounts
settings-linked-accounts-none = No third-party accounts are linked.
settings-linked-account-google = Google
settings-linked-account-apple = Apple
settings-section-subscriptions = Subscriptions
settings-subscriptions-none = You have no subscriptions.
settings-section-data-collection = Data collection and use
settings-data-collection-on = Sharing technical and interaction data to help improve the product is on.
settings-data-collection-off = Sharing technical and interaction data to help improve the product is off.
settings-section-language = Language
settings-language-description = The language of these pages. The language menu at the bottom of every page changes it too.
settings-section-delete-account = Delete account
settings-delete-account-description = Permanently delete your account, its settings and the data it keeps.

## Promotions on the settings home, each with a dismiss button that this browser remembers.

settings-promo-recovery-key-heading = Secure your account with an account recovery key
settings-promo-recovery-key-description = If you forget your password, a recovery key lets you reset it without losing your synced data.
settings-promo-recovery-key-link = See your security settings
settings-promo-recovery-phone-heading = Add a recovery phone
settings-promo-recovery-phone-description = If you lose your authenticator app, a code texted to your phone lets you sign in.
settings-promo-recovery-phone-link = See your security settings

## Confirming a sensitive change with a code we email (the step-up dialog).

settings-step-up-heading = Confirm it's you
# $email (String) - the primary address the code was sent to
# $minutes (Number) - how long the code lasts
settings-step-up-description =
    { $minutes ->
        [one] To keep your account safe, enter the code we sent to { $email }. It expires in { $minutes } minute.
       *[other] To keep your account safe, enter the code we sent to { $email }. It expires in { $minutes } minutes.
    }
settings-step-up-cancel = Cancel

## Buttons and confirmations the settings pages share.

settings-save = Save
settings-cancel = Cancel
# The link of a settings home row to the page that changes it.
settings-action-add = Add
settings-action-change = Change
# The link of the security section to the list of the account's security events.
settings-action-recent-activity = See recent activity

## The display name page.

settings-display-name-heading = Display name
settings-display-name-label = Enter display name
settings-display-name-help = Shown to you and to the services you sign in to. Leave it empty to remove it.
settings-display-name-characters = Your display name can't hold control, surrogate or private-use characters.
# $max (Number) - the longest a display name may be
settings-display-name-length = Your display name can be at most { $max } characters long.
# Alert at the top of the settings home once the name is saved.
settings-display-name-saved = Display name updated

## The recent activity page: the account's security events, newest first, each with its date and time.

settings-activity-heading = Recent activity
settings-activity-description = Security events of your account, newest first. If you don't recognize one, change your password.
settings-activity-empty = No activity yet.
# Button shown when the events could not be loaded.
settings-activity-retry = Try again
settings-event-account-create = Account created
settings-event-account-verify = Account confirmed
settings-event-account-login = Signed in
settings-event-session-verify = Sign-in confirmed
settings-event-session-destroy = Signed out
settings-event-password-changed = Password changed
settings-event-password-reset = Password reset
settings-event-display-name-changed = Display name changed
settings-event-login-unblocked = Sign-in unblocked with an emailed code
settings-event-login-unblock-rejected = Wrong code to unblock a sign-in
settings-event-two-factor-added = Two-step authentication turned on
settings-event-two-factor-removed = Two-step authentication turned off
settings-event-two-factor-replaced = Authenticator app changed
settings-event-backup-codes-created = Backup authentication codes created
settings-event-backup-codes-replaced = Backup authentication codes replaced
settings-event-backup-code-signin = Signed in with a backup authentication code
settings-event-backup-code-reset = Password reset with a backup authentication code
settings-event-recovery-phone-added = Recovery phone added
settings-event-recovery-phone-changed = Recovery phone changed
settings-event-recovery-phone-removed = Recovery phone removed
settings-event-recovery-phone-signin = Signed in with the recovery phone
settings-event-recovery-phone-reset = Password reset with the recovery phone
settings-event-secondary-email-added = Secondary email added
settings-event-secondary-email-verified = Secondary email confirmed
settings-event-secondary-email-removed = Secondary email removed
settings-event-primary-email-changed = Primary email changed
settings-event-recovery-key-added = Account recovery key created
settings-event-recovery-key-replaced = Account recovery key replaced
settings-event-recovery-key-removed = Account recovery key deleted
settings-event-recovery-key-hint-updated = Account recovery key hint changed
settings-event-recovery-key-used = Account recovery key used
# An event this page has no name for.
settings-event-unknown = Other account activity

## The data collection page: whether data about how the product is used may be collected.

settings-data-collection-heading = Data collection and use
settings-data-collection-label = Help improve the product
settings-data-collection-help = Share technical and interaction data about how you use your account. It never includes what you type or your passwords.
# Alerts at the top of the settings home once the choice is saved.
settings-data-collection-saved-on = Data collection turned on
settings-data-collection-saved-off = Data collection turned off
