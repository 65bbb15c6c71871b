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
email-unblock-code-link = Diese Anmeldung melden
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

## The forgotten-password reset.
email-password-forgot-code-subject = Ihr Code zum Zurücksetzen des Passworts: { $code }
email-password-forgot-code-heading = Passwort zurücksetzen
email-password-forgot-code-intro = Geben Sie diesen Code ein, um das Passwort Ihres Kontos zurückzusetzen:
email-password-forgot-code-expiry = Der Code gilt { $minutes ->
    [one] 1 Minute
   *[other] { $minutes } Minuten
  }.
email-password-forgot-code-ignore = Wenn Sie nicht darum gebeten haben, Ihr Passwort zurückzusetzen, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.
email-password-reset-subject = Ihr Passwort wurde geändert
email-password-reset-heading = Ihr Passwort wurde zurückgesetzt
email-password-reset-intro = Das Passwort von { $email } wurde soeben zurückgesetzt.
email-password-reset-details = Alle Geräte und Dienste, die bei Ihrem Konto angemeldet waren, wurden abgemeldet. Melden Sie sich mit Ihrem neuen Passwort wieder an.
email-password-reset-ignore = Wenn Sie Ihr Passwort nicht zurückgesetzt haben, setzen Sie es jetzt erneut zurück und prüfen Sie die letzten Aktivitäten Ihres Kontos in den Einstellungen.
email-password-reset-recovery-key-subject = Ihr Passwort wurde geändert
email-password-reset-recovery-key-heading = Ihr Passwort wurde mit Ihrem Kontowiederherstellungsschlüssel zurückgesetzt
email-password-reset-recovery-key-intro = Das Passwort von { $email } wurde soeben mit Ihrem Kontowiederherstellungsschlüssel zurückgesetzt, daher sind Ihre synchronisierten Daten erhalten geblieben.
email-password-reset-recovery-key-details = Dieser Wiederherstellungsschlüssel funktioniert nicht mehr: Erstellen Sie in den Einstellungen einen neuen. Alle Geräte und Dienste, die bei Ihrem Konto angemeldet waren, wurden abgemeldet.
email-password-reset-recovery-key-ignore = Wenn Sie Ihr Passwort nicht zurückgesetzt haben, setzen Sie es jetzt erneut zurück und prüfen Sie die letzten Aktivitäten Ihres Kontos in den Einstellungen.
sms-recovery-phone-reset = { $code } ist Ihr { -product-name }-Code zum Zurücksetzen Ihres Passworts. Geben Sie ihn nicht weiter.
push-signin-title = Anmeldung bei { -product-name }?
push-signin-body = Auswählen, um diese Anmeldung zu prüfen und sie zu bestätigen, wenn Sie es sind.

## Emails telling of a change to the account. $email is the account's address.

email-two-step-enabled-subject = Die Zwei-Schritt-Authentifizierung ist eingeschaltet
email-two-step-enabled-heading = Die Zwei-Schritt-Authentifizierung ist eingeschaltet
email-two-step-enabled-intro = Bei der Anmeldung bei { $email } wird jetzt nach Ihrem Passwort ein Code aus Ihrer Authentifizierungs-App oder einer Ihrer Backup-Authentifizierungscodes abgefragt.
email-two-step-enabled-details = Alle anderen Browser und Geräte, die bei Ihrem Konto angemeldet waren, wurden abgemeldet und fragen bei der nächsten Anmeldung nach dem zweiten Schritt. Bewahren Sie Ihre Backup-Authentifizierungscodes an einem sicheren Ort auf.
email-two-step-enabled-ignore = Wenn Sie die Zwei-Schritt-Authentifizierung nicht eingeschaltet haben, ändern Sie jetzt Ihr Passwort und prüfen Sie die letzten Aktivitäten Ihres Kontos in den Einstellungen.
email-two-step-replaced-subject = Ihre Authentifizierungs-App wurde geändert
email-two-step-replaced-heading = Die Zwei-Schritt-Authentifizierung verwendet eine neue Authentifizierungs-App
email-two-step-replaced-intro = Bei der Anmeldung bei { $email } werden jetzt Codes aus der Authentifizierungs-App abgefragt, die Sie gerade eingerichtet haben; die Codes der bisherigen App funktionieren nicht mehr.
email-two-step-replaced-details = Alle anderen Browser und Geräte, die bei Ihrem Konto angemeldet waren, wurden abgemeldet.
email-two-step-replaced-ignore = Wenn Sie Ihre Authentifizierungs-App nicht geändert haben, ändern Sie jetzt Ihr Passwort und prüfen Sie die letzten Aktivitäten Ihres Kontos in den Einstellungen.
email-two-step-disabled-subject = Die Zwei-Schritt-Authentifizierung ist ausgeschaltet
email-two-step-disabled-heading = Die Zwei-Schritt-Authentifizierung ist ausgeschaltet
email-two-step-disabled-intro = Bei der Anmeldung bei { $email } wird kein Code aus einer Authentifizierungs-App mehr abgefragt.
email-two-step-disabled-details = Ihre Backup-Authentifizierungscodes und Ihr Wiederherstellungstelefon wurden dabei ebenfalls entfernt.
email-two-step-disabled-ignore = Wenn Sie die Zwei-Schritt-Authentifizierung nicht ausgeschaltet haben, ändern Sie jetzt Ihr Passwort, schalten Sie sie wieder ein und prüfen Sie die letzten Aktivitäten Ihres Kontos in den Einstellungen.
email-passkey-added-subject = Ihrem Konto wurde ein Passkey hinzugefügt
email-passkey-added-heading = Ein Passkey wurde hinzugefügt
email-passkey-added-intro = Ein neuer Passkey kann sich jetzt allein, ohne Ihr Passwort, bei { $email } anmelden.
email-passkey-added-details = In den Einstellungen können Sie Ihre Passkeys ansehen, umbenennen und entfernen.
email-passkey-added-ignore = Wenn Sie keinen Passkey hinzugefügt haben, entfernen Sie ihn jetzt in den Einstellungen, ändern Sie Ihr Passwort und prüfen Sie die letzten Aktivitäten Ihres Kontos.

