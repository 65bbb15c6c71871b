### Texte der App (Deutsch)

## Cookies disabled: shown when the browser keeps the product from using local storage or cookies.

cookies-disabled-heading = Lokaler Speicher und Cookies sind erforderlich
cookies-disabled-text = Bitte aktivieren Sie Cookies und den lokalen Speicher in Ihrem Browser, um auf Ihr { -product-name }-Konto zuzugreifen.
cookies-disabled-learn-more = Weitere Informationen
cookies-disabled-try-again = Erneut versuchen

## Entry page: the email-first step that leads to sign-in or sign-up.

entry-heading = Geben Sie Ihre E-Mail-Adresse ein
entry-subheading = Weiter zu Ihrem { -product-name }-Konto
entry-email-label = E-Mail-Adresse
entry-submit = Registrieren oder anmelden
entry-suggestion-text = Meinten Sie { $suggestion }?
entry-suggestion-use = { $suggestion } verwenden
entry-suggestion-keep = Senden Sie erneut, um die Adresse wie eingegeben zu behalten.
passkey-signin-button = Mit Passkey fortfahren
passkey-signin-cancelled = Die Anmeldung mit Passkey wurde abgebrochen. Versuchen Sie es erneut, wenn Sie bereit sind, oder fahren Sie anders fort.
passkey-signin-refused-entry = Dieser Passkey wurde nicht akzeptiert. Möglicherweise wurde er aus Ihrem Konto entfernt. Geben Sie Ihre E-Mail-Adresse ein, um sich mit Ihrem Passwort anzumelden.
passkey-signin-refused-password = Dieser Passkey wurde nicht akzeptiert. Möglicherweise wurde er aus Ihrem Konto entfernt. Melden Sie sich stattdessen mit Ihrem Passwort an.

## Page not found: shown for any address the product does not serve.

errors-not-found-heading = Seite nicht gefunden
errors-not-found-text = Die angeforderte Seite existiert nicht oder ist nicht mehr verfügbar.
errors-not-found-home-link = Zur Startseite der { -product-name }-Konten

## Reporting a sign-in: reached from the link in the email with an unblock
## code, when the person did not try to sign in.

report-signin-heading = Nicht autorisierte Anmeldung melden?
report-signin-text = Sie haben eine E-Mail mit einem Code erhalten, um eine Anmeldung bei Ihrem Konto zuzulassen. Wenn Sie nicht versucht haben, sich anzumelden, melden Sie dies, und der Code funktioniert nicht mehr.
report-signin-submit = Aktivität melden
report-signin-failed-heading = Diese Anmeldung kann nicht gemeldet werden
report-signin-damaged-text = In dem Link, den Sie angeklickt haben, fehlten Zeichen; möglicherweise hat Ihr E-Mail-Programm ihn beschädigt. Kopieren Sie die Adresse sorgfältig und versuchen Sie es erneut.
report-signin-used-text = Der Code in dieser E-Mail funktioniert nicht mehr: Er wurde bereits verwendet, gemeldet oder ist abgelaufen. Wenn Sie nicht versucht haben, sich anzumelden, setzen Sie Ihr Passwort zurück, um Ihr Konto zu schützen.
signin-reported-heading = Vielen Dank für Ihre Aufmerksamkeit
signin-reported-text = Danke für Ihre Meldung. Der Code in der E-Mail funktioniert nicht mehr und kann daher nicht zur Anmeldung bei Ihrem Konto verwendet werden.
signin-reported-advice = Möglicherweise kennt jemand Ihr Passwort. Setzen Sie es jetzt zurück, um Ihr Konto zu schützen.
report-reset-password = Passwort zurücksetzen

## Password reset: the address, the emailed code, the way to prove it is the account's owner, the recovery key, the new password.

reset-password-heading = Setzen Sie Ihr Passwort zurück
reset-password-lead = Wir senden Ihnen einen Bestätigungscode per E-Mail.
reset-password-email-label = E-Mail-Adresse
reset-password-submit = Code senden
reset-password-remembered = Passwort wieder eingefallen? Anmelden
reset-code-instruction = Geben Sie innerhalb von 5 Minuten den 6-stelligen Code ein, den wir an { $email } gesendet haben.
reset-code-expired-text = Wählen Sie unten „Neuen Code per E-Mail senden“, um einen neuen Code zu erhalten, und geben Sie ihn dann hier ein.
reset-choice-heading = Wählen Sie, wie Sie fortfahren möchten
reset-choice-factor-instruction = Ihr Konto nutzt die Zwei-Schritt-Authentifizierung: Bestätigen Sie auf einem der eingerichteten Wege, dass Sie es sind.
reset-choice-key-instruction = Ihr Konto hat einen Kontowiederherstellungsschlüssel, mit dem Ihre synchronisierten Daten beim Zurücksetzen des Passworts erhalten bleiben.
reset-choice-factor-label = Bestätigen mit
reset-choice-totp = Authentifizierungs-App
reset-choice-backup-code = { $count ->
    [one] Backup-Authentifizierungscode (noch { $count } übrig)
   *[other] Backup-Authentifizierungscode (noch { $count } übrig)
}
reset-choice-phone = Telefon zur Wiederherstellung mit der Endung { $phone }
reset-choice-key-label = Ihre synchronisierten Daten
reset-choice-use-key = Mit meinem Kontowiederherstellungsschlüssel behalten
reset-choice-without-key = Ohne meinen Kontowiederherstellungsschlüssel fortfahren (synchronisierte Daten gehen verloren)
reset-continue = Weiter
reset-totp-heading = Authentifizierungscode eingeben
reset-totp-instruction = Geben Sie den 6-stelligen Code aus Ihrer Authentifizierungs-App ein.
reset-other-way = Einen anderen Weg wählen
reset-backup-code-heading = Backup-Authentifizierungscode eingeben
reset-backup-code-instruction = Geben Sie einen der Einmalcodes ein, die Sie beim Einrichten der Zwei-Schritt-Authentifizierung gespeichert haben.
reset-backup-code-label = 10-stelligen Code eingeben
reset-phone-heading = Wiederherstellungscode eingeben
reset-phone-instruction = Ein 6-stelliger Code wurde per SMS an die Telefonnummer mit der Endung { $phone } gesendet. Dieser Code läuft nach 5 Minuten ab.
reset-phone-resend = Code erneut senden
reset-phone-resent = Ein neuer Code wurde an Ihr Telefon gesendet.
reset-key-heading = Geben Sie Ihren Kontowiederherstellungsschlüssel ein
reset-key-instruction = Ihr Kontowiederherstellungsschlüssel bewahrt Ihre synchronisierten Daten. Er besteht aus 32 Zeichen in Vierergruppen.
reset-key-hint = Ihr Hinweis: { $hint }
reset-key-label = Kontowiederherstellungsschlüssel
reset-key-description = Buchstaben und Ziffern; Leerzeichen und Bindestriche werden ignoriert.
reset-key-submit = Kontowiederherstellungsschlüssel bestätigen
reset-key-missing = Sie haben Ihren Kontowiederherstellungsschlüssel nicht?
reset-new-password-heading = Erstellen Sie ein neues Passwort
reset-new-password-label = Neues Passwort
reset-new-password-confirm-label = Neues Passwort wiederholen
reset-new-password-submit = Passwort zurücksetzen
reset-data-loss-heading = Ihre synchronisierten Daten gehen verloren
reset-data-loss-text = Die mit Ihrem Konto synchronisierten Daten (etwa Passwörter, Lesezeichen und Chronik) sind mit einem Schlüssel verschlüsselt, den nur Ihr Passwort oder Ihr Kontowiederherstellungsschlüssel öffnen kann. Beim Zurücksetzen ohne beides wird ein neuer Schlüssel erstellt, sodass die bei Ihrem Konto gespeicherten synchronisierten Daten nicht mehr gelesen werden können. Ihre Geräte behalten ihre eigenen Kopien.
reset-data-loss-use-key = Stattdessen meinen Kontowiederherstellungsschlüssel verwenden
reset-data-kept-text = Ihr Kontowiederherstellungsschlüssel hat Ihre synchronisierten Daten geöffnet. Sie bleiben unter Ihrem neuen Passwort bei Ihrem Konto.
reset-verified-heading = Ihr Passwort wurde zurückgesetzt
reset-verified-text = Sie sind mit Ihrem neuen Passwort angemeldet. Alle anderen Geräte wurden abgemeldet.
reset-verified-key-heading = Ihr Passwort wurde zurückgesetzt, Ihre Daten sind erhalten
reset-verified-key-text = Ihre synchronisierten Daten bleiben erhalten. Ihr Kontowiederherstellungsschlüssel ist damit verbraucht: Erstellen Sie in Ihren Einstellungen einen neuen, damit Ihre Daten auch beim nächsten Mal geschützt sind.
reset-verified-sign-in-text = Melden Sie sich mit Ihrem neuen Passwort an, um fortzufahren.
reset-verified-continue = Weiter
reset-verified-sign-in = Anmelden

## Settings: the frame of every settings page, the settings home, the step-up dialog and the display name page.

