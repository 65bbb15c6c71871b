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
# Beside the number of backup codes left when fewer than three are.
settings-row-backup-codes-low = Running low: get new codes
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

## On the settings home after signing in with a password that was found in known data breaches.

settings-password-compromised-heading = Change your password
settings-password-compromised-description = The password you signed in with has appeared in known data breaches, so others may try it on your account. Choose a new password to keep your account safe.
settings-password-compromised-link = Change password

## Promotions on the settings home, each with a dismiss button that this browser remembers.

settings-promo-recovery-key-heading = Secure your account with an account recovery key
settings-promo-recovery-key-description = If you forget your password, a recovery key lets you reset it without losing your synced data.
settings-promo-recovery-key-link = Create an account recovery key
settings-promo-recovery-phone-heading = Add a recovery phone
settings-promo-recovery-phone-description = If you lose your authenticator app, a code texted to your phone lets you sign in.
settings-promo-recovery-phone-link = Add a recovery phone

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
# The way to the profile picture's page, beside the name and address at the top of settings.
settings-action-add-picture = Add picture
settings-action-change-picture = Change picture
settings-action-change = Change
# The link of the password row when the account has no password yet.
settings-action-create = Create
# The link of the profile section's secondary emails row to the emails page.
settings-action-manage-emails = Manage emails
# The link of the security section to the list of the account's security events.
settings-action-recent-activity = See recent activity
settings-action-set-up = Set up
settings-action-manage = Manage
# Said when the browser refused to put something on the clipboard.
settings-copy-failed = Your browser did not allow copying. Select the text and copy it yourself.

## The display name page.

settings-display-name-heading = Display name
settings-display-name-label = Enter display name
settings-display-name-help = Shown to you and to the services you sign in to. Leave it empty to remove it.
settings-display-name-characters = Your display name can't hold control, surrogate or private-use characters.
# $max (Number) - the longest a display name may be
settings-display-name-length = Your display name can be at most { $max } characters long.
# Alert at the top of the settings home once the name is saved.
settings-display-name-saved = Display name updated

## The profile picture page: the picture, a new one from a file or the camera, moved and zoomed inside the circle, or removed.

settings-avatar-heading = Profile picture
settings-avatar-upload = Upload photo
settings-avatar-camera = Take photo
settings-avatar-remove = Remove photo
# Button under the camera's live picture: keeps the current frame to crop.
settings-avatar-capture = Capture
# Accessible name of the camera's live picture.
settings-avatar-camera-label = Camera preview
# Said under the picture when the browser or the person refused the camera.
settings-avatar-camera-denied-help = Allow this site to use your camera in your browser's settings, or upload a photo instead.
# Accessible name of the area that moves the picture inside the circle.
settings-avatar-crop-label = Position of the picture in the circle
settings-avatar-crop-help = Drag the picture, or focus it and use the arrow keys, to place your face in the circle.
settings-avatar-zoom = Zoom
# Alerts at the top of the settings home once the picture is saved or removed.
settings-avatar-saved = Profile picture updated
settings-avatar-removed = Profile picture removed

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
settings-event-password-added = Password created
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
settings-event-passkey-added = Passkey added
settings-event-passkey-removed = Passkey deleted
settings-event-passkey-signin = Signed in with a passkey
settings-event-passkey-counter-regressed = Passkey refused: it may have been copied
# An event this page has no name for.
settings-event-unknown = Other account activity

## The data collection page: whether data about how the product is used may be collected.

settings-data-collection-heading = Data collection and use
settings-data-collection-label = Help improve the product
settings-data-collection-help = Share technical and interaction data about how you use your account. It never includes what you type or your passwords.
# Alerts at the top of the settings home once the choice is saved.
settings-data-collection-saved-on = Data collection turned on
settings-data-collection-saved-off = Data collection turned off

## The two-step authentication page: an authenticator app, then backup codes.

