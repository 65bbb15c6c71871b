## Emails carrying one-time codes. $code is the code, $minutes how long it works.

email-signup-code-subject = Your confirmation code: { $code }
email-signup-code-heading = Confirm your account
email-signup-code-intro = Enter this code to finish creating your account:
email-signup-code-expiry = The code works for { $minutes ->
    [one] 1 minute
   *[other] { $minutes } minutes
  }.
email-signup-code-ignore = If you did not create an account, you can ignore this email.

email-login-code-subject = Your sign-in code: { $code }
email-login-code-heading = Confirm it’s you signing in
email-login-code-intro = Enter this code to finish signing in:
email-login-code-expiry = The code works for { $minutes ->
    [one] 1 minute
   *[other] { $minutes } minutes
  }.
email-login-code-ignore = If you did not try to sign in, change your password now.

email-unblock-code-subject = Your unblock code: { $code }
email-unblock-code-heading = Was that you signing in?
email-unblock-code-intro = Sign-in was paused for your safety. Enter this code to continue:
email-unblock-code-expiry = The code works for { $minutes ->
    [one] 1 minute
   *[other] { $minutes } minutes
  }.
email-unblock-code-ignore = If you did not try to sign in, change your password now.
# The words of the link to the page where the person reports that they did not try to sign in.
email-unblock-code-link = Report this sign-in

email-step-up-code-subject = Your verification code: { $code }
email-step-up-code-heading = Confirm it’s you changing your settings
email-step-up-code-intro = Enter this code to continue:
email-step-up-code-expiry = The code works for { $minutes ->
    [one] 1 minute
   *[other] { $minutes } minutes
  }.
email-step-up-code-ignore = If you did not ask for this, change your password now.

email-secondary-email-code-subject = Your confirmation code: { $code }
email-secondary-email-code-heading = Confirm your new email address
email-secondary-email-code-intro = Enter this code to add this address to your account:
email-secondary-email-code-expiry = The code works for { $minutes ->
    [one] 1 minute
   *[other] { $minutes } minutes
  }.
email-secondary-email-code-ignore = If you did not ask to add this address, you can ignore this email.

email-password-forgot-code-subject = Your password reset code: { $code }
email-password-forgot-code-heading = Reset your password
email-password-forgot-code-intro = Enter this code to reset the password of your account:
email-password-forgot-code-expiry = The code works for { $minutes ->
    [one] 1 minute
   *[other] { $minutes } minutes
  }.
email-password-forgot-code-ignore = If you did not ask to reset your password, you can ignore this email: your password stays as it is.

## Emails telling of a change to the account. $email is the account's address.

email-password-reset-subject = Your password was changed
email-password-reset-heading = Your password was reset
email-password-reset-intro = The password of { $email } was just reset.
email-password-reset-details = Every device and service signed in to your account was signed out. Sign in again with your new password.
email-password-reset-ignore = If you did not reset your password, reset it again now and check your account’s recent activity in settings.

email-password-reset-recovery-key-subject = Your password was changed
email-password-reset-recovery-key-heading = Your password was reset with your account recovery key
email-password-reset-recovery-key-intro = The password of { $email } was just reset with your account recovery key, so your synced data was kept.
email-password-reset-recovery-key-details = That recovery key no longer works: create a new one in settings. Every device and service signed in to your account was signed out.
email-password-reset-recovery-key-ignore = If you did not reset your password, reset it again now and check your account’s recent activity in settings.

email-two-step-enabled-subject = Two-step authentication is on
email-two-step-enabled-heading = Two-step authentication is on
email-two-step-enabled-intro = Signing in to { $email } now asks for a code from your authenticator app, or one of your backup authentication codes, after your password.
email-two-step-enabled-details = Every other browser and device signed in with your account was signed out, and asks for the second step when it signs in again. Keep your backup authentication codes somewhere safe.
email-two-step-enabled-ignore = If you did not turn on two-step authentication, change your password now and check your account’s recent activity in settings.

email-two-step-replaced-subject = Your authenticator app was changed
email-two-step-replaced-heading = Two-step authentication uses a new authenticator app
email-two-step-replaced-intro = Signing in to { $email } now asks for codes from the authenticator app you just set up; the codes of the previous one no longer work.
email-two-step-replaced-details = Every other browser and device signed in with your account was signed out.
email-two-step-replaced-ignore = If you did not change your authenticator app, change your password now and check your account’s recent activity in settings.