settings-title = Einstellungen
settings-heading = Kontoeinstellungen
settings-nav-label = Einstellungen
settings-nav-toggle = Einstellungsmenü
settings-nav-profile = Profil
settings-nav-security = Sicherheit
settings-nav-connected-services = Verbundene Dienste
settings-nav-linked-accounts = Verknüpfte Konten
settings-nav-subscriptions = Abonnements
settings-nav-data-collection = Datenerhebung und -verwendung
settings-nav-language = Sprache
settings-nav-delete-account = Konto löschen
settings-sign-out = Abmelden
settings-back = Zurück zu den Einstellungen
settings-section-profile = Profil
settings-avatar-label = Standard-Avatar, Buchstabe { $letter }
settings-avatar-custom-label = Ihr Profilbild
settings-row-display-name = Anzeigename
settings-row-display-name-none = Keiner
settings-row-primary-email = Primäre E-Mail-Adresse
settings-row-secondary-emails = Weitere E-Mail-Adressen
settings-row-secondary-emails-none = Keine
settings-email-unconfirmed = Nicht bestätigt
settings-section-security = Sicherheit
settings-row-password = Passwort
settings-row-password-set = Festgelegt
settings-row-password-none = Noch kein Passwort
settings-row-two-step = Zwei-Schritt-Authentifizierung
settings-row-two-step-on = An
settings-row-two-step-off = Aus
settings-row-backup-codes = Sicherungs-Authentifizierungscodes
settings-row-backup-codes-count =
    { $count ->
        [one] { $count } Code übrig
       *[other] { $count } Codes übrig
    }
settings-row-backup-codes-none = Keine
settings-row-recovery-phone = Wiederherstellungstelefon
settings-row-recovery-phone-none = Nicht festgelegt
settings-row-recovery-key = Kontowiederherstellungsschlüssel
settings-row-recovery-key-set = Festgelegt
settings-row-recovery-key-none = Nicht festgelegt
settings-section-connected-services = Verbundene Dienste
settings-connected-services-count =
    { $count ->
        [one] { $count } Gerät oder App ist bei Ihrem Konto angemeldet.
       *[other] { $count } Geräte und Apps sind bei Ihrem Konto angemeldet.
    }
settings-section-linked-accounts = Verknüpfte Konten
settings-linked-accounts-none = Es sind keine Konten von Drittanbietern verknüpft.
settings-linked-account-google = Google
settings-linked-account-apple = Apple
settings-section-subscriptions = Abonnements
settings-subscriptions-none = Sie haben keine Abonnements.
settings-section-data-collection = Datenerhebung und -verwendung
settings-data-collection-on = Das Senden technischer und Interaktionsdaten zur Verbesserung des Produkts ist eingeschaltet.
settings-data-collection-off = Das Senden technischer und Interaktionsdaten zur Verbesserung des Produkts ist ausgeschaltet.
settings-section-language = Sprache
settings-language-description = Die Sprache dieser Seiten. Das Sprachmenü unten auf jeder Seite ändert sie ebenfalls.
settings-section-delete-account = Konto löschen
settings-delete-account-description = Löschen Sie Ihr Konto, seine Einstellungen und die Daten, die es speichert, endgültig.

settings-password-compromised-heading = Ändern Sie Ihr Passwort
settings-password-compromised-description = Das Passwort, mit dem Sie sich angemeldet haben, ist in bekannten Datenlecks aufgetaucht, daher könnten andere es bei Ihrem Konto ausprobieren. Wählen Sie ein neues Passwort, um Ihr Konto zu schützen.
settings-password-compromised-link = Passwort ändern
settings-promo-recovery-key-heading = Sichern Sie Ihr Konto mit einem Kontowiederherstellungsschlüssel
settings-promo-recovery-key-description = Wenn Sie Ihr Passwort vergessen, können Sie es mit einem Wiederherstellungsschlüssel zurücksetzen, ohne Ihre synchronisierten Daten zu verlieren.
settings-promo-recovery-key-link = Kontowiederherstellungsschlüssel erstellen
settings-promo-recovery-phone-heading = Wiederherstellungstelefon hinzufügen
settings-promo-recovery-phone-description = Wenn Sie Ihre Authentifizierungs-App verlieren, können Sie sich mit einem per SMS gesendeten Code anmelden.
settings-promo-recovery-phone-link = Wiederherstellungstelefon hinzufügen
settings-step-up-heading = Bestätigen Sie, dass Sie es sind
settings-step-up-description =
    { $minutes ->
        [one] Geben Sie zum Schutz Ihres Kontos den Code ein, den wir an { $email } gesendet haben. Er läuft in { $minutes } Minute ab.
       *[other] Geben Sie zum Schutz Ihres Kontos den Code ein, den wir an { $email } gesendet haben. Er läuft in { $minutes } Minuten ab.
    }
settings-step-up-cancel = Abbrechen
settings-save = Speichern
settings-cancel = Abbrechen
settings-action-add = Hinzufügen
settings-action-add-picture = Bild hinzufügen
settings-action-change-picture = Bild ändern
settings-action-change = Ändern
settings-display-name-heading = Anzeigename
settings-display-name-label = Anzeigenamen eingeben
settings-display-name-help = Wird Ihnen und den Diensten angezeigt, bei denen Sie sich anmelden. Lassen Sie das Feld leer, um ihn zu entfernen.
settings-display-name-characters = Ihr Anzeigename darf keine Steuer-, Surrogat- oder privat genutzten Zeichen enthalten.
settings-display-name-length = Ihr Anzeigename darf höchstens { $max } Zeichen lang sein.
settings-display-name-saved = Anzeigename aktualisiert
settings-action-recent-activity = Letzte Aktivität anzeigen
settings-activity-heading = Letzte Aktivität
settings-activity-description = Sicherheitsereignisse Ihres Kontos, die neuesten zuerst. Wenn Sie eines nicht wiedererkennen, ändern Sie Ihr Passwort.
settings-activity-empty = Noch keine Aktivität.
settings-activity-retry = Erneut versuchen
settings-event-account-create = Konto erstellt
settings-event-account-verify = Konto bestätigt
settings-event-account-login = Angemeldet
settings-event-session-verify = Anmeldung bestätigt
settings-event-session-destroy = Abgemeldet
settings-event-password-changed = Passwort geändert
settings-event-password-reset = Passwort zurückgesetzt
settings-event-display-name-changed = Anzeigename geändert
settings-event-login-unblocked = Anmeldung mit einem per E-Mail gesendeten Code entsperrt
settings-event-login-unblock-rejected = Falscher Code zum Entsperren einer Anmeldung
settings-event-two-factor-added = Zwei-Schritt-Authentifizierung aktiviert
settings-event-two-factor-removed = Zwei-Schritt-Authentifizierung deaktiviert
settings-event-two-factor-replaced = Authentifizierungs-App geändert
settings-event-backup-codes-created = Backup-Authentifizierungscodes erstellt
settings-event-backup-codes-replaced = Backup-Authentifizierungscodes ersetzt
settings-event-backup-code-signin = Mit einem Backup-Authentifizierungscode angemeldet
settings-event-backup-code-reset = Passwort mit einem Backup-Authentifizierungscode zurückgesetzt
settings-event-recovery-phone-added = Wiederherstellungstelefon hinzugefügt
settings-event-recovery-phone-changed = Wiederherstellungstelefon geändert
settings-event-recovery-phone-removed = Wiederherstellungstelefon entfernt
settings-event-recovery-phone-signin = Mit dem Wiederherstellungstelefon angemeldet
settings-event-recovery-phone-reset = Passwort mit dem Wiederherstellungstelefon zurückgesetzt
settings-event-secondary-email-added = Weitere E-Mail-Adresse hinzugefügt
settings-event-secondary-email-verified = Weitere E-Mail-Adresse bestätigt
settings-event-secondary-email-removed = Weitere E-Mail-Adresse entfernt
settings-event-recovery-key-added = Kontowiederherstellungsschlüssel erstellt
settings-event-recovery-key-replaced = Kontowiederherstellungsschlüssel ersetzt
settings-event-recovery-key-removed = Kontowiederherstellungsschlüssel gelöscht
settings-event-recovery-key-hint-updated = Hinweis zum Kontowiederherstellungsschlüssel geändert
settings-event-recovery-key-used = Kontowiederherstellungsschlüssel verwendet
settings-event-unknown = Sonstige Kontoaktivität
settings-data-collection-heading = Datenerhebung und -verwendung
settings-data-collection-label = Helfen Sie, das Produkt zu verbessern
settings-data-collection-help = Technische Daten und Interaktionsdaten darüber teilen, wie Sie Ihr Konto nutzen. Sie enthalten nie, was Sie eingeben, oder Ihre Passwörter.
settings-data-collection-saved-on = Datenerhebung aktiviert
settings-data-collection-saved-off = Datenerhebung deaktiviert

## Settings: the new settings pages, their dialogs and shared actions.

settings-row-backup-codes-low = Nur noch wenige: neue Codes erstellen
settings-action-create = Erstellen
settings-action-manage-emails = E-Mail-Adressen verwalten
settings-action-set-up = Einrichten
settings-action-manage = Verwalten
settings-copy-failed = Ihr Browser hat das Kopieren nicht zugelassen. Markieren Sie den Text und kopieren Sie ihn selbst.

## The profile picture page.

