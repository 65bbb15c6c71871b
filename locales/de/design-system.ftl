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

## Status icons: each icon's accessible name

status-icon-alert = Achtung
status-icon-attention = Hinweis
status-icon-warning = Warnung
status-icon-backup-codes-enabled = Backup-Authentifizierungscodes aktiviert
status-icon-backup-codes-disabled = Backup-Authentifizierungscodes deaktiviert
status-icon-recovery-sms-enabled = SMS zur Wiederherstellung aktiviert
status-icon-recovery-sms-disabled = Deaktiviert
status-icon-enabled = Aktiviert
status-icon-success = Erfolg
status-icon-check = Häkchen
status-icon-close = Meldung schließen
status-icon-error = Fehler
status-icon-information = Information
status-icon-lightbulb = Glühbirne
