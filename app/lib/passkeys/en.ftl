## Passkeys: why the browser's passkey request did not finish, wherever one is made or used.

passkey-ceremony-cancelled = The passkey request was cancelled or timed out. Nothing was changed.
passkey-ceremony-already-registered = This device already has a passkey for this account.
passkey-ceremony-wrong-site = Passkeys can’t be used at this address.
passkey-ceremony-not-supported = This device can’t make or use a passkey that works here.
passkey-ceremony-failed = The passkey request didn’t work. Try again.