settings-avatar-heading = Profilbild
settings-avatar-upload = Foto hochladen
settings-avatar-camera = Foto aufnehmen
settings-avatar-remove = Foto entfernen
settings-avatar-capture = Aufnehmen
settings-avatar-camera-label = Kameravorschau
settings-avatar-camera-denied-help = Erlauben Sie dieser Website in den Einstellungen Ihres Browsers, Ihre Kamera zu verwenden, oder laden Sie stattdessen ein Foto hoch.
settings-avatar-crop-label = Position des Bildes im Kreis
settings-avatar-crop-help = Ziehen Sie das Bild oder setzen Sie den Fokus darauf und verwenden Sie die Pfeiltasten, um Ihr Gesicht im Kreis zu platzieren.
settings-avatar-zoom = Zoom
settings-avatar-saved = Profilbild aktualisiert
settings-avatar-removed = Profilbild entfernt

## The recent activity page.

settings-event-password-added = Passwort erstellt
settings-event-primary-email-changed = Primäre E-Mail-Adresse geändert

## The two-step authentication page.

settings-two-step-heading = Zwei-Schritt-Authentifizierung
settings-two-step-off-lead = Die Zwei-Schritt-Authentifizierung ist ausgeschaltet.
settings-two-step-off-how = Wenn sie eingeschaltet ist, werden Sie bei der Anmeldung nach Ihrem Passwort und danach nach einem 6-stelligen Code aus einer Authentifizierungs-App auf Ihrem Telefon gefragt. Wer Ihr Passwort herausfindet, kann sich trotzdem nicht anmelden. Außerdem erhalten Sie Backup-Authentifizierungscodes für den Fall, dass Sie die App nicht verwenden können. Andere Browser und Geräte, die bei Ihrem Konto angemeldet sind, werden abgemeldet, sobald sie eingeschaltet ist.
settings-two-step-start = Zwei-Schritt-Authentifizierung einrichten
settings-two-step-scan-step-app = Öffnen Sie eine Authentifizierungs-App auf Ihrem Telefon (jede App, die zeitbasierte Codes unterstützt).
settings-two-step-scan-step-scan = Fügen Sie in der App ein Konto hinzu und scannen Sie diesen QR-Code.
settings-two-step-scan-step-code = Geben Sie den 6-stelligen Code ein, den die App anzeigt.
settings-two-step-qr-label = QR-Code für Ihre Authentifizierungs-App: { $issuer }, { $account }
settings-two-step-show-key = Sie können den Code nicht scannen? Geben Sie stattdessen den Schlüssel ein
settings-two-step-key = Schlüssel
settings-two-step-key-copy = Schlüssel kopieren
settings-two-step-key-copied = Schlüssel kopiert
settings-two-step-issuer = Aussteller
settings-two-step-account = Konto
settings-two-step-kind = Typ
settings-two-step-kind-value = Zeitbasiert, 6-stellig
settings-two-step-code-label = Code aus Ihrer Authentifizierungs-App
settings-two-step-code-help = Alle 30 Sekunden wird ein neuer Code angezeigt.
settings-two-step-verify = Weiter
settings-two-step-codes-heading = Speichern Sie Ihre Backup-Authentifizierungscodes
settings-two-step-codes-lead =
    { $count ->
        [one] Wenn Sie Ihr Telefon verlieren, melden Sie sich mit diesem Code an. Er funktioniert einmal und wird nur jetzt angezeigt: Kopieren Sie ihn, laden Sie ihn herunter oder drucken Sie ihn aus, und bewahren Sie ihn an einem sicheren Ort auf.
       *[other] Wenn Sie Ihr Telefon verlieren, melden Sie sich mit diesen { $count } Codes an. Jeder funktioniert einmal, und sie werden nur jetzt angezeigt: Kopieren Sie sie, laden Sie sie herunter oder drucken Sie sie aus, und bewahren Sie sie an einem sicheren Ort auf.
    }
settings-two-step-codes-saved = Ich habe meine Codes gespeichert
settings-two-step-confirm-code-lead = Geben Sie einen Ihrer Backup-Authentifizierungscodes ein, um sicherzustellen, dass Sie sie gespeichert haben. Der Code funktioniert auch danach noch.
settings-two-step-confirm-code-label = Backup-Authentifizierungscode
settings-two-step-finish = Zwei-Schritt-Authentifizierung einschalten
settings-two-step-enabled = Die Zwei-Schritt-Authentifizierung ist eingeschaltet
settings-two-step-on-lead = Die Zwei-Schritt-Authentifizierung ist eingeschaltet: Bei der Anmeldung werden Sie nach Ihrem Passwort nach einem Code aus Ihrer Authentifizierungs-App gefragt.
settings-two-step-app = Authentifizierungs-App
settings-two-step-app-on = Die Codes stammen aus der App, die Sie eingerichtet haben.
settings-two-step-replace = Eine neue App verwenden
settings-two-step-replace-heading = Eine neue Authentifizierungs-App verwenden
settings-two-step-replace-lead = Ihre aktuelle App funktioniert weiter, bis der Code der neuen App akzeptiert wurde. Danach werden andere Browser und Geräte, die bei Ihrem Konto angemeldet sind, abgemeldet.
settings-two-step-replace-confirm = Diese App verwenden
settings-two-step-replaced = Ihre Authentifizierungs-App wurde geändert
settings-two-step-disable-heading = Zwei-Schritt-Authentifizierung ausschalten
settings-two-step-disable-lead = Bei der Anmeldung wird dann nur noch Ihr Passwort abgefragt.
settings-two-step-disable = Ausschalten
settings-two-step-disable-confirm-heading = Zwei-Schritt-Authentifizierung ausschalten?
settings-two-step-disable-confirm-lead = Ihre Backup-Authentifizierungscodes und Ihr Wiederherstellungstelefon werden dabei ebenfalls entfernt, und bei der Anmeldung wird nur noch Ihr Passwort abgefragt.
settings-two-step-disable-keep = Eingeschaltet lassen
settings-two-step-disabled = Die Zwei-Schritt-Authentifizierung ist ausgeschaltet

settings-recovery-phone-heading = Wiederherstellungstelefon
settings-recovery-phone-change-heading = Wiederherstellungstelefon ändern
settings-recovery-phone-lead = Wenn Sie Ihre Authentifizierungs-App nicht verwenden können, senden wir Ihnen einen Code per SMS an Ihr Telefon, damit Sie sich trotzdem anmelden können. Ein Wiederherstellungstelefon setzt die Zwei-Schritt-Authentifizierung voraus.
settings-recovery-phone-change-lead = Ihr Wiederherstellungstelefon bleibt { $phone }, bis Sie die neue Nummer bestätigen.
settings-recovery-phone-country = Land
settings-recovery-phone-country-option = { $country } ({ $code })
settings-recovery-phone-number = Telefonnummer
settings-recovery-phone-number-help = Wir senden einen 6-stelligen Code per SMS an diese Nummer. Es können die üblichen SMS-Gebühren anfallen.
settings-recovery-phone-send = Code senden
settings-recovery-phone-code-lead = Geben Sie den 6-stelligen Code ein, den wir per SMS an { $phone } gesendet haben.
settings-recovery-phone-code-label = Code aus der SMS
settings-recovery-phone-confirm = Bestätigen
settings-recovery-phone-resend = Neuen Code per SMS senden
settings-recovery-phone-resent = Wir haben Ihnen einen neuen Code per SMS gesendet.
settings-recovery-phone-other-number = Andere Nummer verwenden
settings-recovery-phone-set-lead = Wenn Sie Ihre Authentifizierungs-App nicht verwenden können, senden wir Ihnen einen Code per SMS an diese Nummer, damit Sie sich trotzdem anmelden können.
settings-recovery-phone-change = Ändern
settings-recovery-phone-remove = Entfernen
settings-recovery-phone-remove-confirm-heading = Wiederherstellungstelefon entfernen?
settings-recovery-phone-remove-confirm-lead = Sie können sich dann nicht mehr mit einem Code anmelden, der per SMS an { $phone } gesendet wird. Ihre Authentifizierungs-App und Ihre Backup-Authentifizierungscodes funktionieren weiterhin.
settings-recovery-phone-remove-keep = Behalten
settings-recovery-phone-no-codes = Sie haben keine Backup-Authentifizierungscodes mehr. Ihr Wiederherstellungstelefon ist daher Ihr einziger Weg zurück in Ihr Konto, falls Sie Ihre Authentifizierungs-App verlieren. Erstellen Sie zuerst neue Backup-Codes und entfernen Sie dann das Telefon.
settings-recovery-phone-no-codes-link = Neue Backup-Codes erstellen
settings-recovery-phone-added = Wiederherstellungstelefon hinzugefügt
settings-recovery-phone-changed = Wiederherstellungstelefon geändert
settings-recovery-phone-removed = Wiederherstellungstelefon entfernt

## Backup authentication codes.

settings-backup-codes-heading = Backup-Authentifizierungscodes
settings-backup-codes-list-label =
    { $count ->
        [one] Ihr Backup-Authentifizierungscode
       *[other] Ihre { $count } Backup-Authentifizierungscodes
    }
