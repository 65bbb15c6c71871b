## A service's sign-in request that cannot be used, shown before anyone signs in.

oauth-refused-heading = We can’t sign you in to this service
oauth-refused-unknown-service = The link that brought you here names a service we don’t know, so there is nothing to sign you in to.
oauth-refused-unregistered-return = The service asked us to send you back to an address it has not registered with us. To keep your account safe, we stopped here.
oauth-refused-damaged-link = The link that brought you here is incomplete or damaged, so we can’t tell which service sent you.
oauth-refused-cannot-succeed = The service asked to sign you in in a way we can’t accept, so signing in would not work.
oauth-refused-advice = Nothing has changed in your account. Go back to the service you came from and try again, and if this keeps happening, let the service know.
# Heading when the request could not be checked yet (the network, a busy server).
oauth-refused-unchecked-heading = We couldn’t check this sign-in request
oauth-refused-unchecked-advice = Check your connection and try again.
oauth-refused-try-again = Try again
