### Textes de l’application (français)

## Cookies disabled: shown when the browser keeps the product from using local storage or cookies.

cookies-disabled-heading = Le stockage local et les cookies sont nécessaires
cookies-disabled-text = Veuillez activer les cookies et le stockage local dans votre navigateur pour accéder à votre compte { -product-name }.
cookies-disabled-learn-more = En savoir plus
cookies-disabled-try-again = Réessayer

## Entry page: the email-first step that leads to sign-in or sign-up.

entry-heading = Saisissez votre adresse e-mail
entry-subheading = Continuer vers votre compte { -product-name }
entry-email-label = Adresse e-mail
entry-submit = S’inscrire ou se connecter
entry-suggestion-text = Vouliez-vous dire { $suggestion } ?
entry-suggestion-use = Utiliser { $suggestion }
entry-suggestion-keep = Validez de nouveau pour conserver l’adresse telle que saisie.
passkey-signin-button = Continuer avec une clé d’accès
passkey-signin-cancelled = La connexion avec une clé d’accès a été annulée. Réessayez quand vous serez prêt·e, ou continuez autrement.
passkey-signin-refused-entry = Cette clé d’accès n’a pas été acceptée. Elle a peut-être été retirée de votre compte. Saisissez votre adresse e-mail pour vous connecter avec votre mot de passe.
passkey-signin-refused-password = Cette clé d’accès n’a pas été acceptée. Elle a peut-être été retirée de votre compte. Connectez-vous plutôt avec votre mot de passe.

## Page not found: shown for any address the product does not serve.

errors-not-found-heading = Page introuvable
errors-not-found-text = La page demandée n’existe pas ou n’est plus disponible.
errors-not-found-home-link = Aller à la page d’accueil des comptes { -product-name }

## Reporting a sign-in: reached from the link in the email with an unblock
## code, when the person did not try to sign in.

report-signin-heading = Signaler une connexion non autorisée ?
report-signin-text = Vous avez reçu un e-mail contenant un code pour autoriser une connexion à votre compte. Si vous n’avez pas essayé de vous connecter, signalez-le et le code ne fonctionnera plus.
report-signin-submit = Signaler l’activité
report-signin-failed-heading = Cette connexion ne peut pas être signalée
report-signin-damaged-text = Il manquait des caractères dans le lien sur lequel vous avez cliqué ; votre client de messagerie l’a peut-être altéré. Copiez soigneusement l’adresse, puis réessayez.
report-signin-used-text = Le code de cet e-mail ne fonctionne plus : il a déjà été utilisé ou signalé, ou il a expiré. Si vous n’avez pas essayé de vous connecter, réinitialisez votre mot de passe pour protéger votre compte.
signin-reported-heading = Merci de votre vigilance
signin-reported-text = Merci de nous avoir prévenus. Le code de l’e-mail ne fonctionne plus : il ne peut donc pas servir à se connecter à votre compte.
signin-reported-advice = Quelqu’un connaît peut-être votre mot de passe. Réinitialisez-le dès maintenant pour protéger votre compte.
report-reset-password = Réinitialiser votre mot de passe

## Password reset: the address, the emailed code, the way to prove it is the account's owner, the recovery key, the new password.

reset-password-heading = Réinitialisez votre mot de passe
reset-password-lead = Nous allons vous envoyer un code de confirmation par e-mail.
reset-password-email-label = Adresse e-mail
reset-password-submit = Envoyer le code
reset-password-remembered = Vous vous souvenez de votre mot de passe ? Connectez-vous
reset-code-instruction = Saisissez dans les 5 minutes le code à 6 chiffres que nous avons envoyé à { $email }.
reset-code-expired-text = Sélectionnez « Envoyer un nouveau code par e-mail » ci-dessous pour en obtenir un nouveau, puis saisissez-le ici.
reset-choice-heading = Choisissez comment continuer
reset-choice-factor-instruction = Votre compte utilise l’authentification en deux étapes : confirmez votre identité avec l’une des méthodes que vous avez configurées.
reset-choice-key-instruction = Votre compte dispose d’une clé de récupération du compte, qui conserve vos données synchronisées lors d’une réinitialisation du mot de passe.
reset-choice-factor-label = Confirmer avec
reset-choice-totp = Application d’authentification
reset-choice-backup-code = { $count ->
    [one] Code d’authentification de secours ({ $count } restant)
   *[other] Code d’authentification de secours ({ $count } restants)
}
reset-choice-phone = Téléphone de récupération se terminant par { $phone }
reset-choice-key-label = Vos données synchronisées
reset-choice-use-key = Les conserver grâce à ma clé de récupération du compte
reset-choice-without-key = Continuer sans ma clé de récupération du compte (les données synchronisées seront perdues)
reset-continue = Continuer
reset-totp-heading = Saisissez le code d’authentification
reset-totp-instruction = Saisissez le code à 6 chiffres de votre application d’authentification.
reset-other-way = Choisir une autre méthode
reset-backup-code-heading = Saisissez un code d’authentification de secours
reset-backup-code-instruction = Saisissez l’un des codes à usage unique que vous avez enregistrés lors de la configuration de l’authentification en deux étapes.
reset-backup-code-label = Saisissez le code à 10 caractères
reset-phone-heading = Saisissez le code de récupération
reset-phone-instruction = Un code à 6 chiffres a été envoyé par SMS au numéro de téléphone se terminant par { $phone }. Ce code expire au bout de 5 minutes.
reset-phone-resend = Renvoyer le code
reset-phone-resent = Un nouveau code a été envoyé à votre téléphone.
reset-key-heading = Saisissez votre clé de récupération du compte
reset-key-instruction = Votre clé de récupération du compte conserve vos données synchronisées. Elle compte 32 caractères, en groupes de 4.
reset-key-hint = Votre indice : { $hint }
reset-key-label = Clé de récupération du compte
reset-key-description = Lettres et chiffres ; les espaces et les tirets sont ignorés.
reset-key-submit = Confirmer la clé de récupération du compte
reset-key-missing = Vous n’avez pas votre clé de récupération du compte ?
reset-new-password-heading = Créez un nouveau mot de passe
reset-new-password-label = Nouveau mot de passe
reset-new-password-confirm-label = Répétez le nouveau mot de passe
reset-new-password-submit = Réinitialiser le mot de passe
reset-data-loss-heading = Vos données synchronisées seront perdues
reset-data-loss-text = Les données synchronisées avec votre compte (comme les mots de passe, les marque-pages et l’historique) sont chiffrées avec une clé que seuls votre mot de passe ou votre clé de récupération du compte peuvent ouvrir. Réinitialiser sans eux crée une nouvelle clé : les données synchronisées stockées avec votre compte ne pourront plus être lues. Vos appareils conservent leurs propres copies.
reset-data-loss-use-key = Utiliser plutôt ma clé de récupération du compte
reset-data-kept-text = Votre clé de récupération du compte a ouvert vos données synchronisées. Elles restent associées à votre compte, sous votre nouveau mot de passe.
reset-verified-heading = Votre mot de passe a été réinitialisé
reset-verified-text = Vous êtes connecté avec votre nouveau mot de passe. Tous les autres appareils ont été déconnectés.
reset-verified-key-heading = Votre mot de passe a été réinitialisé et vos données conservées
reset-verified-key-text = Vos données synchronisées sont conservées. Votre clé de récupération du compte a été utilisée : créez-en une nouvelle dans vos paramètres pour protéger vos données la prochaine fois.
reset-verified-sign-in-text = Connectez-vous avec votre nouveau mot de passe pour continuer.
reset-verified-continue = Continuer
reset-verified-sign-in = Se connecter

## Settings: the frame of every settings page, the settings home, the step-up dialog and the display name page.