settings-backup-codes-copy = Codes kopieren
settings-backup-codes-copied = Codes kopiert
settings-backup-codes-download = Herunterladen
settings-backup-codes-downloaded = Codes als Textdatei heruntergeladen
settings-backup-codes-print = Drucken
settings-backup-codes-file-heading = Backup-Authentifizierungscodes. Jeder Code funktioniert einmal.
settings-backup-codes-get-new = Neue Codes erstellen
settings-backup-codes-remaining =
    { $count ->
        [one] Sie haben { $count } unbenutzten Backup-Authentifizierungscode.
       *[other] Sie haben { $count } unbenutzte Backup-Authentifizierungscodes.
    }
settings-backup-codes-none-left = Sie haben keine unbenutzten Backup-Authentifizierungscodes.
settings-backup-codes-low =
    { $count ->
        [0] Sie haben keine Backup-Authentifizierungscodes mehr. Erstellen Sie neue, damit Sie sich auch dann anmelden können, wenn Sie Ihr Telefon verlieren.
        [one] Sie haben nur noch { $count } Backup-Authentifizierungscode. Erstellen Sie neue, damit Sie sich auch dann anmelden können, wenn Sie Ihr Telefon verlieren.
       *[other] Sie haben nur noch { $count } Backup-Authentifizierungscodes. Erstellen Sie neue, damit Sie sich auch dann anmelden können, wenn Sie Ihr Telefon verlieren.
    }
settings-backup-codes-replace-lead = Neue Codes ersetzen alle Ihre aktuellen Codes, ob benutzt oder nicht.
settings-backup-codes-shown-lead =
    { $count ->
        [one] Hier ist Ihr neuer Code. Ihre bisherigen Codes funktionieren nicht mehr. Er wird nur jetzt angezeigt: Kopieren Sie ihn, laden Sie ihn herunter oder drucken Sie ihn aus, und bewahren Sie ihn an einem sicheren Ort auf.
       *[other] Hier sind Ihre { $count } neuen Codes. Ihre bisherigen Codes funktionieren nicht mehr. Sie werden nur jetzt angezeigt: Kopieren Sie sie, laden Sie sie herunter oder drucken Sie sie aus, und bewahren Sie sie an einem sicheren Ort auf.
    }
settings-backup-codes-done = Fertig
settings-backup-codes-replaced = Neue Backup-Authentifizierungscodes gespeichert
settings-backup-codes-need-two-step = Backup-Authentifizierungscodes gibt es zusammen mit der Zwei-Schritt-Authentifizierung.
settings-backup-codes-set-up-two-step = Zwei-Schritt-Authentifizierung einrichten

## The account recovery key page.

settings-recovery-key-heading = Kontowiederherstellungsschlüssel
settings-recovery-key-none-lead = Sie haben keinen Kontowiederherstellungsschlüssel.
settings-recovery-key-none-how = Wenn Sie Ihr Passwort vergessen, können Sie es mit einem Kontowiederherstellungsschlüssel zurücksetzen, ohne Ihre synchronisierten Daten zu verlieren. Bewahren Sie ihn an einem sicheren Ort auf, getrennt von Ihren Geräten.
settings-recovery-key-start = Kontowiederherstellungsschlüssel erstellen
settings-recovery-key-no-password = Ihr Schlüssel schützt die Schlüssel zu Ihren synchronisierten Daten, und ein Passwort entsperrt sie: Ihr Konto braucht zuerst ein Passwort. Erstellen Sie eines und kommen Sie dann zurück, um Ihren Schlüssel zu erstellen.
settings-recovery-key-password-lead = Geben Sie zuerst Ihr Passwort ein. Ihr Schlüssel schützt die Schlüssel zu Ihren synchronisierten Daten, und nur Ihr Passwort entsperrt sie.
settings-recovery-key-password-label = Passwort
settings-recovery-key-create = Schlüssel erstellen
settings-recovery-key-replace-heading = Neuen Kontowiederherstellungsschlüssel erstellen
settings-recovery-key-replace-lead = Geben Sie Ihr Passwort ein, um einen neuen Schlüssel zu erstellen. Ihr bisheriger Schlüssel funktioniert nicht mehr, sobald der neue erstellt ist.
settings-recovery-key-replace-submit = Neuen Schlüssel erstellen
settings-recovery-key-shown-lead = Hier ist Ihr Kontowiederherstellungsschlüssel. Er wird nur jetzt angezeigt: Kopieren, laden Sie ihn herunter oder drucken Sie ihn, und bewahren Sie ihn an einem sicheren Ort auf.
settings-recovery-key-value-label = Ihr Kontowiederherstellungsschlüssel
settings-recovery-key-copy = Schlüssel kopieren
settings-recovery-key-copied = Schlüssel kopiert
settings-recovery-key-download = Herunterladen
settings-recovery-key-downloaded = Schlüssel als Textdatei heruntergeladen
settings-recovery-key-print = Drucken
settings-recovery-key-file-heading = Kontowiederherstellungsschlüssel. Damit setzen Sie Ihr Passwort zurück, ohne Ihre synchronisierten Daten zu verlieren.
settings-recovery-key-hint-heading = Hinweis hinzufügen (optional)
settings-recovery-key-hint-lead = Ein Hinweis erinnert Sie daran, wo Sie Ihren Schlüssel aufbewahrt haben. Er wird angezeigt, wenn Sie Ihr Passwort mit dem Schlüssel zurücksetzen. Schreiben Sie nicht den Schlüssel selbst hinein.
settings-recovery-key-hint-label = Wo haben Sie Ihren Schlüssel aufbewahrt?
settings-recovery-key-hint-save = Hinweis speichern
settings-recovery-key-hint-saved = Hinweis gespeichert
settings-recovery-key-hint-required = Schreiben Sie einen Hinweis, bevor Sie ihn speichern
settings-recovery-key-hint-too-long = Der Hinweis darf höchstens { $max } Zeichen lang sein
settings-recovery-key-hint-characters = Der Hinweis enthält Zeichen, die nicht verwendet werden können
settings-recovery-key-done = Fertig
settings-recovery-key-exists-lead = Ihr Kontowiederherstellungsschlüssel ist eingerichtet. Wenn Sie Ihr Passwort vergessen, können Sie es mit dem Schlüssel zurücksetzen und Ihre synchronisierten Daten behalten.
settings-recovery-key-replace-row = Schlüssel verloren? Erstellen Sie einen neuen; der bisherige Schlüssel funktioniert dann nicht mehr.
settings-recovery-key-replace = Neuen Schlüssel erstellen
settings-recovery-key-delete-heading = Kontowiederherstellungsschlüssel löschen
settings-recovery-key-delete-row = Ohne Schlüssel gehen beim Zurücksetzen eines vergessenen Passworts Ihre synchronisierten Daten verloren.
settings-recovery-key-delete = Schlüssel löschen
settings-recovery-key-delete-confirm-heading = Kontowiederherstellungsschlüssel löschen?
settings-recovery-key-delete-confirm-lead = Der Schlüssel funktioniert sofort nicht mehr. Wenn Sie Ihr Passwort vergessen, können Ihre synchronisierten Daten nicht behalten werden.
settings-recovery-key-delete-keep = Schlüssel behalten
settings-recovery-key-created = Kontowiederherstellungsschlüssel gespeichert
settings-recovery-key-deleted = Kontowiederherstellungsschlüssel gelöscht

## The emails page.

settings-emails-heading = E-Mail-Adressen
settings-emails-description = Sie melden sich mit Ihrer primären E-Mail-Adresse an, und Mitteilungen zu Ihrem Konto werden an sie gesendet. Weitere E-Mail-Adressen sind andere Adressen, die Ihnen gehören; eine bestätigte kann zu Ihrer primären E-Mail-Adresse werden.
settings-emails-list-label = Ihre E-Mail-Adressen
settings-emails-primary = Primär
settings-emails-confirmed = Bestätigt
settings-emails-make-primary = Als primäre Adresse festlegen
settings-emails-remove = Entfernen
settings-emails-enter-code = Code eingeben
settings-emails-add-heading = Weitere E-Mail-Adresse hinzufügen
settings-emails-add-label = Weitere E-Mail-Adresse
settings-emails-add-help = Sie können bis zu { $max } weitere E-Mail-Adressen haben. Wir senden einen Code an die neue Adresse, um zu bestätigen, dass sie Ihnen gehört.
settings-emails-add = E-Mail-Adresse hinzufügen
settings-emails-limit = Sie haben { $max } weitere E-Mail-Adressen, die Höchstzahl für ein Konto. Entfernen Sie eine, um eine andere hinzuzufügen.
settings-emails-code-heading = Bestätigen Sie Ihre weitere E-Mail-Adresse
settings-emails-code-description = Geben Sie den Code ein, den wir an { $email } gesendet haben.
settings-emails-code-cancel = Nicht jetzt
settings-emails-confirmed-notice = { $email } ist bestätigt.
settings-emails-primary-notice = { $email } ist jetzt Ihre primäre E-Mail-Adresse. Melden Sie sich ab sofort damit an; Ihr Passwort bleibt unverändert.
settings-emails-removed-notice = { $email } wurde aus Ihrem Konto entfernt.
settings-emails-taken-notice = { $email } gehört jetzt zu einem anderen Konto und ist daher nicht mehr in Ihrem.
settings-emails-gone-notice = { $email } wartet in Ihrem Konto nicht mehr auf eine Bestätigung.

