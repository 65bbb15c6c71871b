### Error messages of the account service, in English (the source locale).
### One message per entry of schema/errors/catalogue.yaml. Ids are
### auth-error-{errno} and oauth-error-{errno}, with -{version} appended when
### the catalogue gives the entry a version.

## Auth errors raised by the server

auth-error-101 = Account already exists
auth-error-102 = Unknown account
auth-error-103 = Incorrect password
auth-error-104 = Unconfirmed account
auth-error-105 = Invalid confirmation code
auth-error-106 = What was sent couldn't be read. Reload the page and try again.
auth-error-107 = Something that was sent can't be used. Check what you typed, or reload the page and try again.
auth-error-108 = Something needed was not sent. Reload the page and try again.
auth-error-109 = This request couldn't be checked. Reload the page and try again.
auth-error-110 = Invalid session. Please sign out and sign in again.
auth-error-111 = This request couldn't be checked. Check your device's date and time, then try again.
auth-error-112 = This request couldn't be read. Reload the page and try again.
auth-error-113 = Request body too large
# Used when the server says when the user may try again.
# $retryAfterLocalized (String) - when the user may try again, already localized, for example "in 15 minutes".
auth-error-114 = You've tried too many times. Try again { $retryAfterLocalized }.
# Used when the server does not say when the user may try again.
auth-error-114-generic = You've tried too many times. Try again later.
auth-error-115 = This request couldn't be checked. Reload the page and try again.
auth-error-116 = This endpoint is no longer supported
auth-error-120 = Incorrect email case
auth-error-125 = The request was blocked for security reasons
auth-error-126 = Your account has been locked for security reasons
auth-error-127 = Invalid authorization code
auth-error-129 = You entered an invalid phone number. Please check it and try again.
auth-error-130 = Cannot send to this country
auth-error-133 = Your email was just returned
auth-error-134 = Your email was just returned. Mistyped email?
auth-error-135 = Unable to deliver email
auth-error-136 = This email was already confirmed by another user
auth-error-138 = Unconfirmed session. Please sign out and sign in again.
auth-error-139 = Secondary email must be different than your account email
auth-error-140 = Account already exists
auth-error-141 = Account already exists
auth-error-142 = Primary account email required for sign-in
auth-error-144 = Address in use by another account
auth-error-145 = Primary account email required for reset
auth-error-146 = Invalid signin code
auth-error-147 = Can not change primary email to an unconfirmed email
auth-error-148 = Can not change primary email to an email that does not belong to this account
auth-error-149 = This email can not currently be used to login
auth-error-150 = Can not change primary email to an email that does not belong to this account
auth-error-151 = Failed to send email
auth-error-152 = Valid code required
auth-error-153 = This confirmation code has expired
auth-error-154 = This account already has an authenticator app.
auth-error-155 = No authenticator app was found for this account.
auth-error-156 = Backup authentication code not found
auth-error-157 = Unavailable device command
auth-error-158 = Account recovery key not found
auth-error-159 = Invalid account recovery key
auth-error-160 = This request requires two step authentication enabled on your account.
auth-error-161 = Account recovery key already exists.
auth-error-165 = Failed due to a conflicting request, please try again.
auth-error-170 = This request requires two step authentication enabled on your account.
auth-error-176 = Unknown customer for subscription.
auth-error-177 = Unknown subscription.
auth-error-178 = Unknown plan for subscription.
auth-error-179 = Invalid payment token for subscription.
auth-error-180 = Subscription has already been cancelled
auth-error-181 = Update was rejected, please try again
auth-error-183 = Invalid or expired confirmation code
auth-error-188 = You have reached the maximum allowed secondary emails
auth-error-189 = This email already exists on your account
auth-error-201 = Server busy, try again soon
auth-error-202 = Feature not enabled
auth-error-203 = System unavailable, try again soon
auth-error-204 = System unavailable, try again soon
auth-error-206 = Can not create password, password already set
auth-error-210 = This account doesn't have a password yet. Sign in with the service you created it with, or create a password with “Forgot password?”.
auth-error-214 = Recovery phone number already exists
auth-error-215 = Recovery phone number does not exist
auth-error-216 = Text message limit reached
auth-error-218 = Unable to remove recovery phone, missing backup authentication codes.
auth-error-219 = This phone number has been registered with too many accounts. Please try a different number.
auth-error-220 = This code was just used. Wait for the next code from your authenticator app.
auth-error-221 = This account already has the most passkeys it can have.
auth-error-222 = Passkey not found.
auth-error-223 = The passkey could not be verified.
auth-error-224 = This passkey is the last way to sign in to this account. Create a password first.
auth-error-225 = The passkey request expired. Try again.
auth-error-998 = System unavailable, try again soon
auth-error-999 = Unexpected error.

## Auth errors raised in the browser