settings-title = Paramètres
settings-heading = Paramètres du compte
settings-nav-label = Paramètres
settings-nav-toggle = Menu des paramètres
settings-nav-profile = Profil
settings-nav-security = Sécurité
settings-nav-connected-services = Services connectés
settings-nav-linked-accounts = Comptes associés
settings-nav-subscriptions = Abonnements
settings-nav-data-collection = Collecte et utilisation des données
settings-nav-language = Langue
settings-nav-delete-account = Supprimer le compte
settings-sign-out = Se déconnecter
settings-back = Retour aux paramètres
settings-section-profile = Profil
settings-avatar-label = Avatar par défaut, lettre { $letter }
settings-avatar-custom-label = Votre photo de profil
settings-row-display-name = Nom d’affichage
settings-row-display-name-none = Aucun
settings-row-primary-email = Adresse e-mail principale
settings-row-secondary-emails = Adresses e-mail secondaires
settings-row-secondary-emails-none = Aucune
settings-email-unconfirmed = Non confirmée
settings-section-security = Sécurité
settings-row-password = Mot de passe
settings-row-password-set = Défini
settings-row-password-none = Pas encore de mot de passe
settings-row-two-step = Authentification en deux étapes
settings-row-two-step-on = Activée
settings-row-two-step-off = Désactivée
settings-row-backup-codes = Codes d’authentification de secours
settings-row-backup-codes-count =
    { $count ->
        [one] { $count } code restant
       *[other] { $count } codes restants
    }
settings-row-backup-codes-none = Aucun
settings-row-recovery-phone = Téléphone de récupération
settings-row-recovery-phone-none = Non défini
settings-row-recovery-key = Clé de récupération du compte
settings-row-recovery-key-set = Définie
settings-row-recovery-key-none = Non définie
settings-section-connected-services = Services connectés
settings-connected-services-count =
    { $count ->
        [one] { $count } appareil ou application est connecté à votre compte.
       *[other] { $count } appareils et applications sont connectés à votre compte.
    }
settings-section-linked-accounts = Comptes associés
settings-linked-accounts-none = Aucun compte tiers n’est associé.
settings-linked-account-google = Google
settings-linked-account-apple = Apple
settings-section-subscriptions = Abonnements
settings-subscriptions-none = Vous n’avez aucun abonnement.
settings-section-data-collection = Collecte et utilisation des données
settings-data-collection-on = Le partage de données techniques et d’interaction pour aider à améliorer le produit est activé.
settings-data-collection-off = Le partage de données techniques et d’interaction pour aider à améliorer le produit est désactivé.
settings-section-language = Langue
settings-language-description = La langue de ces pages. Le menu des langues en bas de chaque page la change aussi.
settings-section-delete-account = Supprimer le compte
settings-delete-account-description = Supprimez définitivement votre compte, ses paramètres et les données qu’il conserve.

settings-password-compromised-heading = Changez votre mot de passe
settings-password-compromised-description = Le mot de passe avec lequel vous vous êtes connecté figure dans des fuites de données connues : d’autres pourraient l’essayer sur votre compte. Choisissez un nouveau mot de passe pour protéger votre compte.
settings-password-compromised-link = Changer le mot de passe
settings-promo-recovery-key-heading = Protégez votre compte avec une clé de récupération
settings-promo-recovery-key-description = Si vous oubliez votre mot de passe, une clé de récupération vous permet de le réinitialiser sans perdre vos données synchronisées.
settings-promo-recovery-key-link = Créer une clé de récupération de compte
settings-promo-recovery-phone-heading = Ajoutez un téléphone de récupération
settings-promo-recovery-phone-description = Si vous perdez votre application d’authentification, un code envoyé par SMS à votre téléphone vous permet de vous connecter.
settings-promo-recovery-phone-link = Ajouter un téléphone de récupération
settings-step-up-heading = Confirmez votre identité
settings-step-up-description =
    { $minutes ->
        [one] Pour protéger votre compte, saisissez le code envoyé à { $email }. Il expire dans { $minutes } minute.
       *[other] Pour protéger votre compte, saisissez le code envoyé à { $email }. Il expire dans { $minutes } minutes.
    }
settings-step-up-cancel = Annuler
settings-save = Enregistrer
settings-cancel = Annuler
settings-action-add = Ajouter
settings-action-add-picture = Ajouter une photo
settings-action-change-picture = Modifier la photo
settings-action-change = Modifier
settings-display-name-heading = Nom d’affichage
settings-display-name-label = Saisissez le nom d’affichage
settings-display-name-help = Affiché pour vous et pour les services auxquels vous vous connectez. Laissez-le vide pour le supprimer.
settings-display-name-characters = Votre nom d’affichage ne peut pas contenir de caractères de contrôle, de substitution ou à usage privé.
settings-display-name-length = Votre nom d’affichage peut comporter au plus { $max } caractères.
settings-display-name-saved = Nom d’affichage mis à jour
settings-action-recent-activity = Voir l’activité récente
settings-activity-heading = Activité récente
settings-activity-description = Événements de sécurité de votre compte, les plus récents en premier. Si vous n’en reconnaissez pas un, changez votre mot de passe.
settings-activity-empty = Aucune activité pour l’instant.
settings-activity-retry = Réessayer
settings-event-account-create = Compte créé
settings-event-account-verify = Compte confirmé
settings-event-account-login = Connexion
settings-event-session-verify = Connexion confirmée
settings-event-session-destroy = Déconnexion
settings-event-password-changed = Mot de passe modifié
settings-event-password-reset = Mot de passe réinitialisé
settings-event-display-name-changed = Nom d’affichage modifié
settings-event-login-unblocked = Connexion débloquée avec un code reçu par e-mail
settings-event-login-unblock-rejected = Code erroné pour débloquer une connexion
settings-event-two-factor-added = Authentification en deux étapes activée
settings-event-two-factor-removed = Authentification en deux étapes désactivée
settings-event-two-factor-replaced = Application d’authentification changée
settings-event-backup-codes-created = Codes d’authentification de secours créés
settings-event-backup-codes-replaced = Codes d’authentification de secours remplacés
settings-event-backup-code-signin = Connexion avec un code d’authentification de secours
settings-event-backup-code-reset = Mot de passe réinitialisé avec un code d’authentification de secours
settings-event-recovery-phone-added = Téléphone de récupération ajouté
settings-event-recovery-phone-changed = Téléphone de récupération modifié
settings-event-recovery-phone-removed = Téléphone de récupération supprimé
settings-event-recovery-phone-signin = Connexion avec le téléphone de récupération
settings-event-recovery-phone-reset = Mot de passe réinitialisé avec le téléphone de récupération
settings-event-secondary-email-added = Adresse e-mail secondaire ajoutée
settings-event-secondary-email-verified = Adresse e-mail secondaire confirmée
settings-event-secondary-email-removed = Adresse e-mail secondaire supprimée
settings-event-recovery-key-added = Clé de récupération du compte créée
settings-event-recovery-key-replaced = Clé de récupération du compte remplacée
settings-event-recovery-key-removed = Clé de récupération du compte supprimée
settings-event-recovery-key-hint-updated = Indice de la clé de récupération modifié
settings-event-recovery-key-used = Clé de récupération du compte utilisée
settings-event-unknown = Autre activité du compte
settings-data-collection-heading = Collecte et utilisation des données
settings-data-collection-label = Aidez à améliorer le produit
settings-data-collection-help = Partagez des données techniques et d’interaction sur votre utilisation de votre compte. Elles n’incluent jamais ce que vous saisissez ni vos mots de passe.
settings-data-collection-saved-on = Collecte de données activée
settings-data-collection-saved-off = Collecte de données désactivée

## Settings: the rows and links of the settings home, and the buttons the settings pages share.

settings-row-backup-codes-low = Bientôt épuisés : obtenez de nouveaux codes
settings-action-create = Créer
settings-action-manage-emails = Gérer les adresses e-mail
settings-action-set-up = Configurer
settings-action-manage = Gérer
settings-copy-failed = Votre navigateur n’a pas autorisé la copie. Sélectionnez le texte et copiez-le vous-même.
settings-event-password-added = Mot de passe créé
settings-event-primary-email-changed = Adresse e-mail principale modifiée

## The profile picture page.