settings-two-step-heading = Two-step authentication
settings-two-step-off-lead = Two-step authentication is off.
settings-two-step-off-how = With it on, signing in asks for your password and then a six-digit code from an authenticator app on your phone. Someone who learns your password still can't sign in. You'll also get backup authentication codes, for when you can't use the app. Other browsers and devices signed in to your account will be signed out once it's on.
settings-two-step-start = Set up two-step authentication
settings-two-step-scan-step-app = Open an authenticator app on your phone (any app that supports time-based codes).
settings-two-step-scan-step-scan = Add an account in the app and scan this QR code.
settings-two-step-scan-step-code = Enter the six-digit code the app shows.
# $issuer (String) - the name the authenticator app lists the entry under; $account (String) - the account's email
settings-two-step-qr-label = QR code for your authenticator app: { $issuer }, { $account }
settings-two-step-show-key = Can't scan the code? Type the key instead
settings-two-step-key = Key
settings-two-step-key-copy = Copy key
settings-two-step-key-copied = Key copied
settings-two-step-issuer = Issuer
settings-two-step-account = Account
settings-two-step-kind = Type
settings-two-step-kind-value = Time-based, six digits
settings-two-step-code-label = Code from your authenticator app
settings-two-step-code-help = A new code shows every 30 seconds.
settings-two-step-verify = Continue
settings-two-step-codes-heading = Save your backup authentication codes
# $count (Number) - how many backup codes were made
settings-two-step-codes-lead =
    { $count ->
        [one] If you lose your phone, this code is how you sign in. It works once, and it's shown only now: copy, download or print it, and keep it somewhere safe.
       *[other] If you lose your phone, these { $count } codes are how you sign in. Each works once, and they're shown only now: copy, download or print them, and keep them somewhere safe.
    }
settings-two-step-codes-saved = I've saved my codes
settings-two-step-confirm-code-lead = To make sure you saved them, enter one of your backup authentication codes. It will still work later.
settings-two-step-phone-instead-lead = Rather not keep codes? A recovery phone can be your way back in instead.
settings-two-step-use-phone = Use a recovery phone instead
settings-two-step-confirm-code-label = Backup authentication code
settings-two-step-finish = Turn on two-step authentication
# Alert at the top of the settings home.
settings-two-step-enabled = Two-step authentication is on
settings-two-step-on-lead = Two-step authentication is on: signing in asks for a code from your authenticator app after your password.
settings-two-step-app = Authenticator app
settings-two-step-app-on = Codes come from the app you set up.
settings-two-step-replace = Use a new app
settings-two-step-replace-heading = Use a new authenticator app
settings-two-step-replace-lead = Your current app keeps working until the new one's code is accepted. Other browsers and devices signed in to your account will then be signed out.
settings-two-step-replace-confirm = Use this app
# Alert at the top of the settings home.
settings-two-step-replaced = Your authenticator app was changed
settings-two-step-disable-heading = Turn off two-step authentication
settings-two-step-disable-lead = Signing in will ask only for your password.
settings-two-step-disable = Turn off
settings-two-step-disable-confirm-heading = Turn off two-step authentication?
settings-two-step-disable-confirm-lead = Your backup authentication codes and recovery phone will be removed with it, and signing in will ask only for your password.
settings-two-step-disable-keep = Keep it on
# Alert at the top of the settings home.
settings-two-step-disabled = Two-step authentication is off

## The recovery phone page: a number to text a code to when the authenticator app is out of reach, set with a texted code, changed the same way, or removed.

settings-recovery-phone-heading = Recovery phone
settings-recovery-phone-change-heading = Change recovery phone
settings-recovery-phone-lead = If you can't use your authenticator app, we can text a code to your phone so you can still sign in. A recovery phone needs two-step authentication.
# $phone (String) - the current recovery phone, as written in its own country
settings-recovery-phone-change-lead = Your recovery phone stays { $phone } until you confirm the new number.
settings-recovery-phone-country = Country
# One entry of the list of countries. $country (String) - the country's name; $code (String) - its calling code, such as +1
settings-recovery-phone-country-option = { $country } ({ $code })
settings-recovery-phone-number = Phone number
settings-recovery-phone-number-help = We'll text a 6-digit code to it. Standard message rates may apply.
settings-recovery-phone-send = Send code
# $phone (String) - the number the code was texted to, as written in its own country
settings-recovery-phone-code-lead = Enter the 6-digit code we texted to { $phone }.
settings-recovery-phone-code-label = Code from the text message
settings-recovery-phone-confirm = Confirm
settings-recovery-phone-resend = Text a new code
settings-recovery-phone-resent = A new code was texted to you.
settings-recovery-phone-other-number = Use a different number
settings-recovery-phone-set-lead = If you can't use your authenticator app, we can text a code to this number so you can still sign in.
settings-recovery-phone-change = Change
settings-recovery-phone-remove = Remove
settings-recovery-phone-remove-confirm-heading = Remove recovery phone?
# $phone (String) - the recovery phone, as written in its own country
settings-recovery-phone-remove-confirm-lead = You'll no longer be able to sign in with a code texted to { $phone }. Your authenticator app and backup authentication codes still work.
settings-recovery-phone-remove-keep = Keep it
# Under 'Unable to remove recovery phone, missing backup authentication codes.'
settings-recovery-phone-no-codes = You have no backup authentication codes left, so your recovery phone is your only way back in if you lose your authenticator app. Get new backup codes first, then remove the phone.
settings-recovery-phone-no-codes-link = Get new backup codes
# Alerts at the top of the settings home.
settings-recovery-phone-added = Recovery phone added
settings-recovery-phone-changed = Recovery phone changed
settings-recovery-phone-removed = Recovery phone removed

