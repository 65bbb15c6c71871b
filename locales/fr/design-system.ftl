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

## Password field

password-field-show = Afficher le mot de passe

## Status icons: each icon's accessible name

status-icons-alert = Alerte
status-icons-attention = Attention
status-icons-warning = Avertissement
status-icons-backup-codes-enabled = Codes d’authentification de secours activés
status-icons-backup-codes-disabled = Codes d’authentification de secours désactivés
status-icons-recovery-sms-enabled = SMS de récupération activé
status-icons-recovery-sms-disabled = Désactivé
status-icons-enabled = Activé
status-icons-success = Succès
status-icons-check = Coche
status-icons-close = Fermer le message
status-icons-error = Erreur
status-icons-information = Information
status-icons-lightbulb = Ampoule
