## Signing in with a passkey: the button under the entry and password forms, and what an attempt came to.

passkey-signin-button = Continue with passkey
passkey-signin-cancelled = Passkey sign-in was cancelled. Try again when you’re ready, or continue another way.
passkey-signin-refused-entry = That passkey wasn’t accepted. It may have been removed from your account. Enter your email to sign in with your password.
passkey-signin-refused-password = That passkey wasn’t accepted. It may have been removed from your account. Sign in with your password instead.