email-passkey-removed-subject = Ein Passkey wurde von Ihrem Konto entfernt
email-passkey-removed-heading = Ein Passkey wurde entfernt
email-passkey-removed-intro = Ein Passkey kann sich nicht mehr bei { $email } anmelden.
email-passkey-removed-details = Ihre anderen Passkeys und Ihr Passwort funktionieren weiterhin.
email-passkey-removed-ignore = Wenn Sie diesen Passkey nicht entfernt haben, ändern Sie jetzt Ihr Passwort und prüfen Sie die letzten Aktivitäten Ihres Kontos in den Einstellungen.

email-backup-codes-replaced-subject = Neue Backup-Authentifizierungscodes wurden erstellt
email-backup-codes-replaced-heading = Sie haben neue Backup-Authentifizierungscodes
email-backup-codes-replaced-intro = Für { $email } wurde ein neuer Satz Backup-Authentifizierungscodes erstellt.
email-backup-codes-replaced-details = Ihre bisherigen Codes funktionieren nicht mehr. Bewahren Sie die neuen an einem sicheren Ort auf: Jeder funktioniert einmal, wenn Sie Ihre Authentifizierungs-App nicht verwenden können.
email-backup-codes-replaced-ignore = Wenn Sie keine neuen Backup-Authentifizierungscodes erstellt haben, ändern Sie jetzt Ihr Passwort und prüfen Sie die letzten Aktivitäten Ihres Kontos in den Einstellungen.
email-recovery-key-created-subject = Ein Kontowiederherstellungsschlüssel wurde erstellt
email-recovery-key-created-heading = Ihr Konto hat einen Wiederherstellungsschlüssel
email-recovery-key-created-intro = Für { $email } wurde soeben in den Einstellungen ein Kontowiederherstellungsschlüssel erstellt.
email-recovery-key-created-details = Wenn Sie Ihr Passwort vergessen, können Sie es mit diesem Schlüssel zurücksetzen und Ihre synchronisierten Daten behalten. Bewahren Sie den Schlüssel an einem sicheren Ort auf.
email-recovery-key-created-ignore = Wenn Sie ihn nicht erstellt haben, ändern Sie jetzt Ihr Passwort, löschen Sie den Schlüssel in den Einstellungen und prüfen Sie die letzten Aktivitäten Ihres Kontos.
email-recovery-key-replaced-subject = Ihr Kontowiederherstellungsschlüssel wurde ersetzt
email-recovery-key-replaced-heading = Ihr Konto hat einen neuen Wiederherstellungsschlüssel
email-recovery-key-replaced-intro = Für { $email } wurde soeben in den Einstellungen ein neuer Kontowiederherstellungsschlüssel erstellt.
email-recovery-key-replaced-details = Ihr bisheriger Schlüssel funktioniert nicht mehr. Bewahren Sie den neuen an einem sicheren Ort auf.
email-recovery-key-replaced-ignore = Wenn Sie ihn nicht erstellt haben, ändern Sie jetzt Ihr Passwort, löschen Sie den Schlüssel in den Einstellungen und prüfen Sie die letzten Aktivitäten Ihres Kontos.
email-recovery-key-removed-subject = Ihr Kontowiederherstellungsschlüssel wurde gelöscht
email-recovery-key-removed-heading = Ihr Kontowiederherstellungsschlüssel wurde gelöscht
email-recovery-key-removed-intro = Der Kontowiederherstellungsschlüssel von { $email } wurde soeben in den Einstellungen gelöscht.
email-recovery-key-removed-details = Der Schlüssel funktioniert nicht mehr. Ohne Schlüssel gehen beim Zurücksetzen eines vergessenen Passworts Ihre synchronisierten Daten verloren: In den Einstellungen können Sie einen neuen erstellen.
email-recovery-key-removed-ignore = Wenn Sie ihn nicht gelöscht haben, ändern Sie jetzt Ihr Passwort und prüfen Sie die letzten Aktivitäten Ihres Kontos in den Einstellungen.
email-password-changed-subject = Ihr Passwort wurde geändert
email-password-changed-heading = Ihr Passwort wurde geändert
email-password-changed-intro = Das Passwort von { $email } wurde soeben in den Einstellungen geändert.
email-password-changed-details = Alle anderen Geräte und Dienste, die bei Ihrem Konto angemeldet waren, wurden abgemeldet. Melden Sie sich dort mit Ihrem neuen Passwort wieder an; Ihre synchronisierten Daten sind erhalten geblieben.
email-password-changed-ignore = Wenn Sie Ihr Passwort nicht geändert haben, setzen Sie es jetzt zurück und prüfen Sie die letzten Aktivitäten Ihres Kontos in den Einstellungen.
email-password-created-subject = Ihr Konto hat ein Passwort
email-password-created-heading = Sie haben ein Passwort erstellt
email-password-created-intro = Für { $email } wurde soeben in den Einstellungen ein Passwort erstellt.
email-password-created-details = Sie können sich jetzt zusätzlich zu Ihrer bisherigen Anmeldemethode auch mit Ihrer E-Mail-Adresse und diesem Passwort anmelden.
email-password-created-ignore = Wenn Sie es nicht erstellt haben, setzen Sie Ihr Passwort jetzt zurück und prüfen Sie die letzten Aktivitäten Ihres Kontos in den Einstellungen.
