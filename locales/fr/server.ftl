### Textes du serveur (français)

## Emails carrying one-time codes. $code is the code, $minutes how long it works.

email-signup-code-subject = Votre code de confirmation : { $code }
email-signup-code-heading = Confirmez votre compte
email-signup-code-intro = Saisissez ce code pour terminer la création de votre compte :
email-signup-code-expiry = Le code est valable { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
  }.
email-signup-code-ignore = Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.
email-login-code-subject = Votre code de connexion : { $code }
email-login-code-heading = Confirmez que c’est bien vous qui vous connectez
email-login-code-intro = Saisissez ce code pour terminer la connexion :
email-login-code-expiry = Le code est valable { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
  }.
email-login-code-ignore = Si vous n’avez pas essayé de vous connecter, changez votre mot de passe dès maintenant.
email-footer = Comptes Orbit
