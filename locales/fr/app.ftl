### Textes de l’application (français)

## Cookies disabled: shown when the browser keeps the product from using local storage or cookies.

cookies-disabled-heading = Le stockage local et les cookies sont nécessaires
cookies-disabled-text = Veuillez activer les cookies et le stockage local dans votre navigateur pour accéder à votre compte { -product-name }.
cookies-disabled-learn-more = En savoir plus
cookies-disabled-try-again = Réessayer

## Entry page: the email-first step that leads to sign-in or sign-up.

entry-heading = Saisissez votre adresse e-mail
entry-subheading = Continuer vers votre compte { -product-name }
entry-oauth-error-heading = Cette demande de connexion ne peut pas être utilisée
entry-email-label = Adresse e-mail
entry-submit = S’inscrire ou se connecter
entry-suggestion-text = Vouliez-vous dire { $suggestion } ?
entry-suggestion-use = Utiliser { $suggestion }
entry-suggestion-keep = Validez de nouveau pour conserver l’adresse telle que saisie.

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
settings-promo-recovery-key-heading = Protégez votre compte avec une clé de récupération
settings-promo-recovery-key-description = Si vous oubliez votre mot de passe, une clé de récupération vous permet de le réinitialiser sans perdre vos données synchronisées.
settings-promo-recovery-key-link = Voir vos paramètres de sécurité
settings-promo-recovery-phone-heading = Ajoutez un téléphone de récupération
settings-promo-recovery-phone-description = Si vous perdez votre application d’authentification, un code envoyé par SMS à votre téléphone vous permet de vous connecter.
settings-promo-recovery-phone-link = Voir vos paramètres de sécurité
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

## Sign-in: the password step, the confirmation codes and the second factors.

signin-heading = Saisissez votre mot de passe
signin-force-auth-heading = Connectez-vous pour continuer
signin-password-label = Mot de passe
signin-submit = Se connecter
signin-use-different-account = Utiliser un autre compte
signin-forgot-password = Mot de passe oublié ?
signin-continue = Continuer
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
oauth-permission-other = Utiliser l’autorisation « { $scope } »
oauth-failed-heading = Cette demande de connexion ne peut pas aboutir
oauth-failed-text = Revenez au service d’où vous venez et réessayez.
oauth-success-title = Connecté à un service
oauth-success-heading = Vous êtes connecté à { $serviceName }
oauth-success-text = Vous pouvez fermer cet onglet et revenir à { $serviceName }.
oauth-try-again = Réessayer
