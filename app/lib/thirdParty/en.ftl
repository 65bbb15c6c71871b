## Third-party sign-in: the 'Continue with …' buttons and the provider's answer.
## Google and Apple are the providers' own names: keep them as they are.

third-party-or = or
third-party-continue-google = Continue with Google
third-party-continue-apple = Continue with Apple
third-party-name-google = Google
third-party-name-apple = Apple
third-party-name-unknown = the other service
# The title of the page that uses the provider's answer.
third-party-callback-title = Signing in
third-party-error-heading = Sign-in did not work
# $provider (String) - the provider's name, such as Google
third-party-error-cancelled = Sign-in with { $provider } was cancelled. Your account has not changed.
# $provider (String) - the provider's name; $code (String) - the error code the provider sent
third-party-error-provider = { $provider } could not sign you in (error: { $code }).
third-party-error-state = This sign-in was not started in this browser, or its link was changed. Start again.
third-party-start-again = Back to sign-in
# Shown once on the password page: the address the provider gave has an account already.
## The password of a sync sign-in made through another service.

third-party-set-password-heading = Create a password to sync
# $email (String) - the account's address
third-party-set-password-lead = Sync encrypts your data with a password only you know. Create one for { $email }.
third-party-set-password-new = Password
third-party-set-password-confirm = Repeat password
third-party-set-password-submit = Start syncing

## The sign-in page, when the provider's address has an account: signing in links the provider to it.

# $provider (String) - the provider's name, such as Google
third-party-sign-in-to-link = An account with this email already exists. Sign in to it, and { $provider } will be linked to it.
