## Reporting a sign-in: reached from the link in the email with an unblock
## code, when the person did not try to sign in.

report-signin-heading = Report unauthorized sign-in?
report-signin-text = You received an email with a code to allow a sign-in to your account. If you didn’t try to sign in, report it and the code will stop working.
report-signin-submit = Report activity
report-signin-failed-heading = This sign-in can’t be reported
report-signin-damaged-text = The link you clicked was missing characters, and may have been broken by your email client. Copy the address carefully, and try again.
report-signin-used-text = The code in this email no longer works: it was already used, reported or has expired. If you didn’t try to sign in, reset your password to keep your account safe.

signin-reported-heading = Thank you for your vigilance
signin-reported-text = Thanks for letting us know. The code in the email no longer works, so it can’t be used to sign in to your account.
signin-reported-advice = Someone may know your password. Reset it now to keep your account safe.
# Link from the report pages to the start of a password reset.
report-reset-password = Reset your password