## The links of the home's connected services and delete account sections.

settings-action-connected-services = Geräte und Apps anzeigen
settings-action-delete-account = Konto löschen

## The connected services page.

settings-clients-heading = Verbundene Dienste
settings-clients-description = Alles, was bei Ihrem Konto angemeldet ist. Melden Sie alles ab, was Sie nicht mehr verwenden oder nicht wiedererkennen.
settings-clients-empty = Bei Ihrem Konto ist nichts angemeldet.
settings-clients-retry = Erneut versuchen
settings-clients-current = Dieses Gerät
device-browser-on-os = { $browser } unter { $os }
device-unknown-browser = Webbrowser
device-unknown = Unbekanntes Gerät
settings-clients-unknown-app = App
settings-clients-type-desktop = Computer
settings-clients-type-mobile = Telefon
settings-clients-type-tablet = Tablet
settings-clients-type-tv = Fernseher
settings-clients-type-app = App mit Zugriff auf Ihr Konto
settings-clients-location = In der Nähe von { $place }
settings-clients-last-active = Zuletzt aktiv { $relative } ({ $absolute })
settings-clients-sign-out = Abmelden
settings-clients-sign-out-label = { $name } abmelden
settings-clients-sign-out-here-label = { $name } abmelden (dieses Gerät)
settings-clients-sign-out-heading = { $name } abmelden?
settings-clients-sign-out-description = Für eine erneute Anmeldung ist dann das Passwort erforderlich. Wenn Sie uns den Grund nennen, hilft uns das, Ihr Konto zu schützen.
settings-clients-sign-out-here-heading = Dieses Gerät abmelden?
settings-clients-sign-out-here-description = Sie werden hier abgemeldet und zurück zum Anfang geleitet.
settings-clients-reason-label = Warum melden Sie es ab?
settings-clients-reason-none = Ich verwende es nicht mehr
settings-clients-reason-lost = Es wurde verloren oder gestohlen
settings-clients-reason-suspicious = Ich erkenne diese Aktivität nicht wieder
settings-clients-advice-heading = { $name } ist abgemeldet
settings-clients-advice-description = Wenn eine andere Person Ihr Passwort kennen könnte, ändern Sie es jetzt, damit sie sich nicht erneut anmelden kann.
settings-clients-advice-change-password = Passwort ändern
settings-clients-close = Schließen

## The language page.

settings-language-heading = Sprache
settings-language-page-description = Wählen Sie die Sprache dieser Seiten. Dieser Browser merkt sich Ihre Auswahl; „Browser-Standard“ folgt den Sprachen Ihres Browsers.
settings-language-saved = Sprache gespeichert.
settings-language-saved-default = Die Sprachen Ihres Browsers werden verwendet.

## The delete account page.

settings-delete-account-heading = Konto löschen
settings-delete-account-lead = Das Löschen Ihres Kontos ist endgültig. Prüfen Sie, bevor Sie fortfahren, was Sie verlieren.
settings-delete-account-acknowledge-legend = Mir ist bewusst:
settings-delete-account-ack-data = Mit diesem Konto gespeicherte und synchronisierte Daten, etwa Passwörter, Lesezeichen und Chronik, werden gelöscht.
settings-delete-account-ack-subscriptions = Über dieses Konto bezahlte Abonnements werden gekündigt.
settings-delete-account-ack-devices = Alle mit diesem Konto angemeldeten Geräte und Apps werden abgemeldet.
settings-delete-account-ack-permanent = Wenn Sie erneut ein Konto mit derselben E-Mail-Adresse erstellen, wird nichts davon wiederhergestellt.
settings-delete-account-acknowledge-error = Kreuzen Sie alle Kästchen an, um fortzufahren.
settings-delete-account-continue = Weiter
settings-delete-account-no-password = Zum Löschen Ihres Kontos wird sein Passwort benötigt, und Ihr Konto hat noch keines. Erstellen Sie zuerst ein Passwort und kommen Sie dann hierher zurück.
settings-delete-account-confirm-heading = Ihr Konto löschen?
settings-delete-account-confirm-description = Geben Sie Ihr Passwort ein, um Ihr Konto endgültig zu löschen.
settings-delete-account-password-label = Passwort
settings-delete-account-submit = Konto löschen
settings-delete-account-done = Ihr Konto wurde gelöscht.

## The change password page and the create password page.

settings-change-password-heading = Passwort ändern
settings-change-password-lead = Sobald Sie Ihr Passwort ändern, werden Sie auf allen anderen Geräten und bei allen anderen Diensten abgemeldet. Ihre synchronisierten Daten bleiben erhalten.
settings-change-password-current = Aktuelles Passwort
settings-change-password-forgot = Passwort vergessen?
settings-change-password-new = Neues Passwort
settings-change-password-confirm = Neues Passwort wiederholen
settings-change-password-save = Passwort ändern
settings-password-changed = Passwort geändert
settings-create-password-heading = Erstellen Sie ein Passwort
settings-create-password-first = Passwort erstellen
settings-create-password-lead = Fügen Sie ein Passwort hinzu, um sich zusätzlich zu Ihrer bisherigen Anmeldemethode auch mit Ihrer E-Mail-Adresse anmelden zu können.
settings-create-password-save = Passwort erstellen
settings-password-created = Passwort erstellt

## Sign-in: the password step, the confirmation codes and the second factors.

signin-heading = Geben Sie Ihr Passwort ein
signin-force-auth-heading = Melden Sie sich an, um fortzufahren
signin-password-label = Passwort
signin-submit = Anmelden
signin-use-different-account = Ein anderes Konto verwenden
signin-forgot-password = Passwort vergessen?
signin-continue = Weiter
signin-passkey-password-for-sync = Sie sind mit Ihrem Passkey angemeldet. Ihre synchronisierten Daten sind mit Ihrem Passwort gesperrt. Geben Sie es deshalb noch einmal ein, um fortzufahren.
signin-passkey-unlock-submit = Entsperren und fortfahren
signin-token-code-instruction = Geben Sie innerhalb von 5 Minuten den Code ein, der an { $email } gesendet wurde.
flow-code-sent = Ein neuer Code wurde an Ihre E-Mail-Adresse gesendet.
flow-add-to-contacts = Fügen Sie { $email } zu Ihren Kontakten hinzu, damit die Zustellung reibungslos funktioniert.
signin-code-expired-text = Wählen Sie unten „Neuen Code per E-Mail senden“, um einen neuen Code zu erhalten, und geben Sie ihn dann hier ein.
signin-unblock-heading = Diese Anmeldung autorisieren
signin-unblock-instruction = Suchen Sie in Ihren E-Mails nach dem Autorisierungscode, der an { $email } gesendet wurde.
signin-unblock-label = Autorisierungscode eingeben
signin-totp-heading = Authentifizierungscode eingeben
signin-totp-instruction = Geben Sie den 6-stelligen Code aus Ihrer Authentifizierungs-App ein.
signin-totp-trouble = Probleme mit dem Code?
signin-recovery-choice-heading = Wählen Sie eine Wiederherstellungsmethode
signin-recovery-choice-instruction = Stellen Sie sicher, dass Sie Zugriff auf Ihre Wiederherstellungsmethode haben.
signin-recovery-choice-label = Wiederherstellungsmethode
signin-choice-phone = Telefon zur Wiederherstellung mit der Endung { $phone }
signin-choice-code = Backup-Authentifizierungscode
signin-recovery-code-heading = Backup-Authentifizierungscode eingeben
signin-recovery-code-instruction = Geben Sie einen der Einmalcodes ein, die Sie beim Einrichten der Zwei-Schritt-Authentifizierung gespeichert haben.
signin-recovery-code-label = 10-stelligen Code eingeben
signin-other-method = Eine andere Methode wählen
signin-recovery-phone-heading = Wiederherstellungscode eingeben
signin-recovery-phone-instruction = Ein 6-stelliger Code wurde per SMS an die Telefonnummer mit der Endung { $phone } gesendet. Dieser Code läuft nach 5 Minuten ab.
signin-resend-text = Code erneut senden
signin-text-resent = Ein neuer Code wurde an Ihr Telefon gesendet.
signin-bounced-heading = Es tut uns leid. Wir haben Ihr Konto gesperrt.
signin-bounced-text = Die Bestätigungs-E-Mail, die wir an { $email } gesendet haben, kam als unzustellbar zurück. Um Ihre Daten zu schützen, melden Sie sich mit einem anderen Konto an oder erstellen Sie ein neues.
signin-confirming-heading = Ihre Anmeldung wird bestätigt
signin-confirmed-heading = Anmeldung bestätigt
signin-confirmed-text = Ihre Anmeldung ist bestätigt. Sie können dort weitermachen, wo Sie aufgehört haben.
signin-confirmed-elsewhere-text = Ihre Anmeldung ist bestätigt. Sie können diesen Tab schließen und zu dem Gerät zurückkehren, auf dem Sie sich anmelden wollten.
signin-link-failed-heading = Dieser Link kann nicht verwendet werden
signin-link-failed-text = Melden Sie sich erneut an, um eine neue Bestätigungs-E-Mail zu erhalten.

## Sign-up: choose a password, confirm the emailed code, celebrate.