auth-error-1001 = Login attempt cancelled
auth-error-1002 = Session expired. Sign in to continue.
auth-error-1003 = Local storage or cookies are still disabled
auth-error-1004 = Passwords do not match
auth-error-1005 = Working…
auth-error-1006 = Could not get Privacy Notice
auth-error-1007 = Could not get Terms of Service
auth-error-1008 = Your new password must be different
auth-error-1009 = Must be at least 8 characters
auth-error-1010 = Valid password required
auth-error-1011 = Valid email required
auth-error-1013 = A usable image was not found
auth-error-1014 = Could not initialize camera
auth-error-1015 = Valid URL required
auth-error-1017 = Unexpected error
auth-error-1018 = Your confirmation email was just returned. Mistyped email?
auth-error-1019 = Valid email required
# $domain (String) - the product's own domain, which offers no mailboxes, for example "orbit.example".
auth-error-1020 = Mistyped email? { $domain } isn't a valid email service
auth-error-1021 = Unexpected error
auth-error-1022 = Accounts can only be placed into an IFRAME on approved sites
auth-error-1023 = Valid email required
auth-error-1025 = The link you clicked to confirm your email is expired.
auth-error-1026 = Confirmation link damaged
auth-error-1027 = Unexpected error
auth-error-1028 = The image dimensions must be at least 100x100px
auth-error-1029 = Signup is coming soon to the iOS browser
auth-error-1031 = You must enter your age to sign up
auth-error-1032 = You must enter a valid age to sign up
auth-error-1033 = Unexpected error
auth-error-1034 = Account no longer exists.
auth-error-1039 = Server busy, try again soon
auth-error-1040 = The link you clicked to confirm your email is expired.
auth-error-1041 = That confirmation link was already used, and can only be used once.
auth-error-1042 = This is a required field
auth-error-1043 = Authorization code required
auth-error-1044 = Invalid authorization code
auth-error-1045 = Link damaged
auth-error-1050 = Account has no uid
auth-error-1051 = Browser not configured to accept WebChannel messages from this domain
auth-error-1052 = That confirmation link was already used, and can only be used once.
auth-error-1053 = Two-step authentication code required
auth-error-1054 = Invalid two-step authentication code
auth-error-1055 = Backup authentication code required
auth-error-1056 = Invalid backup authentication code
auth-error-1057 = Password must not be your email address
auth-error-1058 = Password is too common
auth-error-1059 = Account recovery key required
auth-error-1060 = Please enter confirmation code
auth-error-1062 = Invalid redirect
# $domain (String) - the domain part of the email address the user typed, for example "example.com".
auth-error-1064 = Mistyped email? { $domain } isn't a valid email service
auth-error-1065 = The image file size is too large to be uploaded.
auth-error-1066 = Email masks can't be used to create an account.
auth-error-1067 = Mistyped email?
# Under a new password that the breach check found among known-compromised passwords.
auth-error-1068 = This password has appeared in known data breaches, so others may try it. Choose another password.

## OAuth errors

oauth-error-101 = The service that sent you here isn't recognized, so you can't sign in to it from here.
oauth-error-103 = The service that sent you here asked to send you back to an address it hasn't registered, so the sign-in was stopped.
oauth-error-104 = The service's proof of your sign-in wasn't accepted. Go back to the service and try again.
oauth-error-105 = Unknown code
oauth-error-106 = Incorrect code
oauth-error-107 = Expired code
oauth-error-108 = Invalid token
# $param (String) - the name of the request parameter that is wrong, for example "client_id": it picks the words, and is never shown.
oauth-error-109 =
    { $param ->
        [client_id] The link that brought you here doesn't say correctly which service you're signing in to. Go back to the service and try again.
       *[other] The service that sent you here made a request with something that can't be used. Go back to the service and try again.
    }
oauth-error-110 = Unexpected error
oauth-error-111 = Unauthorized
oauth-error-112 = Forbidden
oauth-error-113 = Unexpected error
# $param (String) - the name of the request parameter that is wrong, for example "client_id": it picks the words, and is never shown.
oauth-error-114 =
    { $param ->
       *[other] The service that sent you here asked for permissions that can't be given. Go back to the service and try again.
    }
oauth-error-115 = Expired token
oauth-error-116 = The service that sent you here can't be used this way. Go back to it and try again.
oauth-error-117 = The sign-in couldn't be finished because the service's check didn't match. Go back to the service and try again.
oauth-error-118 = The service that sent you here didn't secure its request as it must, so the sign-in can't go on.
oauth-error-119 = Your sign-in is too old for what the service asks. Sign in again.
oauth-error-120 = Your sign-in doesn't meet what the service asks for. Go back to the service and try again.
oauth-error-121 = The service's request can't be used. Go back to the service and try again.
oauth-error-122 = The device is still waiting for your answer.
oauth-error-123 = The device asked too often. It will wait longer before asking again.
oauth-error-124 = The code on your device has expired. Start again on the device.
oauth-error-125 = Access was denied. The device can’t sign in.
oauth-error-201 = System unavailable, try again soon
oauth-error-202 = System unavailable, try again soon
oauth-error-998 = System unavailable, try again soon
oauth-error-999 = Unexpected error
oauth-error-1000 = Something went wrong. Please close this tab and try again.
oauth-error-1001 = Unexpected error
# The user cancelled the sign-in; nothing is shown.
oauth-error-1004 = { "" }
oauth-error-1005 = The link that brought you here is incomplete: it doesn't say which service you're signing in to. Go back to the service and try again.
oauth-error-1006 = This app can't be connected by pairing. Sign in with your email address instead.
oauth-error-1007 = Signing in without showing a page isn't available. Go back to the service and sign in there.
oauth-error-1008 = This service can't sign you in without showing a page. Go back to it and sign in there.
oauth-error-1009 = A service that needs your synced data can't sign you in without showing a page. Go back to it and sign in there.
oauth-error-1010 = User is not signed in
oauth-error-1011 = A different user is signed in
oauth-error-1012 = Unverified user or session
oauth-error-1013 = The service sent a reminder of your sign-in that can't be checked. Go back to it and try again.
