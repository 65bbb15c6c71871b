### Composants du système de conception (français)

## Alert bar

alert-bar-close = Fermer le message

## App error screen

app-error-screen-general-heading = Erreur générale de l’application
app-error-screen-general-message = Une erreur s’est produite. Veuillez réessayer plus tard.
app-error-screen-query-parameter-violation-heading = Requête incorrecte : paramètres de requête non valides
app-error-screen-invalid-session-heading = Session non valide
app-error-screen-invalid-session-message = Veuillez vous déconnecter puis vous reconnecter.

## Banner

banner-close = Fermer la bannière

## Button

button-continue = Continuer

## Dialog

dialog-close = Fermer

## External link

external-link-new-window = S’ouvre dans une nouvelle fenêtre

## Language selector

language-selector-label = Choisir la langue
language-selector-close = Fermer la liste des langues
language-selector-browser-default = Langue par défaut du navigateur

## Page layout

illustrations-word-mark = Comptes { -product-name }
layout-continue-to-service-subheading = pour continuer vers { $serviceName }
layout-continue-to-service-heading = Continuer vers { $serviceName }
layout-for-your-account = pour votre compte { -product-name }

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

## Illustrations: each one's accessible description

illustrations-cloud-key = Un nuage avec une clé
illustrations-password-chat = Un cadenas à côté d’une bulle de discussion contenant un mot de passe masqué
illustrations-email-code = Une enveloppe avec un code masqué et une flèche
illustrations-phone-code = Un téléphone affichant des chiffres masqués et un cadenas
illustrations-lightbulb = Une ampoule
illustrations-bell = Une cloche de notification
illustrations-recovery-document = Un document avec des caractères masqués et un badge de code
illustrations-connected-devices = Un écran avec des cœurs et deux téléphones
illustrations-success-pill = Une coche dans une pastille verte
illustrations-sync-arrows = Deux flèches qui tournent en cercle
illustrations-copied-code = Un presse-papiers avec un code masqué dans une bulle
illustrations-devices-code = Un téléphone et un ordinateur portable avec des chevrons de code
illustrations-sync-clouds = Deux nuages reliés par des flèches
illustrations-password-changed = Un cadenas avec une coche
footer-links-label = Mentions légales
link-back = Retour