settings-avatar-heading = Photo de profil
settings-avatar-upload = Importer une photo
settings-avatar-camera = Prendre une photo
settings-avatar-remove = Supprimer la photo
settings-avatar-capture = Capturer
settings-avatar-camera-label = Aperçu de la caméra
settings-avatar-camera-denied-help = Autorisez ce site à utiliser votre caméra dans les paramètres de votre navigateur, ou importez plutôt une photo.
settings-avatar-crop-label = Position de l’image dans le cercle
settings-avatar-crop-help = Faites glisser l’image, ou sélectionnez-la et utilisez les touches fléchées, pour placer votre visage dans le cercle.
settings-avatar-zoom = Zoom
settings-avatar-saved = Photo de profil mise à jour
settings-avatar-removed = Photo de profil supprimée

## The two-step authentication page.

settings-two-step-heading = Authentification en deux étapes
settings-two-step-off-lead = L’authentification en deux étapes est désactivée.
settings-two-step-off-how = Une fois activée, la connexion vous demande votre mot de passe, puis un code à six chiffres provenant d’une application d’authentification sur votre téléphone. Une personne qui connaîtrait votre mot de passe ne pourrait toujours pas se connecter. Vous recevrez aussi des codes d’authentification de secours, pour les cas où vous ne pouvez pas utiliser l’application. Les autres navigateurs et appareils connectés à votre compte seront déconnectés dès son activation.
settings-two-step-start = Configurer l’authentification en deux étapes
settings-two-step-scan-step-app = Ouvrez une application d’authentification sur votre téléphone (n’importe quelle application prenant en charge les codes temporels).
settings-two-step-scan-step-scan = Ajoutez un compte dans l’application et scannez ce code QR.
settings-two-step-scan-step-code = Saisissez le code à six chiffres affiché par l’application.
settings-two-step-qr-label = Code QR pour votre application d’authentification : { $issuer }, { $account }
settings-two-step-show-key = Impossible de scanner le code ? Saisissez plutôt la clé
settings-two-step-key = Clé
settings-two-step-key-copy = Copier la clé
settings-two-step-key-copied = Clé copiée
settings-two-step-issuer = Émetteur
settings-two-step-account = Compte
settings-two-step-kind = Type
settings-two-step-kind-value = Temporel, six chiffres
settings-two-step-code-label = Code de votre application d’authentification
settings-two-step-code-help = Un nouveau code s’affiche toutes les 30 secondes.
settings-two-step-verify = Continuer
settings-two-step-codes-heading = Enregistrez vos codes d’authentification de secours
settings-two-step-codes-lead =
    { $count ->
        [one] Si vous perdez votre téléphone, ce code vous permet de vous connecter. Il ne fonctionne qu’une fois et n’est affiché que maintenant : copiez-le, téléchargez-le ou imprimez-le, et conservez-le en lieu sûr.
       *[other] Si vous perdez votre téléphone, ces { $count } codes vous permettent de vous connecter. Chacun ne fonctionne qu’une fois et ils ne sont affichés que maintenant : copiez-les, téléchargez-les ou imprimez-les, et conservez-les en lieu sûr.
    }
settings-two-step-codes-saved = J’ai enregistré mes codes
settings-two-step-confirm-code-lead = Pour vérifier que vous les avez bien enregistrés, saisissez l’un de vos codes d’authentification de secours. Il restera utilisable par la suite.
settings-two-step-confirm-code-label = Code d’authentification de secours
settings-two-step-finish = Activer l’authentification en deux étapes
settings-two-step-enabled = L’authentification en deux étapes est activée
settings-two-step-on-lead = L’authentification en deux étapes est activée : la connexion vous demande un code de votre application d’authentification après votre mot de passe.
settings-two-step-app = Application d’authentification
settings-two-step-app-on = Les codes proviennent de l’application que vous avez configurée.
settings-two-step-replace = Utiliser une nouvelle application
settings-two-step-replace-heading = Utiliser une nouvelle application d’authentification
settings-two-step-replace-lead = Votre application actuelle continue de fonctionner jusqu’à ce que le code de la nouvelle soit accepté. Les autres navigateurs et appareils connectés à votre compte seront alors déconnectés.
settings-two-step-replace-confirm = Utiliser cette application
settings-two-step-replaced = Votre application d’authentification a été changée
settings-two-step-disable-heading = Désactiver l’authentification en deux étapes
settings-two-step-disable-lead = La connexion ne vous demandera plus que votre mot de passe.
settings-two-step-disable = Désactiver
settings-two-step-disable-confirm-heading = Désactiver l’authentification en deux étapes ?
settings-two-step-disable-confirm-lead = Vos codes d’authentification de secours et votre téléphone de récupération seront supprimés en même temps, et la connexion ne vous demandera plus que votre mot de passe.
settings-two-step-disable-keep = La laisser activée
settings-two-step-disabled = L’authentification en deux étapes est désactivée

settings-recovery-phone-heading = Téléphone de récupération
settings-recovery-phone-change-heading = Modifier le téléphone de récupération
settings-recovery-phone-lead = Si vous ne pouvez pas utiliser votre application d’authentification, nous pouvons envoyer un code par SMS à votre téléphone pour que vous puissiez quand même vous connecter. Un téléphone de récupération nécessite l’authentification en deux étapes.
settings-recovery-phone-change-lead = Votre téléphone de récupération reste le { $phone } jusqu’à ce que vous confirmiez le nouveau numéro.
settings-recovery-phone-country = Pays
settings-recovery-phone-country-option = { $country } ({ $code })
settings-recovery-phone-number = Numéro de téléphone
settings-recovery-phone-number-help = Nous y enverrons un code à 6 chiffres par SMS. Les tarifs habituels des SMS peuvent s’appliquer.
settings-recovery-phone-send = Envoyer le code
settings-recovery-phone-code-lead = Saisissez le code à 6 chiffres que nous avons envoyé par SMS au { $phone }.
settings-recovery-phone-code-label = Code reçu par SMS
settings-recovery-phone-confirm = Confirmer
settings-recovery-phone-resend = Envoyer un nouveau code par SMS
settings-recovery-phone-resent = Un nouveau code vous a été envoyé par SMS.
settings-recovery-phone-other-number = Utiliser un autre numéro
settings-recovery-phone-set-lead = Si vous ne pouvez pas utiliser votre application d’authentification, nous pouvons envoyer un code par SMS à ce numéro pour que vous puissiez quand même vous connecter.
settings-recovery-phone-change = Modifier
settings-recovery-phone-remove = Supprimer
settings-recovery-phone-remove-confirm-heading = Supprimer le téléphone de récupération ?
settings-recovery-phone-remove-confirm-lead = Vous ne pourrez plus vous connecter avec un code envoyé par SMS au { $phone }. Votre application d’authentification et vos codes d’authentification de secours fonctionnent toujours.
settings-recovery-phone-remove-keep = Le garder
settings-recovery-phone-no-codes = Il ne vous reste aucun code d’authentification de secours : votre téléphone de récupération est donc votre seul moyen de retrouver l’accès à votre compte si vous perdez votre application d’authentification. Obtenez d’abord de nouveaux codes de secours, puis supprimez le téléphone.
settings-recovery-phone-no-codes-link = Obtenir de nouveaux codes de secours
settings-recovery-phone-added = Téléphone de récupération ajouté
settings-recovery-phone-changed = Téléphone de récupération modifié
settings-recovery-phone-removed = Téléphone de récupération supprimé

## Backup authentication codes.

settings-backup-codes-heading = Codes d’authentification de secours
settings-backup-codes-list-label =
    { $count ->
        [one] Votre code d’authentification de secours
       *[other] Vos { $count } codes d’authentification de secours
    }
settings-backup-codes-copy = Copier les codes
settings-backup-codes-copied = Codes copiés
settings-backup-codes-download = Télécharger
settings-backup-codes-downloaded = Codes téléchargés dans un fichier texte
settings-backup-codes-print = Imprimer
settings-backup-codes-file-heading = Codes d’authentification de secours. Chacun ne fonctionne qu’une fois.
settings-backup-codes-get-new = Obtenir de nouveaux codes
settings-backup-codes-remaining =
    { $count ->
        [one] Il vous reste { $count } code d’authentification de secours inutilisé.
       *[other] Il vous reste { $count } codes d’authentification de secours inutilisés.
    }