## Backup authentication codes: shown once, copied, downloaded or printed.

settings-backup-codes-heading = Backup authentication codes
# $count (Number) - how many codes are listed
settings-backup-codes-list-label =
    { $count ->
        [one] Your backup authentication code
       *[other] Your { $count } backup authentication codes
    }
settings-backup-codes-copy = Copy codes
settings-backup-codes-copied = Codes copied
settings-backup-codes-download = Download
settings-backup-codes-downloaded = Codes downloaded as a text file
settings-backup-codes-print = Print
# The first line of the downloaded text file.
settings-backup-codes-file-heading = Backup authentication codes. Each works once.
settings-backup-codes-get-new = Get new codes
# $count (Number) - how many unused codes are left
settings-backup-codes-remaining =
    { $count ->
        [one] You have { $count } unused backup authentication code.
       *[other] You have { $count } unused backup authentication codes.
    }
settings-backup-codes-none-left = You have no unused backup authentication codes.
# $count (Number) - how many unused codes are left (fewer than three)
settings-backup-codes-low =
    { $count ->
        [0] You have no backup authentication codes left. Get new ones, so you can still sign in if you lose your phone.
        [one] Only { $count } backup authentication code is left. Get new ones, so you can still sign in if you lose your phone.
       *[other] Only { $count } backup authentication codes are left. Get new ones, so you can still sign in if you lose your phone.
    }
settings-backup-codes-replace-lead = New codes replace all of your current ones, used or not.
# $count (Number) - how many new codes are shown
settings-backup-codes-shown-lead =
    { $count ->
        [one] Here is your new code. Your previous codes no longer work. It's shown only now: copy, download or print it, and keep it somewhere safe.
       *[other] Here are your { $count } new codes. Your previous codes no longer work. They're shown only now: copy, download or print them, and keep them somewhere safe.
    }
settings-backup-codes-done = Done
# Alert at the top of the settings home.
settings-backup-codes-replaced = New backup authentication codes saved
settings-backup-codes-need-two-step = Backup authentication codes come with two-step authentication.
settings-backup-codes-set-up-two-step = Set up two-step authentication

## The account recovery key page: what the key is for, the password asked first, the new key shown once (copied, downloaded or printed) with an optional hint, and replacing or deleting a key.

