## Messages every flow shares: the confirmation that something new was sent.

# Success banner after the person asked for a new code by email.
flow-code-sent = A new code was sent to your email.
# Under the banner that a new code was sent.
# $email (String) - the address our mail is sent from, which the person may add to their contacts
flow-add-to-contacts = Add { $email } to your contacts to ensure a smooth delivery.