settings-backup-codes-none-left = Vous n’avez plus aucun code d’authentification de secours inutilisé.
settings-backup-codes-low =
    { $count ->
        [0] Il ne vous reste plus aucun code d’authentification de secours. Obtenez-en de nouveaux pour pouvoir toujours vous connecter si vous perdez votre téléphone.
        [one] Il ne vous reste plus qu’un seul code d’authentification de secours. Obtenez-en de nouveaux pour pouvoir toujours vous connecter si vous perdez votre téléphone.
       *[other] Il ne vous reste plus que { $count } codes d’authentification de secours. Obtenez-en de nouveaux pour pouvoir toujours vous connecter si vous perdez votre téléphone.
    }
settings-backup-codes-replace-lead = Les nouveaux codes remplacent tous vos codes actuels, utilisés ou non.
settings-backup-codes-shown-lead =
    { $count ->
        [one] Voici votre nouveau code. Vos codes précédents ne fonctionnent plus. Il n’est affiché que maintenant : copiez-le, téléchargez-le ou imprimez-le, et conservez-le en lieu sûr.
       *[other] Voici vos { $count } nouveaux codes. Vos codes précédents ne fonctionnent plus. Ils ne sont affichés que maintenant : copiez-les, téléchargez-les ou imprimez-les, et conservez-les en lieu sûr.
    }
settings-backup-codes-done = Terminé
settings-backup-codes-replaced = Nouveaux codes d’authentification de secours enregistrés
settings-backup-codes-need-two-step = Les codes d’authentification de secours sont fournis avec l’authentification en deux étapes.
settings-backup-codes-set-up-two-step = Configurer l’authentification en deux étapes

## The account recovery key page.

settings-recovery-key-heading = Clé de récupération de compte
settings-recovery-key-none-lead = Vous n’avez pas de clé de récupération de compte.
settings-recovery-key-none-how = Si vous oubliez votre mot de passe, une clé de récupération de compte vous permet de le réinitialiser sans perdre vos données synchronisées. Conservez-la en lieu sûr, à l’écart de vos appareils.
settings-recovery-key-start = Créer une clé de récupération de compte
settings-recovery-key-no-password = Votre clé protège les clés de vos données synchronisées, et un mot de passe les déverrouille : votre compte a d’abord besoin d’un mot de passe. Créez-en un, puis revenez créer votre clé.
settings-recovery-key-password-lead = Saisissez d’abord votre mot de passe. Votre clé protège les clés de vos données synchronisées, que seul votre mot de passe déverrouille.
settings-recovery-key-password-label = Mot de passe
settings-recovery-key-create = Créer la clé
settings-recovery-key-replace-heading = Créer une nouvelle clé de récupération de compte
settings-recovery-key-replace-lead = Saisissez votre mot de passe pour créer une nouvelle clé. Votre clé actuelle cesse de fonctionner dès que la nouvelle est créée.
settings-recovery-key-replace-submit = Créer une nouvelle clé
settings-recovery-key-shown-lead = Voici votre clé de récupération de compte. Elle n’est affichée que maintenant : copiez-la, téléchargez-la ou imprimez-la, et conservez-la en lieu sûr.
settings-recovery-key-value-label = Votre clé de récupération de compte
settings-recovery-key-copy = Copier la clé
settings-recovery-key-copied = Clé copiée
settings-recovery-key-download = Télécharger
settings-recovery-key-downloaded = Clé téléchargée sous forme de fichier texte
settings-recovery-key-print = Imprimer
settings-recovery-key-file-heading = Clé de récupération de compte. Elle permet de réinitialiser votre mot de passe sans perdre vos données synchronisées.
settings-recovery-key-hint-heading = Ajouter un indice (facultatif)
settings-recovery-key-hint-lead = Un indice vous rappelle où vous avez conservé votre clé. Il est affiché lorsque vous réinitialisez votre mot de passe avec la clé. N’y écrivez pas la clé elle-même.
settings-recovery-key-hint-label = Où avez-vous conservé votre clé ?
settings-recovery-key-hint-save = Enregistrer l’indice
settings-recovery-key-hint-saved = Indice enregistré
settings-recovery-key-hint-required = Écrivez un indice avant de l’enregistrer
settings-recovery-key-hint-too-long = L’indice peut comporter au plus { $max } caractères
settings-recovery-key-hint-characters = L’indice contient des caractères qui ne peuvent pas être utilisés
settings-recovery-key-done = Terminé
settings-recovery-key-exists-lead = Votre clé de récupération de compte est configurée. Si vous oubliez votre mot de passe, vous pourrez le réinitialiser avec la clé et conserver vos données synchronisées.
settings-recovery-key-replace-row = Clé perdue ? Créez-en une nouvelle ; la clé actuelle cessera de fonctionner.
settings-recovery-key-replace = Créer une nouvelle clé
settings-recovery-key-delete-heading = Supprimer la clé de récupération de compte
settings-recovery-key-delete-row = Sans clé, réinitialiser un mot de passe oublié fait perdre vos données synchronisées.
settings-recovery-key-delete = Supprimer la clé
settings-recovery-key-delete-confirm-heading = Supprimer votre clé de récupération de compte ?
settings-recovery-key-delete-confirm-lead = La clé cesse de fonctionner immédiatement. Si vous oubliez votre mot de passe, vos données synchronisées ne pourront pas être conservées.
settings-recovery-key-delete-keep = Garder la clé
settings-recovery-key-created = Clé de récupération de compte enregistrée
settings-recovery-key-deleted = Clé de récupération de compte supprimée

## The emails page.

settings-emails-heading = Adresses e-mail
settings-emails-description = Vous vous connectez avec votre adresse e-mail principale, et les notifications concernant votre compte y sont envoyées. Les adresses e-mail secondaires sont d’autres adresses qui vous appartiennent ; une adresse confirmée peut devenir votre adresse e-mail principale.
settings-emails-list-label = Vos adresses e-mail
settings-emails-primary = Principale
settings-emails-confirmed = Confirmée
settings-emails-make-primary = Définir comme principale
settings-emails-remove = Supprimer
settings-emails-enter-code = Saisir le code
settings-emails-add-heading = Ajouter une adresse e-mail secondaire
settings-emails-add-label = Adresse e-mail secondaire
settings-emails-add-help = Vous pouvez avoir jusqu’à { $max } adresses e-mail secondaires. Nous envoyons un code à la nouvelle adresse pour confirmer qu’elle vous appartient.
settings-emails-add = Ajouter l’adresse
settings-emails-limit = Vous avez { $max } adresses e-mail secondaires, le maximum pour un compte. Supprimez-en une pour en ajouter une autre.
settings-emails-code-heading = Confirmez votre adresse e-mail secondaire
settings-emails-code-description = Saisissez le code que nous avons envoyé à { $email }.
settings-emails-code-cancel = Pas maintenant
settings-emails-confirmed-notice = L’adresse { $email } est confirmée.
settings-emails-primary-notice = L’adresse { $email } est désormais votre adresse e-mail principale. Connectez-vous dorénavant avec celle-ci ; votre mot de passe reste le même.
settings-emails-removed-notice = L’adresse { $email } a été supprimée de votre compte.
settings-emails-taken-notice = L’adresse { $email } appartient désormais à un autre compte : elle ne figure plus dans le vôtre.
settings-emails-gone-notice = L’adresse { $email } n’attend plus de confirmation dans votre compte.

## The connected services page.

