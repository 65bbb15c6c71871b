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
email-unblock-code-subject = Ihr Entsperrcode: { $code }
email-unblock-code-heading = Haben Sie sich gerade angemeldet?
email-unblock-code-intro = Die Anmeldung wurde zu Ihrer Sicherheit angehalten. Geben Sie diesen Code ein, um fortzufahren:
email-unblock-code-expiry = Der Code ist { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
  } lang gültig.
email-unblock-code-ignore = Wenn Sie nicht versucht haben, sich anzumelden, ändern Sie jetzt Ihr Passwort.
email-step-up-code-subject = Ihr Verifizierungscode: { $code }
email-step-up-code-heading = Bestätigen Sie, dass Sie Ihre Einstellungen ändern
email-step-up-code-intro = Geben Sie diesen Code ein, um fortzufahren:
email-step-up-code-expiry = Der Code ist { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
  } lang gültig.
email-step-up-code-ignore = Wenn Sie dies nicht angefordert haben, ändern Sie jetzt Ihr Passwort.

email-secondary-email-code-subject = Ihr Bestätigungscode: { $code }
email-secondary-email-code-heading = Bestätigen Sie Ihre neue E-Mail-Adresse
email-secondary-email-code-intro = Geben Sie diesen Code ein, um diese Adresse zu Ihrem Konto hinzuzufügen:
email-secondary-email-code-expiry = Der Code ist { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
  } lang gültig.
email-secondary-email-code-ignore = Wenn Sie diese Adresse nicht hinzufügen wollten, können Sie diese E-Mail ignorieren.

## Text messages. $code is the six-digit code.

sms-recovery-phone-setup = { $code } ist Ihr Code für { -product-name }-Konten, um dieses Wiederherstellungstelefon hinzuzufügen. Geben Sie ihn nicht weiter.
sms-recovery-phone-signin = { $code } ist Ihr Anmeldecode für { -product-name }-Konten. Geben Sie ihn nicht weiter.
server-product-title = { -product-name }-Konten
