### Komponenten des Designsystems (Deutsch)

## Alert bar

alert-bar-close = Meldung schließen

## App error screen

app-error-screen-general-heading = Allgemeiner Anwendungsfehler
app-error-screen-general-message = Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.
app-error-screen-query-parameter-violation-heading = Ungültige Anfrage: Ungültige Abfrageparameter
app-error-screen-invalid-session-heading = Ungültige Sitzung
app-error-screen-invalid-session-message = Bitte melden Sie sich ab und wieder an.

## Banner

banner-close = Banner schließen

## Button

button-continue = Weiter

## Dialog

dialog-close = Schließen

## External link

external-link-new-window = Wird in einem neuen Fenster geöffnet

## Language selector

language-selector-label = Sprache auswählen
language-selector-close = Liste der Sprachen schließen
language-selector-browser-default = Browser-Standard

## Page layout

illustrations-word-mark = { -product-name }-Konten
layout-continue-to-service-subheading = um mit { $serviceName } fortzufahren
layout-continue-to-service-heading = Weiter zu { $serviceName }
layout-for-your-account = für Ihr { -product-name }-Konto

## Loading spinner

loading-spinner-label = Wird geladen…

## Password field

password-field-show = Passwort anzeigen

## Status icons: each icon's accessible name

status-icons-alert = Achtung
status-icons-attention = Hinweis
status-icons-warning = Warnung
status-icons-backup-codes-enabled = Backup-Authentifizierungscodes aktiviert
status-icons-backup-codes-disabled = Backup-Authentifizierungscodes deaktiviert
status-icons-recovery-sms-enabled = SMS zur Wiederherstellung aktiviert
status-icons-recovery-sms-disabled = Deaktiviert
status-icons-enabled = Aktiviert
status-icons-success = Erfolg
status-icons-check = Häkchen
status-icons-close = Meldung schließen
status-icons-error = Fehler
status-icons-information = Information
status-icons-lightbulb = Glühbirne

## Illustrations: each one's accessible description

illustrations-cloud-key = Eine Wolke mit einem Schlüssel
illustrations-password-chat = Ein Vorhängeschloss neben einer Sprechblase mit einem verborgenen Passwort
illustrations-email-code = Ein Briefumschlag mit einem verborgenen Code und einem Pfeil
illustrations-phone-code = Ein Telefon mit verborgenen Ziffern und einem Vorhängeschloss
illustrations-lightbulb = Eine Glühbirne
illustrations-bell = Eine Benachrichtigungsglocke
illustrations-recovery-document = Ein Dokument mit verborgenen Zeichen und einem Code-Abzeichen
illustrations-connected-devices = Ein Bildschirm mit Herzen und zwei Telefonen
illustrations-success-pill = Ein Häkchen in einer grünen Pille
illustrations-sync-arrows = Zwei Pfeile, die sich im Kreis drehen
illustrations-copied-code = Eine Zwischenablage mit einem verborgenen Code in einer Sprechblase
illustrations-devices-code = Ein Telefon und ein Laptop mit Code-Klammern
illustrations-sync-clouds = Zwei Wolken mit Pfeilen dazwischen
illustrations-password-changed = Ein Vorhängeschloss mit einem Häkchen
footer-links-label = Rechtliches
link-back = Zurück