signup-heading = Erstellen Sie ein Passwort
signup-for-email = für { $email }
signup-change-email = E-Mail-Adresse ändern
signup-password-label = Passwort
flow-new-password-rules = Mindestens 8 Zeichen, nicht Ihre E-Mail-Adresse und kein häufig verwendetes Passwort.
flow-terms-agreement = Indem Sie fortfahren, stimmen Sie den { $terms } und dem { $privacy } zu.
flow-terms-link = Nutzungsbedingungen
flow-privacy-link = Datenschutzhinweis
signup-confirm-label = Passwort wiederholen
signup-age-label = Wie alt sind Sie?
signup-age-description = Sie müssen mindestens 13 Jahre alt sein, um ein Konto zu erstellen.
signup-submit = Konto erstellen
confirm-signup-code-instruction = Geben Sie innerhalb von 5 Minuten den 6-stelligen Code ein, den wir an { $email } gesendet haben.
confirm-signup-code-expired-help = Lassen Sie sich mit der Schaltfläche unten einen neuen Code senden; Sie können auf dieser Seite bleiben.
flow-resend-limit = Sie haben zu oft neue Codes angefordert. Verwenden Sie den zuletzt gesendeten Code oder beginnen Sie später von vorn.
signup-confirmed-heading = Konto bestätigt
signup-confirmed-text = Ihr { -product-name }-Konto ist bereit.
signup-verified-heading = E-Mail-Adresse bestätigt
signup-verified-text = Ihre E-Mail-Adresse ist bestätigt und Ihr { -product-name }-Konto ist bereit.
signup-confirmed-continue = Weiter zu den Einstellungen
cannot-create-account-heading = Konto kann nicht erstellt werden
cannot-create-account-text = Sie müssen bestimmte Altersanforderungen erfüllen, um ein { -product-name }-Konto zu erstellen.
cannot-create-account-home = Zurück zum Anfang

## Page titles shown in the browser tab and announced on route changes.

app-page-title = { $title } | { -product-name }-Konten
app-page-title-default = { -product-name }-Konten
app-footer-terms = Nutzungsbedingungen
app-footer-privacy = Datenschutzhinweis

flow-confirmation-code-heading = Bestätigungscode eingeben
flow-code-label = 6-stelligen Code eingeben
flow-confirm = Bestätigen
flow-resend-code = Neuen Code per E-Mail senden

## The authorization page

oauth-connecting-title = Bei einem Dienst anmelden
oauth-connecting-heading = Verbindung mit { $serviceName } wird hergestellt
oauth-connecting-text = Sie werden gleich zurückgeleitet.
oauth-consent-heading = { $serviceName } erlauben, Ihr Konto zu verwenden?
oauth-consent-signed-in-as = Sie sind als { $email } angemeldet.
oauth-consent-list-label = Wenn Sie es erlauben, kann dieser Dienst:
oauth-consent-allow = Erlauben
oauth-consent-cancel = Abbrechen
oauth-consent-use-different-account = Ein anderes Konto verwenden
oauth-permission-openid = Bei der Anmeldung bestätigen, dass Sie es sind
oauth-permission-uid = Die eindeutige Kennung Ihres Kontos sehen
oauth-permission-email = Ihre E-Mail-Adresse sehen
oauth-permission-display-name = Ihren Anzeigenamen sehen
oauth-permission-avatar = Ihr Profilbild sehen
oauth-permission-offline-access = Mit Ihrem Konto verbunden bleiben, bis Sie die Verbindung trennen
oauth-permission-other = Die Berechtigung „{ $scope }“ verwenden
oauth-failed-heading = Diese Anmeldeanfrage kann nicht abgeschlossen werden
oauth-failed-text = Kehren Sie zu dem Dienst zurück, von dem Sie kamen, und versuchen Sie es erneut.
oauth-success-title = Bei einem Dienst angemeldet
oauth-success-heading = Sie sind bei { $serviceName } angemeldet
oauth-success-text = Sie können diesen Tab schließen und zu { $serviceName } zurückkehren.

device-title = Gerät verbinden
device-enter-heading = Gerät verbinden
device-enter-instruction = Geben Sie den Code ein, der auf Ihrem Gerät angezeigt wird.
device-code-label = Code von Ihrem Gerät
device-continue = Weiter
device-code-invalid = Dieser Code ist ungültig oder abgelaufen. Prüfen Sie den Code auf Ihrem Gerät und versuchen Sie es erneut.
device-consent-heading = { $serviceName } auf Ihrem Gerät erlauben?
device-consent-code = Erlauben Sie das nur, wenn Ihr Gerät { $userCode } anzeigt.
device-consent-allow = Erlauben
device-consent-deny = Ablehnen
device-approved-heading = Ihr Gerät ist verbunden
device-approved-text = Kehren Sie zu Ihrem Gerät zurück: { $serviceName } schließt die Anmeldung dort ab.
device-denied-heading = Ihr Gerät wurde nicht verbunden
device-denied-text = { $serviceName } kann Ihr Konto nicht verwenden. Sie können diese Seite schließen.

oauth-signout-title = Abmelden
oauth-signout-confirm-heading = Von Ihrem Konto abmelden?
oauth-signout-confirm-lead = { $serviceName } hat darum gebeten, Sie abzumelden. Sie werden in diesem Browser und bei den Diensten abgemeldet, bei denen Sie sich damit angemeldet haben.
oauth-signout-confirm-lead-no-service = Ein Dienst hat darum gebeten, Sie abzumelden. Sie werden in diesem Browser und bei den Diensten abgemeldet, bei denen Sie sich damit angemeldet haben.
oauth-signout-confirm = Abmelden
oauth-signout-cancel = Angemeldet bleiben
oauth-signout-done-heading = Sie sind abgemeldet
oauth-signout-done-text = Sie können diesen Tab schließen und zu { $serviceName } zurückkehren.
oauth-signout-done-text-no-service = Sie können diesen Tab schließen.
oauth-signout-not-here-heading = Hier gibt es nichts abzumelden
oauth-signout-not-here-text = Der Dienst wollte eine Sitzung beenden, die nicht die dieses Browsers ist. Hier bleiben Sie deshalb angemeldet.
oauth-signout-failed-heading = Diese Abmeldeanfrage kann nicht ausgeführt werden
oauth-signout-failed-text = Gehen Sie zurück zu dem Dienst, von dem Sie kamen, und melden Sie sich dort ab.
oauth-try-again = Erneut versuchen

settings-two-step-phone-instead-lead = Sie möchten keine Codes aufbewahren? Stattdessen kann ein Wiederherstellungstelefon Ihr Weg zurück in Ihr Konto sein.
settings-two-step-use-phone = Stattdessen ein Wiederherstellungstelefon verwenden

## Set-up steps inside sign-in (/inline_totp_setup, /inline_recovery_setup, /inline_recovery_key_setup)

inline-totp-heading = Zwei-Schritt-Authentifizierung aktivieren
inline-totp-why = Dieser Dienst verlangt eine Zwei-Schritt-Authentifizierung. Richten Sie sie für Ihr Konto ein, um fortzufahren.
inline-totp-start = Weiter
inline-totp-verify = Weiter
inline-recovery-heading = Wählen Sie einen Weg zurück in Ihr Konto
inline-recovery-lead = Falls Sie Ihre Authentifizierungs-App verlieren, brauchen Sie eine andere Möglichkeit zur Anmeldung. Wählen Sie Sicherungs-Authentifizierungscodes oder ein Wiederherstellungstelefon.
inline-recovery-codes = Sicherungs-Authentifizierungscodes verwenden
inline-recovery-phone = Wiederherstellungstelefon verwenden
inline-recovery-back = Zurück
inline-recovery-finish = Abschließen und weiter

## Legal pages

legal-index-heading = Rechtliches
legal-index-text = Die Dokumente, die für Ihr { -product-name }-Konto gelten.
legal-privacy-heading = Datenschutzhinweis
legal-terms-heading = Nutzungsbedingungen
legal-loading = Dokument wird geladen…
legal-retry = Erneut versuchen
legal-back-link = Zurück zu den rechtlichen Dokumenten
legal-fallback-note = Dieses Dokument ist nicht auf { $requested } verfügbar und wird daher auf { $shown } angezeigt.
inline-recovery-key-heading = Schützen Sie Ihre synchronisierten Daten
inline-recovery-key-create = Kontowiederherstellungsschlüssel erstellen
inline-recovery-key-later = Später erledigen
inline-recovery-key-password-label = Passwort
inline-recovery-key-password-text = Der Schlüssel wird aus dem Verschlüsselungsschlüssel Ihres Kontos erstellt, den nur Ihr Passwort öffnet.
inline-recovery-key-continue = Weiter

