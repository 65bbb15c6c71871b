## Messages every flow shares: code forms, their headings and buttons, and the confirmation that a new code was sent.

# Success banner after the person asked for a new code by email.
flow-code-sent = A new code was sent to your email.
# Under the banner that a new code was sent.
# $email (String) - the address our mail is sent from, which the person may add to their contacts
flow-add-to-contacts = Add { $email } to your contacts to ensure a smooth delivery.
# Heading (and page title) of a page asking for the code we emailed.
flow-confirmation-code-heading = Enter confirmation code
# Label of the field for a six-digit code (emailed, texted or from an authenticator app).
flow-code-label = Enter 6-digit code
# Submit button of a code form.
flow-confirm = Confirm
# Link-styled button under a code field: asks for a new code by email.
flow-resend-code = Email new code
# Takes the place of the new-code button once the page has sent as many new codes as it offers.
flow-resend-limit = You've asked for new codes too many times. Use the latest code we sent, or start again later.
# Under the field for a new password: its rules.
flow-new-password-rules = At least 8 characters, not your email address, and not a common password.
# Under a form that creates an account: what creating it means. Each variable is a link.
# $terms (String) - a link titled with flow-terms-link
# $privacy (String) - a link titled with flow-privacy-link
flow-terms-agreement = By proceeding, you agree to the { $terms } and { $privacy }.
flow-terms-link = Terms of Service
flow-privacy-link = Privacy Notice

## 'Continue as': a page opened by someone already signed in on this browser.

flow-continue-as-heading = Continue with your account
# $letter (String) - the first letter of the account's name or address, shown as its picture
flow-continue-as-letter-label = Account picture: the letter { $letter }
# $name (String) - the account's display name or address
flow-continue-as-picture-label = Profile picture of { $name }
flow-continue-as-submit = Continue
flow-continue-as-use-different-account = Use a different account
# Above the password field, when the service asks for data only the password unlocks.
flow-continue-as-password-lead = This service also asks for your synced data’s key, which only your password unlocks. Enter your password to continue.
flow-continue-as-password-label = Password
# An account made with a third-party provider has no password yet; the service's keys need one.
flow-continue-as-no-password-lead = This service also asks for your synced data’s key, which only a password unlocks, and your account doesn’t have one yet. Create a password to continue.
flow-continue-as-create-password = Create a password

## The neutral page of an address that reports an outcome (an account confirmed, a password reset, a sign-in reported) opened without the steps that lead to it.

# Heading (and page title).
flow-no-outcome-heading = Nothing to confirm here
# Under the heading.
flow-no-outcome-text = This page confirms a step taken in this browser, and no such step led here. To sign in or create an account, start from the beginning.
# The page's button: to the start page.
flow-no-outcome-start = Go to the start page
# Heading (and page title) while such a page checks that the step happened (for example, that the service is among the account's connected services); it claims nothing yet.
flow-outcome-checking-heading = Checking…