settings-action-connected-services = Voir les appareils et applications
settings-action-delete-account = Supprimer le compte
settings-clients-heading = Services connectés
settings-clients-description = Tout ce qui est connecté à votre compte. Déconnectez tout ce que vous n’utilisez plus ou ne reconnaissez pas.
settings-clients-empty = Rien n’est connecté à votre compte.
settings-clients-retry = Réessayer
settings-clients-current = Cet appareil
device-browser-on-os = { $browser } sur { $os }
device-unknown-browser = Navigateur web
device-unknown = Appareil inconnu
settings-clients-unknown-app = Application
settings-clients-type-desktop = Ordinateur
settings-clients-type-mobile = Téléphone
settings-clients-type-tablet = Tablette
settings-clients-type-tv = Télévision
settings-clients-type-app = Application ayant accès à votre compte
settings-clients-location = Près de { $place }
settings-clients-last-active = Dernière activité { $relative } ({ $absolute })
settings-clients-sign-out = Déconnecter
settings-clients-sign-out-label = Déconnecter { $name }
settings-clients-sign-out-here-label = Déconnecter { $name } (cet appareil)
settings-clients-sign-out-heading = Déconnecter { $name } ?
settings-clients-sign-out-description = Le mot de passe sera nécessaire pour s’y reconnecter. Nous indiquer pourquoi nous aide à protéger votre compte.
settings-clients-sign-out-here-heading = Se déconnecter de cet appareil ?
settings-clients-sign-out-here-description = Vous serez déconnecté ici et ramené au début.
settings-clients-reason-label = Pourquoi le déconnectez-vous ?
settings-clients-reason-none = Je ne l’utilise plus
settings-clients-reason-lost = Il a été perdu ou volé
settings-clients-reason-suspicious = Je ne reconnais pas cette activité
settings-clients-advice-heading = { $name } est déconnecté
settings-clients-advice-description = Si une autre personne connaît peut-être votre mot de passe, changez-le dès maintenant pour qu’elle ne puisse plus se connecter.
settings-clients-advice-change-password = Changer votre mot de passe
settings-clients-close = Fermer

## The language page.

settings-language-heading = Langue
settings-language-page-description = Choisissez la langue de ces pages. Ce navigateur mémorise votre choix ; « Langue par défaut du navigateur » suit les langues de votre navigateur.
settings-language-saved = Langue enregistrée.
settings-language-saved-default = Les langues de votre navigateur sont utilisées.

## The delete account page.

settings-delete-account-heading = Supprimer le compte
settings-delete-account-lead = La suppression de votre compte est définitive. Avant de continuer, vérifiez ce que vous allez perdre.
settings-delete-account-acknowledge-legend = Je comprends que :
settings-delete-account-ack-data = les données enregistrées et synchronisées avec ce compte, comme les mots de passe, les marque-pages et l’historique, seront supprimées ;
settings-delete-account-ack-subscriptions = les abonnements payés avec ce compte seront annulés ;
settings-delete-account-ack-devices = tous les appareils et applications connectés avec ce compte seront déconnectés ;
settings-delete-account-ack-permanent = créer à nouveau un compte avec la même adresse e-mail ne permettra de rien récupérer.
settings-delete-account-acknowledge-error = Cochez toutes les cases pour continuer.
settings-delete-account-continue = Continuer
settings-delete-account-no-password = La suppression de votre compte demande son mot de passe, et votre compte n’en a pas encore. Créez d’abord un mot de passe, puis revenez ici.
settings-delete-account-confirm-heading = Supprimer votre compte ?
settings-delete-account-confirm-description = Saisissez votre mot de passe pour supprimer définitivement votre compte.
settings-delete-account-password-label = Mot de passe
settings-delete-account-submit = Supprimer le compte
settings-delete-account-done = Votre compte a été supprimé.

## The change password page and the create password page.

settings-change-password-heading = Changer le mot de passe
settings-change-password-lead = Une fois votre mot de passe changé, vous êtes déconnecté de tous les autres appareils et services. Vos données synchronisées sont conservées.
settings-change-password-current = Mot de passe actuel
settings-change-password-forgot = Mot de passe oublié ?
settings-change-password-new = Nouveau mot de passe
settings-change-password-confirm = Répétez le nouveau mot de passe
settings-change-password-save = Changer le mot de passe
settings-password-changed = Mot de passe modifié
settings-create-password-heading = Créer un mot de passe
settings-create-password-first = Créer un mot de passe
settings-create-password-lead = Ajoutez un mot de passe pour vous connecter avec votre adresse e-mail, en plus de votre méthode de connexion actuelle.
settings-create-password-save = Créer le mot de passe
settings-password-created = Mot de passe créé

## Sign-in: the password step, the confirmation codes and the second factors.

signin-heading = Saisissez votre mot de passe
signin-force-auth-heading = Connectez-vous pour continuer
signin-password-label = Mot de passe
signin-submit = Se connecter
signin-use-different-account = Utiliser un autre compte
signin-forgot-password = Mot de passe oublié ?
signin-continue = Continuer
signin-passkey-password-for-sync = Vous êtes connecté·e avec votre clé d’accès. Vos données synchronisées sont verrouillées par votre mot de passe : saisissez-le une fois de plus pour continuer.
signin-passkey-unlock-submit = Déverrouiller et continuer
signin-token-code-instruction = Saisissez dans les 5 minutes le code envoyé à { $email }.
flow-code-sent = Un nouveau code a été envoyé à votre adresse e-mail.
flow-add-to-contacts = Ajoutez { $email } à vos contacts pour garantir la bonne réception des messages.
signin-code-expired-text = Sélectionnez « Envoyer un nouveau code par e-mail » ci-dessous pour en obtenir un nouveau, puis saisissez-le ici.
signin-unblock-heading = Autoriser cette connexion
signin-unblock-instruction = Consultez vos e-mails pour trouver le code d’autorisation envoyé à { $email }.
signin-unblock-label = Saisissez le code d’autorisation
signin-totp-heading = Saisissez le code d’authentification
signin-totp-instruction = Saisissez le code à 6 chiffres de votre application d’authentification.
signin-totp-trouble = Un problème avec le code ?
signin-recovery-choice-heading = Choisissez une méthode de récupération
signin-recovery-choice-instruction = Assurez-vous d’avoir accès à votre méthode de récupération.
signin-recovery-choice-label = Méthode de récupération
signin-choice-phone = Téléphone de récupération se terminant par { $phone }
signin-choice-code = Code d’authentification de secours
signin-recovery-code-heading = Saisissez un code d’authentification de secours
signin-recovery-code-instruction = Saisissez l’un des codes à usage unique que vous avez enregistrés lors de la configuration de l’authentification en deux étapes.
signin-recovery-code-label = Saisissez le code à 10 caractères
signin-other-method = Choisir une autre méthode
signin-recovery-phone-heading = Saisissez le code de récupération
signin-recovery-phone-instruction = Un code à 6 chiffres a été envoyé par SMS au numéro de téléphone se terminant par { $phone }. Ce code expire au bout de 5 minutes.
signin-resend-text = Renvoyer le code
signin-text-resent = Un nouveau code a été envoyé à votre téléphone.
signin-bounced-heading = Désolés, nous avons verrouillé votre compte.
signin-bounced-text = L’e-mail de confirmation que nous avons envoyé à { $email } nous a été renvoyé. Pour protéger vos données, connectez-vous avec un autre compte ou créez-en un nouveau.
signin-confirming-heading = Confirmation de votre connexion
signin-confirmed-heading = Connexion confirmée
signin-confirmed-text = Votre connexion est confirmée. Vous pouvez reprendre là où vous vous étiez arrêté.
signin-confirmed-elsewhere-text = Votre connexion est confirmée. Vous pouvez fermer cet onglet et revenir à l’appareil sur lequel vous vous connectiez.
signin-link-failed-heading = Ce lien ne peut pas être utilisé
signin-link-failed-text = Connectez-vous à nouveau pour recevoir un nouvel e-mail de confirmation.

## Sign-up: choose a password, confirm the emailed code, celebrate.