third-party-or = oder
third-party-continue-google = Weiter mit Google
third-party-continue-apple = Weiter mit Apple
third-party-name-google = Google
third-party-name-apple = Apple
third-party-name-unknown = der andere Dienst
third-party-callback-title = Anmeldung
third-party-error-heading = Die Anmeldung hat nicht funktioniert
third-party-error-cancelled = Die Anmeldung mit { $provider } wurde abgebrochen. Ihr Konto wurde nicht verändert.
third-party-error-provider = { $provider } konnte Sie nicht anmelden (Fehler: { $code }).
third-party-error-state = Diese Anmeldung wurde nicht in diesem Browser begonnen oder ihr Link wurde verändert. Beginnen Sie erneut.
third-party-start-again = Zurück zur Anmeldung
third-party-sign-in-to-link = Für diese E-Mail-Adresse gibt es bereits ein Konto. Melden Sie sich dort an, dann wird { $provider } damit verknüpft.
settings-linked-accounts-heading = Verknüpfte Konten
settings-linked-accounts-lead = Melden Sie sich mit Ihrem Konto bei einem anderen Dienst an. Wenn Sie es hier trennen, wird jenes Konto nicht geschlossen.
settings-linked-accounts-linked = Verknüpft
settings-linked-accounts-not-linked = Nicht verknüpft
settings-linked-accounts-unlink = { $provider } trennen
settings-linked-accounts-link = { $provider } verknüpfen
settings-linked-accounts-needs-password = { $provider } ist die einzige Möglichkeit, sich bei diesem Konto anzumelden. Erstellen Sie ein Passwort, bevor Sie die Verknüpfung trennen.
settings-linked-accounts-create-password = Passwort erstellen
settings-linked-accounts-unlinked = Die Verknüpfung wurde getrennt.
third-party-set-password-heading = Passwort für die Synchronisierung erstellen
third-party-set-password-lead = Die Synchronisierung verschlüsselt Ihre Daten mit einem Passwort, das nur Sie kennen. Erstellen Sie eines für { $email }.
third-party-set-password-new = Passwort
third-party-set-password-confirm = Passwort wiederholen
third-party-set-password-submit = Synchronisierung starten

clear-heading = Gespeicherte Daten gelöscht
clear-text = Dieser Browser speichert für diese Website keine Daten Ihres { -product-name }-Kontos mehr.
web-channel-example-heading = Beispiel für den Browser-Kanal
web-channel-example-intro = Jede Schaltfläche sendet einen Befehl über seinen Kanal an den Browser. Antworten und Ereignisse erscheinen im Protokoll unten.
web-channel-example-send = { $command } senden
web-channel-example-log-label = Kanalprotokoll
web-channel-example-log-empty = Noch nichts gesendet.
web-channel-example-sent = { $command } gesendet
web-channel-example-reply = Antwort auf { $command }: { $data }
web-channel-example-no-reply = Keine Antwort auf { $command }
web-channel-example-event = Der Browser hat { $command } gesendet: { $data }
web-channel-example-error = Fehler { $errno } bei { $command }

## Subscription product page

subscription-product-title = Abonnement
subscription-product-loading = Abonnement wird gesucht …
subscription-product-heading = { $productName }
subscription-product-text = Ihr Abonnement für { $productName } gehört zu Ihrem { -product-name }-Konto. Melden Sie sich bei Ihrem Konto an, um es zu verwalten.
subscription-product-settings-link = Zu Ihrem Konto
subscription-product-not-found-heading = Abonnement nicht gefunden
subscription-product-not-found-text = Dieser Link führt zu keinem uns bekannten Abonnement. Prüfen Sie den Link oder öffnen Sie Ihr Konto, um Ihre Abonnements zu sehen.
subscription-product-error = Das Abonnement konnte nicht abgerufen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.
subscription-product-retry = Erneut versuchen

## Choosing what to sync, and the sync-confirmed page

sync-engines-legend = Wählen Sie, was synchronisiert werden soll
sync-engine-bookmarks = Lesezeichen
sync-engine-history = Chronik
sync-engine-passwords = Passwörter
sync-engine-addons = Add-ons
sync-engine-tabs = Offene Tabs
sync-engine-prefs = Einstellungen
sync-engine-addresses = Adressen
sync-engine-creditcards = Zahlungsmethoden
sync-engines-none = Nichts ist ausgewählt. Es wird also nichts synchronisiert, bis Sie in den Sync-Einstellungen Ihres Browsers etwas auswählen.
sync-engines-payment-methods = Zahlungsmethoden werden mit Ihrem Passwort verschlüsselt, bevor sie dieses Gerät verlassen.
sync-confirmed-banner-account = { -product-name }-Konto bestätigt
sync-confirmed-banner-password = Sync-Passwort erstellt
sync-confirmed-heading = Sync ist aktiviert
sync-confirmed-text = Ihre Passwörter, Adressen, Lesezeichen, Chronik und mehr können überall synchronisiert werden, wo Sie { -product-name } verwenden.
sync-confirmed-text-payment = Ihre Passwörter, Zahlungsmethoden, Adressen, Lesezeichen, Chronik und mehr können überall synchronisiert werden, wo Sie { -product-name } verwenden.
sync-confirmed-add-device = Weiteres Gerät hinzufügen
sync-confirmed-manage = Sync verwalten

## Device pairing

pair-heading = Weiteres Gerät verbinden
pair-scan-text = Scannen Sie diesen Code mit der Kamera des Geräts, das Sie verbinden möchten.
pair-qr-label = QR-Code zum Verbinden eines weiteren Geräts
pair-scan-waiting = Diese Seite wartet auf Ihr anderes Gerät. Lassen Sie sie geöffnet, bis Sie bestätigt haben.
pair-confirm-heading = Dieses Gerät verbinden?
pair-confirm-text = Ein Gerät möchte sich bei { $serviceName } als { $email } anmelden. Verbinden Sie es nur, wenn es Ihnen gehört und Sie den Code gerade gescannt haben.
pair-device-label = Gerät
pair-place-label = Ort
pair-unknown = Unbekannt
pair-confirm = Gerät verbinden
pair-decline = Abbrechen
pair-done-heading = Gerät verbunden
pair-done-text = Ihr anderes Gerät ist jetzt angemeldet.
pair-failed-heading = Das Gerät konnte nicht verbunden werden
pair-start-again = Neu beginnen
pair-error-cancelled = Sie haben die Verbindung abgebrochen. Das andere Gerät wurde nicht angemeldet.
pair-error-refused = Ihr anderes Gerät konnte diese Anfrage nicht annehmen.
pair-error-closed = Die Verbindung zum anderen Gerät wurde getrennt.
pair-error-declined = Die Verbindung wurde auf Ihrem anderen Gerät abgebrochen.
pair-error-timeout = Ihr anderes Gerät hat nicht rechtzeitig geantwortet.
pair-error-link = Dieser Kopplungslink ist unvollständig. Scannen Sie den Code erneut.
pair-error-keys = Um Ihre synchronisierten Daten zu senden, melden Sie sich zuerst mit Ihrem Passwort an und verbinden Sie dann das Gerät.
pair-error-no-password = Um Ihre synchronisierten Daten zu senden, braucht Ihr Konto ein Passwort. Erstellen Sie eines in Ihren Kontoeinstellungen und verbinden Sie dann das Gerät erneut.
pair-error-client = Die App auf Ihrem anderen Gerät kann nicht auf diese Weise verbunden werden. Melden Sie sich auf diesem Gerät stattdessen mit Ihrer E-Mail-Adresse an.
pair-error-request = Ihr anderes Gerät hat eine unvollständige Anfrage gesendet und wurde daher nicht verbunden. Scannen Sie den Code erneut mit dem Browser auf diesem Gerät.
pair-error-device-key = Ihr anderes Gerät hat einen Schlüssel gesendet, der Ihre synchronisierten Daten nicht schützen kann. Es wurde daher nicht verbunden, und nichts wurde an es gesendet. Aktualisieren Sie den Browser auf diesem Gerät und scannen Sie den Code dann erneut.
pair-scanned-heading = Scannen Sie diesen Code mit Ihrem Browser
pair-scanned-text = Dieser Code verbindet einen Browser mit Ihrem Konto, daher kann eine Kamera-App ihn nicht verwenden.
pair-scanned-how = Öffnen Sie auf diesem Gerät den Browser, den Sie verbinden möchten, wählen Sie in seinem Menü die Anmeldung und dort die Option zum Scannen eines Codes, und scannen Sie dann den Code auf Ihrem anderen Gerät erneut.
pair-password-text = Um Ihre synchronisierten Daten an das andere Gerät zu senden, geben Sie Ihr Passwort ein.
pair-password-label = Passwort
pair-supp-connecting-heading = Verbindung zu Ihrem anderen Gerät wird hergestellt
pair-supp-waiting-heading = Bestätigen Sie auf Ihrem anderen Gerät
pair-supp-waiting-text = Prüfen Sie die Anfrage auf dem Gerät, das den Code anzeigt, und bestätigen Sie sie dort.
pair-supp-done-text = Dieses Gerät ist angemeldet. Ihr Browser übernimmt ab hier.
pair-supp-sign-in-instead = Stattdessen mit E-Mail-Adresse anmelden
pair-supp-missing = Ihr Browser öffnet diese Seite, wenn er einen Verbindungscode scannt. Um dieses Gerät zu verbinden, wählen Sie im Menü Ihres Browsers die Anmeldung und dort die Option zum Scannen eines Codes, und scannen Sie den Code, der auf Ihrem anderen Gerät angezeigt wird.

## Approving a sign-in from another device

