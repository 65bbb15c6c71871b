### Composants du système de conception (français)

## Alert bar

alert-bar-close = Fermer le message

## Banner

banner-close = Fermer la bannière

## Button

button-continue = Continuer

## External link

external-link-new-window = S’ouvre dans une nouvelle fenêtre

## Loading spinner

loading-spinner-label = Chargement…

## Status icons: each icon's accessible name

status-icon-alert = Alerte
status-icon-attention = Attention
status-icon-warning = Avertissement
status-icon-backup-codes-enabled = Codes d’authentification de secours activés
status-icon-backup-codes-disabled = Codes d’authentification de secours désactivés
status-icon-recovery-sms-enabled = SMS de récupération activé
status-icon-recovery-sms-disabled = Désactivé
status-icon-enabled = Activé
status-icon-success = Succès
status-icon-check = Coche
status-icon-close = Fermer le message
status-icon-error = Erreur
status-icon-information = Information
status-icon-lightbulb = Ampoule
