### Texte des Servers (Deutsch)

## Emails carrying one-time codes. $code is the code, $minutes how long it works.

email-signup-code-subject = Ihr Bestätigungscode: { $code }
email-signup-code-heading = Bestätigen Sie Ihr Konto
email-signup-code-intro = Geben Sie diesen Code ein, um die Erstellung Ihres Kontos abzuschließen:
email-signup-code-expiry = Der Code ist { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
  } lang gültig.
email-signup-code-ignore = Wenn Sie kein Konto erstellt haben, können Sie diese E-Mail ignorieren.
email-login-code-subject = Ihr Anmeldecode: { $code }
email-login-code-heading = Bestätigen Sie, dass Sie sich anmelden
email-login-code-intro = Geben Sie diesen Code ein, um die Anmeldung abzuschließen:
email-login-code-expiry = Der Code ist { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
  } lang gültig.
email-login-code-ignore = Wenn Sie nicht versucht haben, sich anzumelden, ändern Sie jetzt Ihr Passwort.
email-footer = Orbit-Konten
