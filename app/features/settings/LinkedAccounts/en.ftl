## Settings: the linked accounts page. $provider (String) is a provider's own name, such as Google.

settings-linked-accounts-heading = Linked accounts
settings-linked-accounts-lead = Sign in with your account at another service. Unlinking it here does not close that account.
settings-linked-accounts-linked = Linked
settings-linked-accounts-not-linked = Not linked
settings-linked-accounts-unlink = Unlink { $provider }
settings-linked-accounts-link = Link { $provider }
settings-linked-accounts-needs-password = { $provider } is the only way to sign in to this account. Create a password before you unlink it.
settings-linked-accounts-create-password = Create a password
settings-linked-accounts-unlinked = The account was unlinked.