settings-recovery-key-heading = Account recovery key
settings-recovery-key-none-lead = You don't have an account recovery key.
settings-recovery-key-none-how = If you forget your password, an account recovery key lets you reset it without losing your synced data. Keep it somewhere safe, away from your devices.
settings-recovery-key-start = Create account recovery key
# Instead of the way to create a key, for an account made with another service that has no password yet.
settings-recovery-key-no-password = Your key protects the keys to your synced data, and a password unlocks them: your account needs a password first. Create one, then come back to make your key.
settings-recovery-key-password-lead = Enter your password first. Your key protects the keys to your synced data, and only your password unlocks them.
settings-recovery-key-password-label = Password
settings-recovery-key-create = Create key
settings-recovery-key-replace-heading = Create a new account recovery key
settings-recovery-key-replace-lead = Enter your password to create a new key. Your current key stops working as soon as the new one is made.
settings-recovery-key-replace-submit = Create new key
settings-recovery-key-shown-lead = Here is your account recovery key. It's shown only now: copy, download or print it, and keep it somewhere safe.
# The accessible name of the key shown in groups of four characters.
settings-recovery-key-value-label = Your account recovery key
settings-recovery-key-copy = Copy key
settings-recovery-key-copied = Key copied
settings-recovery-key-download = Download
settings-recovery-key-downloaded = Key downloaded as a text file
settings-recovery-key-print = Print
# The first line of the downloaded text file.
settings-recovery-key-file-heading = Account recovery key. Use it to reset your password without losing your synced data.
settings-recovery-key-hint-heading = Add a hint (optional)
settings-recovery-key-hint-lead = A hint reminds you where you kept your key. It's shown when you reset your password with the key. Don't write the key itself.
settings-recovery-key-hint-label = Where did you keep your key?
settings-recovery-key-hint-save = Save hint
settings-recovery-key-hint-saved = Hint saved
settings-recovery-key-hint-required = Write a hint before you save it
# $max (Number) - the longest hint, in characters
settings-recovery-key-hint-too-long = The hint can have at most { $max } characters
settings-recovery-key-hint-characters = The hint has characters that can't be used
settings-recovery-key-done = Done
settings-recovery-key-exists-lead = Your account recovery key is set. If you forget your password, you can reset it with the key and keep your synced data.
settings-recovery-key-replace-row = Lost your key? Create a new one; the current key stops working.
settings-recovery-key-replace = Create new key
settings-recovery-key-delete-heading = Delete account recovery key
settings-recovery-key-delete-row = Without a key, resetting a forgotten password loses your synced data.
settings-recovery-key-delete = Delete key
settings-recovery-key-delete-confirm-heading = Delete your account recovery key?
settings-recovery-key-delete-confirm-lead = The key stops working at once. If you forget your password, your synced data can't be kept.
settings-recovery-key-delete-keep = Keep key
# Alerts at the top of the settings home.
settings-recovery-key-created = Account recovery key saved
settings-recovery-key-deleted = Account recovery key deleted

## The emails page: the primary address, the secondary ones (at most three), adding one and confirming it with a code, making one primary, removing one.

settings-emails-heading = Emails
settings-emails-description = You sign in with your primary email, and notices about your account go to it. Secondary emails are other addresses that belong to you; a confirmed one can become your primary email.
# Accessible name of the list of the account's addresses.
settings-emails-list-label = Your emails
# The state of an address in the list.
settings-emails-primary = Primary
settings-emails-confirmed = Confirmed
# Buttons beside a secondary address; each is described by the address it acts on.
settings-emails-make-primary = Make primary
settings-emails-remove = Remove
settings-emails-enter-code = Enter code
settings-emails-add-heading = Add a secondary email
settings-emails-add-label = Secondary email
# $max (Number) - how many secondary emails an account may have
settings-emails-add-help = You can have up to { $max } secondary emails. We send a code to the new address to confirm it's yours.
settings-emails-add = Add email
# $max (Number) - how many secondary emails an account may have
settings-emails-limit = You have { $max } secondary emails, the most an account can have. Remove one to add another.
settings-emails-code-heading = Confirm your secondary email
# $email (String) - the secondary address the code was sent to
settings-emails-code-description = Enter the code we sent to { $email }.
# Leaves the code step; the address stays unconfirmed and can be confirmed later with 'Enter code'.
settings-emails-code-cancel = Not now
# Confirmations at the top of the page after a change. $email (String) - the address changed
settings-emails-confirmed-notice = { $email } is confirmed.
settings-emails-primary-notice = { $email } is now your primary email. Sign in with it from now on; your password stays the same.
settings-emails-removed-notice = { $email } was removed from your account.
# An unconfirmed address left the account while its code was being asked for. $email (String) - that address
# 'taken': another account holds it now (its owner signed up with it, or added it after the code expired).
settings-emails-taken-notice = { $email } now belongs to another account, so it is no longer on yours.
# 'gone': it was removed, or cleared away a day after its code expired.
settings-emails-gone-notice = { $email } is no longer waiting to be confirmed on your account.

## The links of the home's connected services and delete account sections.

