## The authorization page: a relying service asks to sign the person in.

# $serviceName (String) - the name of the service the person is signing in to
oauth-connecting-heading = Connecting to { $serviceName }
oauth-connecting-text = You’ll be taken back in a moment.

# $serviceName (String) - the name of the service asking for access
oauth-consent-heading = Allow { $serviceName } to use your account?
# $email (String) - the signed-in account's email address
oauth-consent-signed-in-as = You are signed in as { $email }.
oauth-consent-list-label = If you allow it, this service can:
oauth-consent-allow = Allow
oauth-consent-cancel = Cancel
oauth-consent-use-different-account = Use a different account

oauth-permission-openid = Confirm that it’s you when you sign in
oauth-permission-uid = See your account’s unique identifier
oauth-permission-email = See your email address
oauth-permission-display-name = See your display name
oauth-permission-avatar = See your profile picture
oauth-permission-offline-access = Stay connected to your account until you disconnect it
# $scope (String) - a technical permission name the product has no description for
oauth-permission-other = Use the permission “{ $scope }”

oauth-failed-heading = This sign-in request can’t be completed
oauth-failed-text = Go back to the service you came from and try again.
oauth-try-again = Try again

# The browser tab's title while a service's sign-in request is handled.
oauth-connecting-title = Sign in to a service

# /oauth/success: the sign-in to a service finished (often confirmed from another tab or device).
oauth-success-title = Signed in to a service
# $serviceName (String) - the name of the service the person signed in to
oauth-success-heading = You’re signed in to { $serviceName }
# $serviceName (String) - the name of the service the person signed in to
oauth-success-text = You can close this tab and go back to { $serviceName }.

## /device: a person lets a device that shows a code (a television, a command-line tool) use their account.

# The browser tab's title of the page.
device-title = Connect a device
device-enter-heading = Connect a device
device-enter-instruction = Enter the code shown on your device.
device-code-label = Code from your device
device-continue = Continue
device-code-invalid = That code isn’t valid or has expired. Check the code on your device and try again.
# $serviceName (String) - the name of the service the device belongs to
device-consent-heading = Allow { $serviceName } on your device?
# $userCode (String) - the code the device shows, such as BCDF-GHJK
device-consent-code = Only allow this if your device shows { $userCode }.
device-consent-allow = Allow
device-consent-deny = Deny
device-approved-heading = Your device is connected
# $serviceName (String) - the name of the service the device belongs to
device-approved-text = Return to your device: { $serviceName } will finish signing in there.
device-denied-heading = Your device wasn’t connected
# $serviceName (String) - the name of the service the device belongs to
device-denied-text = { $serviceName } can’t use your account. You can close this page.

# /oauth/signout: a service the person signed in to asks to sign them out of their account too.
oauth-signout-title = Sign out
oauth-signout-confirm-heading = Sign out of your account?
# $serviceName (String) - the name of the service that asked to sign the person out
oauth-signout-confirm-lead = { $serviceName } asked to sign you out. You’ll be signed out on this browser and of the services you signed in to with it.
oauth-signout-confirm-lead-no-service = A service asked to sign you out. You’ll be signed out on this browser and of the services you signed in to with it.
oauth-signout-confirm = Sign out
oauth-signout-cancel = Stay signed in
oauth-signout-done-heading = You’re signed out
# $serviceName (String) - the name of the service that asked to sign the person out
oauth-signout-done-text = You can close this tab and go back to { $serviceName }.
oauth-signout-done-text-no-service = You can close this tab.
oauth-signout-not-here-heading = Nothing to sign out here
oauth-signout-not-here-text = The service asked to end a session that isn’t the one on this browser, so you’re still signed in here.
oauth-signout-failed-heading = This sign-out request can’t be completed
oauth-signout-failed-text = Go back to the service you came from and sign out there.
