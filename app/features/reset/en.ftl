## Password reset: the address, the emailed code, the way to prove it is the account's owner, the recovery key, the new password.

reset-password-heading = Reset your password
reset-password-lead = We’ll send a confirmation code to your email.
reset-password-email-label = Email
reset-password-submit = Send code
reset-password-remembered = Remember your password? Sign in

# $email (String) - the address the reset code was sent to
reset-code-instruction = Enter the 6-digit code we sent to { $email } within 5 minutes.
reset-code-expired-text = Select “Email new code” below to get a new one, then enter it here.

reset-choice-heading = Choose how to continue
reset-choice-factor-instruction = Your account has two-step authentication: confirm it’s you with one of the ways you set up.
reset-choice-key-instruction = Your account has an account recovery key, which keeps your synced data through a password reset.
reset-choice-factor-label = Confirm with
reset-choice-totp = Authenticator app
# $count (Number) - how many unused backup authentication codes the account has
reset-choice-backup-code = { $count ->
    [one] Backup authentication code (1 left)
   *[other] Backup authentication code ({ $count } left)
}
# $phone (String) - the last digits of the recovery phone number
reset-choice-phone = Recovery phone ending in { $phone }
reset-choice-key-label = Your synced data
reset-choice-use-key = Keep it with my account recovery key
reset-choice-without-key = Continue without my account recovery key (synced data will be lost)
reset-continue = Continue

reset-totp-heading = Enter authentication code
reset-totp-instruction = Enter the 6-digit code from your authenticator app.
reset-other-way = Choose another way

reset-backup-code-heading = Enter backup authentication code
reset-backup-code-instruction = Enter one of the one-time-use codes you saved when you set up two-step authentication.
reset-backup-code-label = Enter 10-character code

reset-phone-heading = Enter recovery code
# $phone (String) - the last digits of the recovery phone number
reset-phone-instruction = A 6-digit code was sent to the phone number ending in { $phone } by text message. This code expires after 5 minutes.
reset-phone-resend = Resend code
reset-phone-resent = A new code was sent to your phone.

reset-key-heading = Enter your account recovery key
reset-key-instruction = Your account recovery key keeps your synced data. It is 32 characters, in groups of 4.
# The hint the person saved in settings about where they keep the key, shown above the field.
# $hint (String) - the hint as they wrote it
reset-key-hint = Your hint: { $hint }
reset-key-label = Account recovery key
reset-key-description = Letters and numbers; spaces and dashes are ignored.
reset-key-submit = Confirm account recovery key
reset-key-missing = Don’t have your account recovery key?

reset-new-password-heading = Create a new password
reset-new-password-label = New password
reset-new-password-confirm-label = Repeat new password
reset-new-password-submit = Reset password
reset-data-loss-heading = Your synced data will be lost
reset-data-loss-text = The data synced with your account (such as passwords, bookmarks and history) is encrypted with a key only your password or your account recovery key can open. Resetting without them makes a new key, so the synced data stored with your account can no longer be read. Your devices keep their own copies.
reset-data-loss-use-key = Use my account recovery key instead
reset-data-kept-text = Your account recovery key opened your synced data. It stays with your account under your new password.

reset-verified-heading = Your password has been reset
reset-verified-text = You’re signed in with your new password. Every other device has been signed out.
reset-verified-key-heading = Your password has been reset, and your data kept
reset-verified-key-text = Your synced data is kept. Your account recovery key has been used up: create a new one in your settings to keep your data safe next time.
reset-verified-sign-in-text = Sign in with your new password to continue.
reset-verified-continue = Continue
reset-verified-sign-in = Sign in