signup-heading = Créez un mot de passe
signup-for-email = pour { $email }
signup-change-email = Modifier l’adresse e-mail
signup-password-label = Mot de passe
flow-new-password-rules = Au moins 8 caractères, différent de votre adresse e-mail et pas un mot de passe courant.
flow-terms-agreement = En continuant, vous acceptez les { $terms } et la { $privacy }.
flow-terms-link = Conditions d’utilisation
flow-privacy-link = Politique de confidentialité
signup-confirm-label = Répétez le mot de passe
signup-age-label = Quel âge avez-vous ?
signup-age-description = Vous devez avoir au moins 13 ans pour créer un compte.
signup-submit = Créer un compte
confirm-signup-code-instruction = Saisissez dans les 5 minutes le code à 6 chiffres que nous avons envoyé à { $email }.
confirm-signup-code-expired-help = Envoyez-vous un nouveau code avec le bouton ci-dessous ; vous pouvez rester sur cette page.
flow-resend-limit = Vous avez demandé trop de nouveaux codes. Utilisez le dernier code que nous avons envoyé ou recommencez plus tard.
signup-confirmed-heading = Compte confirmé
signup-confirmed-text = Votre compte { -product-name } est prêt.
signup-verified-heading = Adresse e-mail confirmée
signup-verified-text = Votre adresse e-mail est confirmée et votre compte { -product-name } est prêt.
signup-confirmed-continue = Continuer vers les paramètres
cannot-create-account-heading = Impossible de créer le compte
cannot-create-account-text = Vous devez remplir certaines conditions d’âge pour créer un compte { -product-name }.
cannot-create-account-home = Retour au début

## Page titles shown in the browser tab and announced on route changes.

app-page-title = { $title } | Comptes { -product-name }
app-page-title-default = Comptes { -product-name }
app-footer-terms = Conditions d’utilisation
app-footer-privacy = Politique de confidentialité

flow-confirmation-code-heading = Saisissez le code de confirmation
flow-code-label = Saisissez le code à 6 chiffres
flow-confirm = Confirmer
flow-resend-code = Envoyer un nouveau code par e-mail

## The authorization page

oauth-connecting-title = Se connecter à un service
oauth-connecting-heading = Connexion à { $serviceName }
oauth-connecting-text = Vous allez être redirigé dans un instant.
oauth-consent-heading = Autoriser { $serviceName } à utiliser votre compte ?
oauth-consent-signed-in-as = Vous êtes connecté en tant que { $email }.
oauth-consent-list-label = Si vous l’autorisez, ce service pourra :
oauth-consent-allow = Autoriser
oauth-consent-cancel = Annuler
oauth-consent-use-different-account = Utiliser un autre compte
oauth-permission-openid = Confirmer que c’est bien vous lors de la connexion
oauth-permission-uid = Voir l’identifiant unique de votre compte
oauth-permission-email = Voir votre adresse e-mail
oauth-permission-display-name = Voir votre nom d’affichage
oauth-permission-avatar = Voir votre photo de profil
oauth-permission-offline-access = Rester connecté à votre compte jusqu’à ce que vous le déconnectiez
oauth-permission-other = Utiliser l’autorisation « { $scope } »
oauth-failed-heading = Cette demande de connexion ne peut pas aboutir
oauth-failed-text = Revenez au service d’où vous venez et réessayez.
oauth-success-title = Connecté à un service
oauth-success-heading = Vous êtes connecté à { $serviceName }
oauth-success-text = Vous pouvez fermer cet onglet et revenir à { $serviceName }.

device-title = Connecter un appareil
device-enter-heading = Connecter un appareil
device-enter-instruction = Saisissez le code affiché sur votre appareil.
device-code-label = Code de votre appareil
device-continue = Continuer
device-code-invalid = Ce code n’est pas valide ou a expiré. Vérifiez le code sur votre appareil et réessayez.
device-consent-heading = Autoriser { $serviceName } sur votre appareil ?
device-consent-code = N’autorisez que si votre appareil affiche { $userCode }.
device-consent-allow = Autoriser
device-consent-deny = Refuser
device-approved-heading = Votre appareil est connecté
device-approved-text = Revenez à votre appareil : { $serviceName } y terminera la connexion.
device-denied-heading = Votre appareil n’a pas été connecté
device-denied-text = { $serviceName } ne peut pas utiliser votre compte. Vous pouvez fermer cette page.

oauth-signout-title = Se déconnecter
oauth-signout-confirm-heading = Se déconnecter de votre compte ?
oauth-signout-confirm-lead = { $serviceName } a demandé à vous déconnecter. Vous serez déconnecté de ce navigateur et des services auxquels vous vous êtes connecté avec lui.
oauth-signout-confirm-lead-no-service = Un service a demandé à vous déconnecter. Vous serez déconnecté de ce navigateur et des services auxquels vous vous êtes connecté avec lui.
oauth-signout-confirm = Se déconnecter
oauth-signout-cancel = Rester connecté
oauth-signout-done-heading = Vous êtes déconnecté
oauth-signout-done-text = Vous pouvez fermer cet onglet et revenir à { $serviceName }.
oauth-signout-done-text-no-service = Vous pouvez fermer cet onglet.
oauth-signout-not-here-heading = Rien à déconnecter ici
oauth-signout-not-here-text = Le service a demandé de mettre fin à une session qui n’est pas celle de ce navigateur : vous restez donc connecté ici.
oauth-signout-failed-heading = Cette demande de déconnexion ne peut pas aboutir
oauth-signout-failed-text = Revenez au service d’où vous venez et déconnectez-vous depuis celui-ci.
oauth-try-again = Réessayer

settings-two-step-phone-instead-lead = Vous préférez ne pas conserver de codes ? Un téléphone de récupération peut vous permettre de récupérer l’accès à la place.
settings-two-step-use-phone = Utiliser plutôt un téléphone de récupération

## Set-up steps inside sign-in (/inline_totp_setup, /inline_recovery_setup, /inline_recovery_key_setup)

inline-totp-heading = Activer l’authentification en deux étapes
inline-totp-why = Ce service demande l’authentification en deux étapes. Configurez-la sur votre compte pour continuer.
inline-totp-start = Continuer
inline-totp-verify = Continuer
inline-recovery-heading = Choisissez un moyen de récupérer l’accès
inline-recovery-lead = Si vous perdez votre application d’authentification, il vous faudra un autre moyen de vous connecter. Choisissez des codes d’authentification de secours ou un téléphone de récupération.
inline-recovery-codes = Utiliser des codes d’authentification de secours
inline-recovery-phone = Utiliser un téléphone de récupération
inline-recovery-back = Retour
inline-recovery-finish = Terminer et continuer

## Legal pages

legal-index-heading = Mentions légales
legal-index-text = Les documents qui s’appliquent à votre compte { -product-name }.
legal-privacy-heading = Politique de confidentialité
legal-terms-heading = Conditions d’utilisation
legal-loading = Chargement du document…
legal-retry = Réessayer
legal-back-link = Retour aux documents juridiques
legal-fallback-note = Ce document n’est pas disponible en { $requested } ; il est donc affiché en { $shown }.
inline-recovery-key-heading = Protégez vos données synchronisées
inline-recovery-key-create = Créer une clé de récupération de compte
inline-recovery-key-later = Plus tard
inline-recovery-key-password-label = Mot de passe
inline-recovery-key-password-text = La clé est créée à partir de la clé de chiffrement de votre compte, que seul votre mot de passe permet d’ouvrir.
inline-recovery-key-continue = Continuer

third-party-or = ou
third-party-continue-google = Continuer avec Google
third-party-continue-apple = Continuer avec Apple
third-party-name-google = Google
third-party-name-apple = Apple
third-party-name-unknown = l’autre service
third-party-callback-title = Connexion
third-party-error-heading = La connexion n’a pas abouti
third-party-error-cancelled = La connexion avec { $provider } a été annulée. Votre compte n’a pas été modifié.
third-party-error-provider = { $provider } n’a pas pu vous connecter (erreur : { $code }).
third-party-error-state = Cette connexion n’a pas été commencée dans ce navigateur, ou son lien a été modifié. Recommencez.
third-party-start-again = Retour à la connexion
third-party-sign-in-to-link = Un compte existe déjà pour cette adresse e-mail. Connectez-vous à ce compte, et { $provider } y sera associé.
settings-linked-accounts-heading = Comptes associés
settings-linked-accounts-lead = Connectez-vous avec votre compte d’un autre service. Le dissocier ici ne ferme pas ce compte.
settings-linked-accounts-linked = Associé
settings-linked-accounts-not-linked = Non associé
settings-linked-accounts-unlink = Dissocier { $provider }
settings-linked-accounts-link = Associer { $provider }
settings-linked-accounts-needs-password = { $provider } est le seul moyen de vous connecter à ce compte. Créez un mot de passe avant de le dissocier.
settings-linked-accounts-create-password = Créer un mot de passe
settings-linked-accounts-unlinked = Le compte a été dissocié.
third-party-set-password-heading = Créez un mot de passe pour synchroniser
third-party-set-password-lead = La synchronisation chiffre vos données avec un mot de passe que vous seul connaissez. Créez-en un pour { $email }.
third-party-set-password-new = Mot de passe
third-party-set-password-confirm = Répétez le mot de passe
third-party-set-password-submit = Commencer la synchronisation

