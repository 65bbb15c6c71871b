## Sign-up: choose a password, confirm the emailed code, celebrate.

signup-heading = Create a password
# $email (String) - the address the account is created for
signup-for-email = for { $email }
signup-change-email = Change email
signup-password-label = Password
signup-confirm-label = Repeat password
signup-age-label = How old are you?
signup-age-description = You must be 13 or older to create an account.
signup-submit = Create account

# $email (String) - where the code was sent
confirm-signup-code-instruction = Enter the 6-digit code we sent to { $email } within 5 minutes.
confirm-signup-code-expired-help = Send yourself a new code with the button below; you can stay on this page.

signup-confirmed-heading = Account confirmed
signup-confirmed-text = Your { -product-name } account is ready.
signup-verified-heading = Email confirmed
signup-verified-text = Your email address is confirmed and your { -product-name } account is ready.
signup-confirmed-continue = Continue to settings

cannot-create-account-heading = Cannot create account
cannot-create-account-text = You must meet certain age requirements to create a { -product-name } account.
cannot-create-account-home = Back to the start

## The primary address confirmed from the emailed link

primary-email-verified-heading = Primary email confirmed
primary-email-verified-account = Your account is ready to use.
primary-email-verified-sync = Sync is turned on for this browser.
# $serviceName (String) - the relying service the person signed up for
primary-email-verified-service = You’re now ready to use { $serviceName }.
