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

email-footer = Orbit accounts
