## Settings: the signed-in account at a glance, and signing out.

settings-title = Settings
settings-heading = Account settings
settings-emails-heading = Verified emails
settings-emails-none = No verified email yet.
settings-email-primary = Primary
# $letter (String) - the letter shown in the default avatar
settings-avatar-label = Default avatar, letter { $letter }
settings-sign-out = Sign out