clear-heading = Données enregistrées effacées
clear-text = Ce navigateur ne conserve plus aucune donnée de compte { -product-name } pour ce site.
web-channel-example-heading = Exemple de canal du navigateur
web-channel-example-intro = Chaque bouton envoie une commande au navigateur par son canal. Les réponses et les évènements apparaissent dans le journal ci-dessous.
web-channel-example-send = Envoyer { $command }
web-channel-example-log-label = Journal du canal
web-channel-example-log-empty = Rien n’a encore été envoyé.
web-channel-example-sent = { $command } envoyé
web-channel-example-reply = Réponse à { $command } : { $data }
web-channel-example-no-reply = Aucune réponse à { $command }
web-channel-example-event = Le navigateur a envoyé { $command } : { $data }
web-channel-example-error = Erreur { $errno } pour { $command }

## Subscription product page

subscription-product-title = Abonnement
subscription-product-loading = Recherche de l’abonnement…
subscription-product-heading = { $productName }
subscription-product-text = Votre abonnement { $productName } est lié à votre compte { -product-name }. Connectez-vous à votre compte pour le gérer.
subscription-product-settings-link = Accéder à votre compte
subscription-product-not-found-heading = Abonnement introuvable
subscription-product-not-found-text = Ce lien ne mène à aucun abonnement connu. Vérifiez le lien ou accédez à votre compte pour voir vos abonnements.
subscription-product-error = Impossible de trouver l’abonnement. Vérifiez votre connexion et réessayez.
subscription-product-retry = Réessayer

## Choosing what to sync, and the sync-confirmed page

sync-engines-legend = Choisissez les données à synchroniser
sync-engine-bookmarks = Marque-pages
sync-engine-history = Historique
sync-engine-passwords = Mots de passe
sync-engine-addons = Modules complémentaires
sync-engine-tabs = Onglets ouverts
sync-engine-prefs = Préférences
sync-engine-addresses = Adresses
sync-engine-creditcards = Moyens de paiement
sync-engines-none = Rien n’est sélectionné : rien ne sera synchronisé tant que vous n’aurez rien choisi dans les paramètres de synchronisation de votre navigateur.
sync-engines-payment-methods = Les moyens de paiement sont chiffrés avec votre mot de passe avant de quitter cet appareil.
sync-confirmed-banner-account = Compte { -product-name } confirmé
sync-confirmed-banner-password = Mot de passe de synchronisation créé
sync-confirmed-heading = La synchronisation est activée
sync-confirmed-text = Vos mots de passe, adresses, marque-pages, historique et plus encore peuvent être synchronisés partout où vous utilisez { -product-name }.
sync-confirmed-text-payment = Vos mots de passe, moyens de paiement, adresses, marque-pages, historique et plus encore peuvent être synchronisés partout où vous utilisez { -product-name }.
sync-confirmed-add-device = Ajouter un autre appareil
sync-confirmed-manage = Gérer la synchronisation

## Device pairing

pair-heading = Connecter un autre appareil
pair-scan-text = Sur l’appareil que vous voulez connecter, scannez ce code avec son appareil photo.
pair-qr-label = Code QR pour connecter un autre appareil
pair-scan-waiting = Cette page attend votre autre appareil. Laissez-la ouverte jusqu’à votre confirmation.
pair-confirm-heading = Connecter cet appareil ?
pair-confirm-text = Un appareil demande à se connecter à { $serviceName } en tant que { $email }. Ne le connectez que s’il vous appartient et que vous venez de scanner le code.
pair-device-label = Appareil
pair-place-label = Lieu
pair-unknown = Inconnu
pair-confirm = Connecter l’appareil
pair-decline = Annuler
pair-done-heading = Appareil connecté
pair-done-text = Votre autre appareil est maintenant connecté.
pair-failed-heading = L’appareil n’a pas pu être connecté
pair-start-again = Recommencer
pair-error-cancelled = Vous avez annulé la connexion. L’autre appareil n’a pas été connecté.
pair-error-refused = Votre autre appareil n’a pas pu accepter cette demande.
pair-error-closed = La connexion avec l’autre appareil a été fermée.
pair-error-declined = La connexion a été annulée sur votre autre appareil.
pair-error-timeout = Votre autre appareil n’a pas répondu à temps.
pair-error-link = Ce lien d’association est incomplet. Scannez de nouveau le code.
pair-error-keys = Pour envoyer vos données synchronisées, connectez-vous d’abord avec votre mot de passe, puis connectez l’appareil.
pair-error-no-password = Pour envoyer vos données synchronisées, votre compte a besoin d’un mot de passe. Créez-en un dans les paramètres de votre compte, puis connectez à nouveau l’appareil.
pair-error-client = L’application de votre autre appareil ne peut pas être connectée de cette façon. Connectez-vous plutôt sur cet appareil avec votre adresse e-mail.
pair-error-request = Votre autre appareil a envoyé une demande incomplète ; il n’a donc pas été connecté. Scannez à nouveau le code depuis le navigateur de cet appareil.
pair-error-device-key = Votre autre appareil a envoyé une clé qui ne peut pas protéger vos données synchronisées ; il n’a donc pas été connecté et rien ne lui a été envoyé. Mettez à jour le navigateur de cet appareil, puis scannez à nouveau le code.
pair-scanned-heading = Scannez ce code depuis votre navigateur
pair-scanned-text = Ce code connecte un navigateur à votre compte ; une application d’appareil photo ne peut donc pas l’utiliser.
pair-scanned-how = Sur cet appareil, ouvrez le navigateur que vous voulez connecter, choisissez de vous connecter depuis son menu et sélectionnez l’option pour scanner un code, puis scannez à nouveau le code affiché sur votre autre appareil.
pair-password-text = Pour envoyer vos données synchronisées à l’autre appareil, saisissez votre mot de passe.
pair-password-label = Mot de passe
pair-supp-connecting-heading = Connexion à votre autre appareil
pair-supp-waiting-heading = Confirmez sur votre autre appareil
pair-supp-waiting-text = Vérifiez la demande sur l’appareil qui affiche le code, et confirmez-la sur celui-ci.
pair-supp-done-text = Cet appareil est connecté. Votre navigateur prend le relais.
pair-supp-sign-in-instead = Se connecter plutôt avec son adresse e-mail
pair-supp-missing = Votre navigateur ouvre cette page lorsqu’il scanne un code d’association. Pour connecter cet appareil, choisissez de vous connecter depuis le menu de votre navigateur, sélectionnez l’option pour scanner un code et scannez le code affiché sur votre autre appareil.

## Approving a sign-in from another device

