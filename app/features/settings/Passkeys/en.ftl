## Settings: the passkeys page, its row on the settings home, and the step-up by passkey.
## $name (String) is a passkey's name, such as "Google Password Manager" or "Chrome on Linux".

settings-passkeys-heading = Passkeys
settings-passkeys-lead = Sign in with your fingerprint, face, screen lock or security key instead of your password. A passkey works only on this site, so it can’t be phished.
settings-passkeys-sync-note = Passkeys don’t unlock your synced data yet. Where sync needs it, you’ll still be asked for your password.
settings-passkeys-empty = You don’t have any passkeys yet.
settings-passkeys-retry = Try again
settings-passkeys-add = Add a passkey
# $limit (Number) - the most passkeys an account can have
settings-passkeys-limit = You have { $limit } passkeys, the most an account can have. Delete one to add another.
settings-passkeys-unsupported = This browser can’t make passkeys. To add one, open this page in a browser or on a device that supports them.
# $date (String) - the date and time it was added, written in the person's language
settings-passkeys-created = Added { $date }
# $relative (String) - how long ago, such as "3 days ago"; $absolute (String) - the date and time
settings-passkeys-last-used = Last used { $relative } ({ $absolute })
settings-passkeys-never-used = Not used yet
settings-passkeys-synced = Synced across your devices by its provider
settings-passkeys-device-only = On this device only
settings-passkeys-no-sync-unlock = Doesn’t unlock synced data
settings-passkeys-unlocks-sync = Unlocks synced data
settings-passkeys-rename = Rename
settings-passkeys-rename-label = Rename { $name }
settings-passkeys-delete = Delete
settings-passkeys-delete-label = Delete { $name }
settings-passkeys-name-label = Passkey name
# $max (Number) - the most characters a name can have
settings-passkeys-name-help = Up to { $max } characters, so you can tell your passkeys apart.
settings-passkeys-name-required = Enter a name for the passkey.
settings-passkeys-renamed = The passkey was renamed.
settings-passkeys-added = The passkey was added.
settings-passkeys-deleted = The passkey was deleted.
settings-passkeys-remove = Delete passkey
settings-passkeys-remove-keep = Keep it
settings-passkeys-remove-confirm-heading = Delete this passkey?
settings-passkeys-remove-confirm-lead = You won’t be able to sign in with “{ $name }” any more. Your browser or password manager may keep offering it until it forgets it.
settings-passkeys-create-password = Create a password
settings-row-passkeys = Passkeys
settings-step-up-use-passkey = Use a passkey
settings-row-passkeys-value = Sign in without your password
settings-passkey-offer-heading = Sign in faster with a passkey
settings-passkey-offer-description = Next time, use your fingerprint, face or screen lock instead of typing your password. You’ll confirm it’s you first.
settings-passkey-offer-create = Create a passkey
settings-passkey-offer-not-now = Not now
