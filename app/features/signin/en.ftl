## Sign-in: the password step, the confirmation codes and the second factors.

signin-heading = Enter your password
signin-force-auth-heading = Sign in to continue
signin-password-label = Password
signin-submit = Sign in
signin-use-different-account = Use a different account
signin-forgot-password = Forgot password?
signin-continue = Continue
# After a passkey sign-in in a flow that needs the sync keys: the passkey proved who the person is, but only the password unlocks synced data.
signin-passkey-password-for-sync = You’re signed in with your passkey. Your synced data is locked with your password, so enter it once more to continue.
signin-passkey-unlock-submit = Unlock and continue

# $email (String) - the account's email address
signin-token-code-instruction = Enter the code that was sent to { $email } within 5 minutes.
signin-code-expired-text = Select “Email new code” below to get a new one, then enter it here.

signin-unblock-heading = Authorize this sign-in
# $email (String) - the account's email address
signin-unblock-instruction = Check your email for the authorization code sent to { $email }.
signin-unblock-label = Enter authorization code

signin-totp-heading = Enter authentication code
signin-totp-instruction = Enter the 6-digit code from your authenticator app.
signin-totp-trouble = Trouble with code?

signin-recovery-choice-heading = Choose a recovery method
signin-recovery-choice-instruction = Make sure you have access to your recovery method.
signin-recovery-choice-label = Recovery method
# $phone (String) - the last digits of the recovery phone number
signin-choice-phone = Recovery phone ending in { $phone }
signin-choice-code = Backup authentication code

signin-recovery-code-heading = Enter backup authentication code
signin-recovery-code-instruction = Enter one of the one-time-use codes you saved when you set up two-step authentication.
signin-recovery-code-label = Enter 10-character code
signin-other-method = Choose another method

signin-recovery-phone-heading = Enter recovery code
# $phone (String) - the last digits of the recovery phone number
signin-recovery-phone-instruction = A 6-digit code was sent to the phone number ending in { $phone } by text message. This code expires after 5 minutes.
signin-resend-text = Resend code
signin-text-resent = A new code was sent to your phone.

signin-bounced-heading = Sorry. We’ve locked your account.
# $email (String) - the address mail could not be delivered to
signin-bounced-text = The confirmation email we sent to { $email } was returned. To protect your data, sign in with a different account or create a new one.

signin-confirming-heading = Confirming your sign-in
signin-confirmed-heading = Sign-in confirmed
signin-confirmed-text = Your sign-in is confirmed. You can continue where you left off.
signin-confirmed-elsewhere-text = Your sign-in is confirmed. You can close this tab and go back to the device you were signing in on.
signin-link-failed-heading = This link can’t be used
signin-link-failed-text = Sign in again to get a new confirmation email.

## Approving a sign-in from another device

signin-push-heading = Approve your sign-in
signin-push-lead = Check your other devices for a notification and approve this sign-in there.
signin-push-waiting = Waiting for approval…
signin-push-use-email = Use a code sent to your email instead
signin-push-confirm-heading = Is this you signing in?
signin-push-confirm-device = Device
signin-push-confirm-location = Location
signin-push-confirm-ip = IP address
signin-push-resend = Send the notification again
# On the emailed-code page of a sync sign-in: the way to approve it from another device instead.
signin-token-code-push = Approve from another signed-in device instead
signin-push-resent = The notification was sent again.
signin-push-no-devices = None of your other devices is signed in to approve this sign-in. Use a code sent to your email instead.
signin-push-confirm-lead = Approve it only if you are signing in on another device right now.
# The label of the date and time the sign-in asked for approval.
signin-push-confirm-time = Time
signin-push-confirm-approve = Yes, approve
signin-push-confirm-decline = No, decline
signin-push-confirm-retry = Try again
signin-push-approved-heading = Sign-in approved
signin-push-approved-text = Your other device is now signed in and continues by itself.
signin-push-declined-heading = Sign-in declined
signin-push-declined-text = The other device was not signed in. If you did not try to sign in, change your password.
signin-push-invalid-heading = This sign-in can no longer be answered
signin-push-invalid-text = It was already answered, or the request expired. To try again, sign in again on the other device.
signin-push-confirm-not-you = Not you? Change your password