signin-push-heading = Approuvez votre connexion
signin-push-lead = Consultez la notification reçue sur vos autres appareils et approuvez-y cette connexion.
signin-push-waiting = En attente d’approbation…
signin-push-use-email = Utiliser plutôt un code envoyé par e-mail
signin-push-confirm-heading = Est-ce bien vous qui vous connectez ?
signin-push-confirm-device = Appareil
signin-push-confirm-location = Lieu
signin-push-confirm-ip = Adresse IP
signin-push-resend = Envoyer à nouveau la notification
signin-token-code-push = Approuver plutôt depuis un autre appareil connecté
signin-push-resent = La notification a été envoyée à nouveau.
signin-push-no-devices = Aucun de vos autres appareils n’est connecté pour approuver cette connexion. Utilisez plutôt un code envoyé à votre adresse e-mail.
signin-push-confirm-lead = Ne l’approuvez que si vous êtes en train de vous connecter sur un autre appareil.
signin-push-confirm-time = Heure
signin-push-confirm-approve = Oui, approuver
signin-push-confirm-decline = Non, refuser
signin-push-confirm-retry = Réessayer
signin-push-approved-heading = Connexion approuvée
signin-push-approved-text = Votre autre appareil est maintenant connecté et continue tout seul.
signin-push-declined-heading = Connexion refusée
signin-push-declined-text = L’autre appareil n’a pas été connecté. Si vous n’avez pas essayé de vous connecter, changez votre mot de passe.
signin-push-invalid-heading = Il n’est plus possible de répondre à cette connexion
signin-push-invalid-text = Une réponse y a déjà été donnée, ou la demande a expiré. Pour réessayer, connectez-vous à nouveau sur l’autre appareil.
signin-push-confirm-not-you = Ce n’est pas vous ? Changez votre mot de passe

## The primary address confirmed from the emailed link

primary-email-verified-heading = Adresse e-mail principale confirmée
primary-email-verified-account = Votre compte est prêt à être utilisé.
primary-email-verified-sync = La synchronisation est activée pour ce navigateur.
primary-email-verified-service = Vous pouvez maintenant utiliser { $serviceName }.

## 'Continue as' and sign-in requests refused before sign-in.

flow-continue-as-heading = Continuer avec votre compte
flow-continue-as-letter-label = Image du compte : la lettre { $letter }
flow-continue-as-picture-label = Photo de profil de { $name }
flow-continue-as-submit = Continuer
flow-continue-as-use-different-account = Utiliser un autre compte
flow-continue-as-password-lead = Ce service demande aussi la clé de vos données synchronisées, que seul votre mot de passe déverrouille. Saisissez votre mot de passe pour continuer.
flow-continue-as-password-label = Mot de passe
flow-continue-as-no-password-lead = Ce service demande aussi la clé de vos données synchronisées, que seul un mot de passe déverrouille, et votre compte n’en a pas encore. Créez un mot de passe pour continuer.
flow-continue-as-create-password = Créer un mot de passe
oauth-refused-heading = Nous ne pouvons pas vous connecter à ce service
oauth-refused-unknown-service = Le lien qui vous a amené ici désigne un service que nous ne connaissons pas : il n’y a donc rien à quoi vous connecter.
oauth-refused-unregistered-return = Le service nous a demandé de vous renvoyer vers une adresse qu’il n’a pas enregistrée auprès de nous. Pour protéger votre compte, nous nous sommes arrêtés ici.
oauth-refused-damaged-link = Le lien qui vous a amené ici est incomplet ou endommagé : nous ne pouvons pas savoir quel service vous a envoyé.
oauth-refused-cannot-succeed = Le service a demandé à vous connecter d’une manière que nous ne pouvons pas accepter : la connexion ne pourrait pas aboutir.
oauth-refused-advice = Rien n’a changé dans votre compte. Revenez au service d’où vous venez et réessayez ; si cela se reproduit, prévenez ce service.
oauth-refused-unchecked-heading = Nous n’avons pas pu vérifier cette demande de connexion
oauth-refused-unchecked-advice = Vérifiez votre connexion et réessayez.
oauth-refused-try-again = Réessayer

## The neutral page of an address that reports an outcome, opened without the steps that lead to it.

flow-no-outcome-heading = Rien à confirmer ici
flow-no-outcome-text = Cette page confirme une étape effectuée dans ce navigateur, et aucune étape de ce type n’a mené ici. Pour vous connecter ou créer un compte, recommencez depuis le début.
flow-no-outcome-start = Aller à la page d’accueil
flow-outcome-checking-heading = Vérification…

## Passkeys: why the browser's passkey request did not finish, wherever one is made or used.

passkey-ceremony-cancelled = La demande de clé d’accès a été annulée ou a expiré. Rien n’a été modifié.
passkey-ceremony-already-registered = Cet appareil a déjà une clé d’accès pour ce compte.
passkey-ceremony-wrong-site = Les clés d’accès ne peuvent pas être utilisées à cette adresse.
passkey-ceremony-not-supported = Cet appareil ne peut pas créer ou utiliser une clé d’accès qui fonctionne ici.
passkey-ceremony-failed = La demande de clé d’accès n’a pas abouti. Réessayez.

## Settings: the passkeys page, its row on the settings home, and the step-up by passkey.

settings-passkeys-heading = Clés d’accès
settings-passkeys-lead = Connectez-vous avec votre empreinte, votre visage, le verrouillage de l’écran ou une clé de sécurité au lieu de votre mot de passe. Une clé d’accès ne fonctionne que sur ce site : elle ne peut pas être hameçonnée.
settings-passkeys-sync-note = Les clés d’accès ne déverrouillent pas encore vos données synchronisées. Là où la synchronisation en a besoin, votre mot de passe vous sera toujours demandé.
settings-passkeys-empty = Vous n’avez pas encore de clé d’accès.
settings-passkeys-retry = Réessayer
settings-passkeys-add = Ajouter une clé d’accès
settings-passkeys-limit = Vous avez { $limit } clés d’accès, le maximum pour un compte. Supprimez-en une pour en ajouter une autre.
settings-passkeys-unsupported = Ce navigateur ne peut pas créer de clés d’accès. Pour en ajouter une, ouvrez cette page dans un navigateur ou sur un appareil qui les prend en charge.
settings-passkeys-created = Ajoutée le { $date }
settings-passkeys-last-used = Dernière utilisation { $relative } ({ $absolute })
settings-passkeys-never-used = Pas encore utilisée
settings-passkeys-synced = Synchronisée sur vos appareils par son fournisseur
settings-passkeys-device-only = Sur cet appareil uniquement
settings-passkeys-no-sync-unlock = Ne déverrouille pas les données synchronisées
settings-passkeys-unlocks-sync = Déverrouille les données synchronisées
settings-passkeys-rename = Renommer
settings-passkeys-rename-label = Renommer { $name }
settings-passkeys-delete = Supprimer
settings-passkeys-delete-label = Supprimer { $name }
settings-passkeys-name-label = Nom de la clé d’accès
settings-passkeys-name-help = Jusqu’à { $max } caractères, pour distinguer vos clés d’accès.
settings-passkeys-name-required = Saisissez un nom pour la clé d’accès.
settings-passkeys-renamed = La clé d’accès a été renommée.
settings-passkeys-added = La clé d’accès a été ajoutée.
settings-passkeys-deleted = La clé d’accès a été supprimée.
settings-passkeys-remove = Supprimer la clé d’accès
settings-passkeys-remove-keep = La garder
settings-passkeys-remove-confirm-heading = Supprimer cette clé d’accès ?
settings-passkeys-remove-confirm-lead = Vous ne pourrez plus vous connecter avec « { $name } ». Votre navigateur ou votre gestionnaire de mots de passe pourra continuer à la proposer jusqu’à ce qu’il l’oublie.
settings-passkeys-create-password = Créer un mot de passe
settings-row-passkeys = Clés d’accès
settings-row-passkeys-value = Se connecter sans mot de passe
settings-step-up-use-passkey = Utiliser une clé d’accès
settings-event-passkey-added = Clé d’accès ajoutée
settings-event-passkey-removed = Clé d’accès supprimée
settings-event-passkey-signin = Connexion avec une clé d’accès
settings-event-passkey-counter-regressed = Clé d’accès refusée : elle a peut-être été copiée
settings-passkey-offer-heading = Connectez-vous plus vite avec une clé d’accès
settings-passkey-offer-description = La prochaine fois, utilisez votre empreinte, votre visage ou le verrouillage de l’écran au lieu de saisir votre mot de passe. Vous confirmerez d’abord que c’est bien vous.
settings-passkey-offer-create = Créer une clé d’accès
settings-passkey-offer-not-now = Plus tard