settings-action-connected-services = See devices and apps
settings-action-delete-account = Delete account

## The connected services page: the devices, browsers and apps signed in to the account.

settings-clients-heading = Connected services
settings-clients-description = Everything signed in to your account. Sign out of anything you no longer use or don't recognise.
settings-clients-empty = Nothing is signed in to your account.
settings-clients-retry = Try again
# Marks the browser the person is using now.
settings-clients-current = This device
# An app with access whose name is not known
settings-clients-unknown-app = App
settings-clients-type-desktop = Computer
settings-clients-type-mobile = Phone
settings-clients-type-tablet = Tablet
settings-clients-type-tv = TV
settings-clients-type-app = App with access to your account
# $place (String) - a city, region and country, such as "Berlin, Germany"
settings-clients-location = Near { $place }
# $relative (String) - such as "3 days ago"; $absolute (String) - the date and time
settings-clients-last-active = Last active { $relative } ({ $absolute })
settings-clients-sign-out = Sign out
# The accessible name of a client's Sign out button. $name (String) - the client's name
settings-clients-sign-out-label = Sign out of { $name }
settings-clients-sign-out-here-label = Sign out of { $name } (this device)
# The reason dialog. $name (String) - the client's name
settings-clients-sign-out-heading = Sign out of { $name }?
settings-clients-sign-out-description = It will need the password to get back in. Telling us why helps us keep your account safe.
settings-clients-sign-out-here-heading = Sign out of this device?
settings-clients-sign-out-here-description = You will be signed out here and taken back to the start.
settings-clients-reason-label = Why are you signing it out?
settings-clients-reason-none = I don't use it any more
settings-clients-reason-lost = It was lost or stolen
settings-clients-reason-suspicious = I don't recognise this activity
# After signing out a lost device or unknown activity. $name (String) - the client's name
settings-clients-advice-heading = { $name } is signed out
settings-clients-advice-description = If someone else may know your password, change it now so they cannot sign in again.
settings-clients-advice-change-password = Change your password
settings-clients-close = Close

## The language page (the same choice as the language menu at the bottom of every page).

settings-language-heading = Language
settings-language-page-description = Choose the language of these pages. This browser keeps your choice; Browser default follows your browser's languages.
settings-language-saved = Language saved.
settings-language-saved-default = Your browser's languages are used.

## The delete account page.

settings-delete-account-heading = Delete account
settings-delete-account-lead = Deleting your account is permanent. Before you go on, check what you will lose.
settings-delete-account-acknowledge-legend = I understand that:
settings-delete-account-ack-data = Data saved and synced with this account, such as passwords, bookmarks and history, will be deleted.
settings-delete-account-ack-subscriptions = Subscriptions paid through this account will be cancelled.
settings-delete-account-ack-devices = Every device and app signed in with this account will be signed out.
settings-delete-account-ack-permanent = Creating an account again with the same email will not bring any of it back.
settings-delete-account-acknowledge-error = Tick every box to continue.
settings-delete-account-continue = Continue
# Instead of the boxes, for an account made with another service that has no password yet.
settings-delete-account-no-password = Deleting your account asks for its password, and your account doesn't have one yet. Create a password first, then come back here.
settings-delete-account-confirm-heading = Delete your account?
settings-delete-account-confirm-description = Enter your password to delete your account for good.
settings-delete-account-password-label = Password
settings-delete-account-submit = Delete account
# Shown once on the start page after the account was deleted.
settings-delete-account-done = Your account was deleted.

## The change password page and the create password page (for an account that has none).

settings-change-password-heading = Change password
settings-change-password-lead = Once you change your password, you are signed out on every other device and service. Your synced data is kept.
settings-change-password-current = Current password
settings-change-password-forgot = Forgot password?
settings-change-password-new = New password
settings-change-password-confirm = Repeat new password
settings-change-password-save = Change password
# Alert at the top of the settings home once the password is changed.
settings-password-changed = Password changed
settings-create-password-heading = Create a password
# The button of a page whose step needs a password, for an account that has none yet.
settings-create-password-first = Create a password
settings-create-password-lead = Add a password to sign in with your email address as well as the way you sign in now.
settings-create-password-save = Create password
# Alert at the top of the settings home once the password is created.
settings-password-created = Password created