signin-push-heading = Anmeldung bestätigen
signin-push-lead = Suchen Sie auf Ihren anderen Geräten nach einer Benachrichtigung und bestätigen Sie diese Anmeldung dort.
signin-push-waiting = Warten auf Bestätigung…
signin-push-use-email = Stattdessen einen Code per E-Mail verwenden
signin-push-confirm-heading = Melden Sie sich gerade an?
signin-push-confirm-device = Gerät
signin-push-confirm-location = Standort
signin-push-confirm-ip = IP-Adresse
signin-push-resend = Benachrichtigung erneut senden
signin-token-code-push = Stattdessen auf einem anderen angemeldeten Gerät bestätigen
signin-push-resent = Die Benachrichtigung wurde erneut gesendet.
signin-push-no-devices = Auf keinem Ihrer anderen Geräte sind Sie angemeldet, um diese Anmeldung zu bestätigen. Verwenden Sie stattdessen einen Code, der an Ihre E-Mail-Adresse gesendet wird.
signin-push-confirm-lead = Bestätigen Sie sie nur, wenn Sie sich gerade auf einem anderen Gerät anmelden.
signin-push-confirm-time = Zeit
signin-push-confirm-approve = Ja, bestätigen
signin-push-confirm-decline = Nein, ablehnen
signin-push-confirm-retry = Erneut versuchen
signin-push-approved-heading = Anmeldung bestätigt
signin-push-approved-text = Ihr anderes Gerät ist jetzt angemeldet und macht von selbst weiter.
signin-push-declined-heading = Anmeldung abgelehnt
signin-push-declined-text = Das andere Gerät wurde nicht angemeldet. Wenn Sie nicht versucht haben, sich anzumelden, ändern Sie Ihr Passwort.
signin-push-invalid-heading = Diese Anmeldung kann nicht mehr beantwortet werden
signin-push-invalid-text = Sie wurde bereits beantwortet oder die Anfrage ist abgelaufen. Um es erneut zu versuchen, melden Sie sich auf dem anderen Gerät erneut an.
signin-push-confirm-not-you = Nicht Sie? Ändern Sie Ihr Passwort

## The primary address confirmed from the emailed link

primary-email-verified-heading = Primäre E-Mail-Adresse bestätigt
primary-email-verified-account = Ihr Konto ist einsatzbereit.
primary-email-verified-sync = Sync ist für diesen Browser aktiviert.
primary-email-verified-service = Sie können jetzt { $serviceName } verwenden.

## 'Continue as' and sign-in requests refused before sign-in.

flow-continue-as-heading = Mit Ihrem Konto fortfahren
flow-continue-as-letter-label = Kontobild: der Buchstabe { $letter }
flow-continue-as-picture-label = Profilbild von { $name }
flow-continue-as-submit = Weiter
flow-continue-as-use-different-account = Ein anderes Konto verwenden
flow-continue-as-password-lead = Dieser Dienst fragt auch nach dem Schlüssel Ihrer synchronisierten Daten, den nur Ihr Passwort entsperrt. Geben Sie Ihr Passwort ein, um fortzufahren.
flow-continue-as-password-label = Passwort
flow-continue-as-no-password-lead = Dieser Dienst fragt auch nach dem Schlüssel Ihrer synchronisierten Daten, den nur ein Passwort entsperrt, und Ihr Konto hat noch keins. Erstellen Sie ein Passwort, um fortzufahren.
flow-continue-as-create-password = Passwort erstellen
oauth-refused-heading = Wir können Sie bei diesem Dienst nicht anmelden
oauth-refused-unknown-service = Der Link, der Sie hierher geführt hat, nennt einen Dienst, den wir nicht kennen. Es gibt also nichts, bei dem wir Sie anmelden könnten.
oauth-refused-unregistered-return = Der Dienst wollte Sie an eine Adresse zurückschicken, die er bei uns nicht registriert hat. Zum Schutz Ihres Kontos haben wir hier angehalten.
oauth-refused-damaged-link = Der Link, der Sie hierher geführt hat, ist unvollständig oder beschädigt. Wir können nicht erkennen, welcher Dienst Sie geschickt hat.
oauth-refused-cannot-succeed = Der Dienst wollte Sie auf eine Weise anmelden, die wir nicht annehmen können. Die Anmeldung würde nicht gelingen.
oauth-refused-advice = An Ihrem Konto hat sich nichts geändert. Gehen Sie zurück zu dem Dienst, von dem Sie kamen, und versuchen Sie es erneut. Wenn das immer wieder passiert, informieren Sie den Dienst.
oauth-refused-unchecked-heading = Wir konnten diese Anmeldeanfrage nicht prüfen
oauth-refused-unchecked-advice = Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.
oauth-refused-try-again = Erneut versuchen

## The neutral page of an address that reports an outcome, opened without the steps that lead to it.

flow-no-outcome-heading = Hier gibt es nichts zu bestätigen
flow-no-outcome-text = Diese Seite bestätigt einen Schritt in diesem Browser, und kein solcher Schritt hat hierher geführt. Um sich anzumelden oder ein Konto zu erstellen, beginnen Sie von vorn.
flow-no-outcome-start = Zur Startseite
flow-outcome-checking-heading = Wird geprüft …

## Passkeys: why the browser's passkey request did not finish, wherever one is made or used.

passkey-ceremony-cancelled = Die Passkey-Anfrage wurde abgebrochen oder ist abgelaufen. Es wurde nichts geändert.
passkey-ceremony-already-registered = Dieses Gerät hat bereits einen Passkey für dieses Konto.
passkey-ceremony-wrong-site = Passkeys können unter dieser Adresse nicht verwendet werden.
passkey-ceremony-not-supported = Dieses Gerät kann keinen Passkey erstellen oder verwenden, der hier funktioniert.
passkey-ceremony-failed = Die Passkey-Anfrage hat nicht funktioniert. Versuchen Sie es erneut.

## Settings: the passkeys page, its row on the settings home, and the step-up by passkey.

settings-passkeys-heading = Passkeys
settings-passkeys-lead = Melden Sie sich mit Fingerabdruck, Gesicht, Bildschirmsperre oder Sicherheitsschlüssel statt mit Ihrem Passwort an. Ein Passkey funktioniert nur auf dieser Website und kann daher nicht abgefischt werden.
settings-passkeys-sync-note = Passkeys entsperren Ihre synchronisierten Daten noch nicht. Wo die Synchronisierung sie braucht, werden Sie weiterhin nach Ihrem Passwort gefragt.
settings-passkeys-empty = Sie haben noch keine Passkeys.
settings-passkeys-retry = Erneut versuchen
settings-passkeys-add = Passkey hinzufügen
settings-passkeys-limit = Sie haben { $limit } Passkeys, die höchstmögliche Anzahl für ein Konto. Löschen Sie einen, um einen weiteren hinzuzufügen.
settings-passkeys-unsupported = Dieser Browser kann keine Passkeys erstellen. Um einen hinzuzufügen, öffnen Sie diese Seite in einem Browser oder auf einem Gerät, das sie unterstützt.
settings-passkeys-created = Hinzugefügt am { $date }
settings-passkeys-last-used = Zuletzt verwendet { $relative } ({ $absolute })
settings-passkeys-never-used = Noch nicht verwendet
settings-passkeys-synced = Vom Anbieter auf Ihren Geräten synchronisiert
settings-passkeys-device-only = Nur auf diesem Gerät
settings-passkeys-no-sync-unlock = Entsperrt keine synchronisierten Daten
settings-passkeys-unlocks-sync = Entsperrt synchronisierte Daten
settings-passkeys-rename = Umbenennen
settings-passkeys-rename-label = { $name } umbenennen
settings-passkeys-delete = Löschen
settings-passkeys-delete-label = { $name } löschen
settings-passkeys-name-label = Name des Passkeys
settings-passkeys-name-help = Bis zu { $max } Zeichen, damit Sie Ihre Passkeys unterscheiden können.
settings-passkeys-name-required = Geben Sie einen Namen für den Passkey ein.
settings-passkeys-renamed = Der Passkey wurde umbenannt.
settings-passkeys-added = Der Passkey wurde hinzugefügt.
settings-passkeys-deleted = Der Passkey wurde gelöscht.
settings-passkeys-remove = Passkey löschen
settings-passkeys-remove-keep = Behalten
settings-passkeys-remove-confirm-heading = Diesen Passkey löschen?
settings-passkeys-remove-confirm-lead = Sie können sich nicht mehr mit „{ $name }“ anmelden. Ihr Browser oder Passwort-Manager bietet ihn möglicherweise weiter an, bis er ihn vergisst.
settings-passkeys-create-password = Passwort erstellen
settings-row-passkeys = Passkeys
settings-row-passkeys-value = Ohne Passwort anmelden
settings-step-up-use-passkey = Passkey verwenden
settings-event-passkey-added = Passkey hinzugefügt
settings-event-passkey-removed = Passkey gelöscht
settings-event-passkey-signin = Mit einem Passkey angemeldet
settings-event-passkey-counter-regressed = Passkey abgelehnt: Er wurde möglicherweise kopiert
settings-passkey-offer-heading = Schneller anmelden mit einem Passkey
settings-passkey-offer-description = Verwenden Sie beim nächsten Mal Fingerabdruck, Gesicht oder Bildschirmsperre, statt Ihr Passwort einzugeben. Sie bestätigen vorher, dass Sie es sind.
settings-passkey-offer-create = Passkey erstellen
settings-passkey-offer-not-now = Nicht jetzt
