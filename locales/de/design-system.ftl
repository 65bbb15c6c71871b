### Komponenten des Designsystems (Deutsch)

## Alert bar

alert-bar-close = Meldung schließen

## Banner

banner-close = Banner schließen

## Button

button-continue = Weiter

## External link

external-link-new-window = Wird in einem neuen Fenster geöffnet

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
