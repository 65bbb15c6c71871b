## Set-up steps inside sign-in (/inline_totp_setup, /inline_recovery_setup, /inline_recovery_key_setup)

inline-totp-heading = Turn on two-step authentication
inline-totp-why = This service asks for two-step authentication. Set it up on your account to continue.
inline-totp-start = Continue
inline-totp-verify = Continue
inline-recovery-heading = Choose a way back in
inline-recovery-lead = If you lose your authenticator app, you’ll need another way to sign in. Choose backup authentication codes or a recovery phone.
inline-recovery-codes = Use backup authentication codes
inline-recovery-phone = Use a recovery phone
inline-recovery-back = Back
inline-recovery-finish = Finish and continue
inline-recovery-key-heading = Keep your synced data safe
inline-recovery-key-create = Create account recovery key
inline-recovery-key-later = Do it later
inline-recovery-key-password-label = Password
# Under the password field of the recovery key offer, when the page must read the account's keys with the password.
inline-recovery-key-password-text = The key is made from your account’s encryption key, which only your password opens.
inline-recovery-key-continue = Continue