email-two-step-disabled-subject = Two-step authentication is off
email-two-step-disabled-heading = Two-step authentication is off
email-two-step-disabled-intro = Signing in to { $email } no longer asks for a code from an authenticator app.
email-two-step-disabled-details = Your backup authentication codes and recovery phone were removed with it.
email-two-step-disabled-ignore = If you did not turn off two-step authentication, change your password now, turn it on again and check your account’s recent activity in settings.

email-passkey-added-subject = A passkey was added to your account
email-passkey-added-heading = A passkey was added
email-passkey-added-intro = A new passkey can now sign in to { $email } on its own, without your password.
email-passkey-added-details = You can see, rename and remove your passkeys in settings.
email-passkey-added-ignore = If you did not add a passkey, remove it in settings now, change your password and check your account’s recent activity.

email-passkey-removed-subject = A passkey was removed from your account
email-passkey-removed-heading = A passkey was removed
email-passkey-removed-intro = A passkey can no longer sign in to { $email }.
email-passkey-removed-details = Your other passkeys and your password still work.
email-passkey-removed-ignore = If you did not remove this passkey, change your password now and check your account’s recent activity in settings.

email-backup-codes-replaced-subject = New backup authentication codes were made
email-backup-codes-replaced-heading = You have new backup authentication codes
email-backup-codes-replaced-intro = A new set of backup authentication codes was made for { $email }.
email-backup-codes-replaced-details = Your previous codes no longer work. Keep the new ones somewhere safe: each works once, if you cannot use your authenticator app.
email-backup-codes-replaced-ignore = If you did not make new backup authentication codes, change your password now and check your account’s recent activity in settings.

email-recovery-key-created-subject = An account recovery key was created
email-recovery-key-created-heading = Your account has a recovery key
email-recovery-key-created-intro = An account recovery key was just created for { $email } in settings.
email-recovery-key-created-details = If you forget your password, you can reset it with this key and keep your synced data. Keep the key somewhere safe.
email-recovery-key-created-ignore = If you did not create it, change your password now, delete the key in settings and check your account’s recent activity.

email-recovery-key-replaced-subject = Your account recovery key was replaced
email-recovery-key-replaced-heading = Your account has a new recovery key
email-recovery-key-replaced-intro = A new account recovery key was just created for { $email } in settings.
email-recovery-key-replaced-details = Your previous key no longer works. Keep the new one somewhere safe.
email-recovery-key-replaced-ignore = If you did not create it, change your password now, delete the key in settings and check your account’s recent activity.

email-recovery-key-removed-subject = Your account recovery key was deleted
email-recovery-key-removed-heading = Your account recovery key was deleted
email-recovery-key-removed-intro = The account recovery key of { $email } was just deleted in settings.
email-recovery-key-removed-details = The key no longer works. Without one, resetting a forgotten password loses your synced data: you can create a new key in settings.
email-recovery-key-removed-ignore = If you did not delete it, change your password now and check your account’s recent activity in settings.

email-password-changed-subject = Your password was changed
email-password-changed-heading = Your password was changed
email-password-changed-intro = The password of { $email } was just changed in settings.
email-password-changed-details = Every other device and service signed in to your account was signed out. Sign in on them again with your new password; your synced data was kept.
email-password-changed-ignore = If you did not change your password, reset it now and check your account’s recent activity in settings.

email-password-created-subject = Your account has a password
email-password-created-heading = You created a password
email-password-created-intro = A password was just created for { $email } in settings.
email-password-created-details = You can now sign in with your email address and this password, as well as the way you signed in before.
email-password-created-ignore = If you did not create it, reset your password now and check your account’s recent activity in settings.

## Text messages. $code is the six-digit code.

sms-recovery-phone-setup = { $code } is your { -product-name } accounts code to add this recovery phone. Do not share it.
sms-recovery-phone-signin = { $code } is your { -product-name } accounts sign-in code. Do not share it.
sms-recovery-phone-reset = { $code } is your { -product-name } accounts code to reset your password. Do not share it.

## The product's full name: the footer of every email, and (in English) the
## sender's name of outgoing mail and the issuer authenticator apps show.

server-product-title = { -product-name } accounts

## A notification to the account's other signed-in devices when a sign-in waits for approval.

push-signin-title = Signing in to { -product-name }?
push-signin-body = Select to check this sign-in and approve it if it is you.
