### Textes du serveur (français)

## Emails carrying one-time codes. $code is the code, $minutes how long it works.

email-signup-code-subject = Votre code de confirmation : { $code }
email-signup-code-heading = Confirmez votre compte
email-signup-code-intro = Saisissez ce code pour terminer la création de votre compte :
email-signup-code-expiry = Le code est valable { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
  }.
email-signup-code-ignore = Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.
email-login-code-subject = Votre code de connexion : { $code }
email-login-code-heading = Confirmez que c’est bien vous qui vous connectez
email-login-code-intro = Saisissez ce code pour terminer la connexion :
email-login-code-expiry = Le code est valable { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
  }.
email-login-code-ignore = Si vous n’avez pas essayé de vous connecter, changez votre mot de passe dès maintenant.
email-unblock-code-subject = Votre code de déblocage : { $code }
email-unblock-code-heading = Est-ce bien vous qui vous connectez ?
email-unblock-code-intro = La connexion a été suspendue pour votre sécurité. Saisissez ce code pour continuer :
email-unblock-code-expiry = Le code est valable { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
  }.
email-unblock-code-ignore = Si vous n’avez pas essayé de vous connecter, changez votre mot de passe dès maintenant.
email-unblock-code-link = Signaler cette connexion
email-step-up-code-subject = Votre code de vérification : { $code }
email-step-up-code-heading = Confirmez que c’est bien vous qui modifiez vos paramètres
email-step-up-code-intro = Saisissez ce code pour continuer :
email-step-up-code-expiry = Le code est valable { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
  }.
email-step-up-code-ignore = Si vous n’êtes pas à l’origine de cette demande, changez votre mot de passe dès maintenant.

email-secondary-email-code-subject = Votre code de confirmation : { $code }
email-secondary-email-code-heading = Confirmez votre nouvelle adresse e-mail
email-secondary-email-code-intro = Saisissez ce code pour ajouter cette adresse à votre compte :
email-secondary-email-code-expiry = Le code est valable { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
  }.
email-secondary-email-code-ignore = Si vous n’avez pas demandé à ajouter cette adresse, vous pouvez ignorer cet e-mail.

## Text messages. $code is the six-digit code.

sms-recovery-phone-setup = { $code } est votre code Comptes { -product-name } pour ajouter ce téléphone de récupération. Ne le communiquez à personne.
sms-recovery-phone-signin = { $code } est votre code de connexion Comptes { -product-name }. Ne le communiquez à personne.
server-product-title = Comptes { -product-name }

## The forgotten-password reset.
email-password-forgot-code-subject = Votre code de réinitialisation du mot de passe : { $code }
email-password-forgot-code-heading = Réinitialisez votre mot de passe
email-password-forgot-code-intro = Saisissez ce code pour réinitialiser le mot de passe de votre compte :
email-password-forgot-code-expiry = Le code est valable { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
  }.
email-password-forgot-code-ignore = Si vous n’avez pas demandé à réinitialiser votre mot de passe, vous pouvez ignorer cet e-mail : votre mot de passe reste inchangé.
email-password-reset-subject = Votre mot de passe a été modifié
email-password-reset-heading = Votre mot de passe a été réinitialisé
email-password-reset-intro = Le mot de passe de { $email } vient d’être réinitialisé.
email-password-reset-details = Tous les appareils et services connectés à votre compte ont été déconnectés. Connectez-vous à nouveau avec votre nouveau mot de passe.
email-password-reset-ignore = Si vous n’avez pas réinitialisé votre mot de passe, réinitialisez-le à nouveau dès maintenant et vérifiez l’activité récente de votre compte dans les paramètres.
email-password-reset-recovery-key-subject = Votre mot de passe a été modifié
email-password-reset-recovery-key-heading = Votre mot de passe a été réinitialisé avec votre clé de récupération de compte
email-password-reset-recovery-key-intro = Le mot de passe de { $email } vient d’être réinitialisé avec votre clé de récupération de compte : vos données synchronisées ont été conservées.
email-password-reset-recovery-key-details = Cette clé de récupération ne fonctionne plus : créez-en une nouvelle dans les paramètres. Tous les appareils et services connectés à votre compte ont été déconnectés.
email-password-reset-recovery-key-ignore = Si vous n’avez pas réinitialisé votre mot de passe, réinitialisez-le à nouveau dès maintenant et vérifiez l’activité récente de votre compte dans les paramètres.
sms-recovery-phone-reset = { $code } est votre code { -product-name } pour réinitialiser votre mot de passe. Ne le communiquez à personne.
push-signin-title = Connexion à { -product-name } ?
push-signin-body = Sélectionnez pour vérifier cette connexion et l’approuver si c’est bien vous.

## Notices about changes made in settings: two-step authentication, backup codes, the password.

email-two-step-enabled-subject = L’authentification en deux étapes est activée
email-two-step-enabled-heading = L’authentification en deux étapes est activée
email-two-step-enabled-intro = La connexion à { $email } demande désormais, après votre mot de passe, un code de votre application d’authentification ou l’un de vos codes d’authentification de secours.
email-two-step-enabled-details = Tous les autres navigateurs et appareils connectés à votre compte ont été déconnectés, et demanderont la deuxième étape lors de leur prochaine connexion. Conservez vos codes d’authentification de secours en lieu sûr.
email-two-step-enabled-ignore = Si vous n’avez pas activé l’authentification en deux étapes, changez votre mot de passe dès maintenant et vérifiez l’activité récente de votre compte dans les paramètres.
email-two-step-replaced-subject = Votre application d’authentification a été changée
email-two-step-replaced-heading = L’authentification en deux étapes utilise une nouvelle application d’authentification
email-two-step-replaced-intro = La connexion à { $email } demande désormais les codes de l’application d’authentification que vous venez de configurer ; les codes de la précédente ne fonctionnent plus.
email-two-step-replaced-details = Tous les autres navigateurs et appareils connectés à votre compte ont été déconnectés.
email-two-step-replaced-ignore = Si vous n’avez pas changé d’application d’authentification, changez votre mot de passe dès maintenant et vérifiez l’activité récente de votre compte dans les paramètres.
email-two-step-disabled-subject = L’authentification en deux étapes est désactivée
email-two-step-disabled-heading = L’authentification en deux étapes est désactivée
email-two-step-disabled-intro = La connexion à { $email } ne demande plus de code d’une application d’authentification.
email-two-step-disabled-details = Vos codes d’authentification de secours et votre téléphone de récupération ont été supprimés en même temps.
email-two-step-disabled-ignore = Si vous n’avez pas désactivé l’authentification en deux étapes, changez votre mot de passe dès maintenant, réactivez-la et vérifiez l’activité récente de votre compte dans les paramètres.
email-passkey-added-subject = Une clé d’accès a été ajoutée à votre compte
email-passkey-added-heading = Une clé d’accès a été ajoutée
email-passkey-added-intro = Une nouvelle clé d’accès peut désormais se connecter à { $email } à elle seule, sans votre mot de passe.
email-passkey-added-details = Vous pouvez voir, renommer et supprimer vos clés d’accès dans les paramètres.
email-passkey-added-ignore = Si vous n’avez pas ajouté de clé d’accès, supprimez-la maintenant dans les paramètres, changez votre mot de passe et vérifiez l’activité récente de votre compte.

email-passkey-removed-subject = Une clé d’accès a été supprimée de votre compte
email-passkey-removed-heading = Une clé d’accès a été supprimée
email-passkey-removed-intro = Une clé d’accès ne peut plus se connecter à { $email }.
email-passkey-removed-details = Vos autres clés d’accès et votre mot de passe fonctionnent toujours.
email-passkey-removed-ignore = Si vous n’avez pas supprimé cette clé d’accès, changez votre mot de passe maintenant et vérifiez l’activité récente de votre compte dans les paramètres.

email-backup-codes-replaced-subject = De nouveaux codes d’authentification de secours ont été créés
email-backup-codes-replaced-heading = Vous avez de nouveaux codes d’authentification de secours
email-backup-codes-replaced-intro = Une nouvelle série de codes d’authentification de secours a été créée pour { $email }.
email-backup-codes-replaced-details = Vos codes précédents ne fonctionnent plus. Conservez les nouveaux en lieu sûr : chacun fonctionne une seule fois, si vous ne pouvez pas utiliser votre application d’authentification.
email-backup-codes-replaced-ignore = Si vous n’avez pas créé de nouveaux codes d’authentification de secours, changez votre mot de passe dès maintenant et vérifiez l’activité récente de votre compte dans les paramètres.
email-recovery-key-created-subject = Une clé de récupération de compte a été créée
email-recovery-key-created-heading = Votre compte a une clé de récupération
email-recovery-key-created-intro = Une clé de récupération de compte vient d’être créée pour { $email } dans les paramètres.
email-recovery-key-created-details = Si vous oubliez votre mot de passe, vous pourrez le réinitialiser avec cette clé et conserver vos données synchronisées. Conservez la clé en lieu sûr.
email-recovery-key-created-ignore = Si vous ne l’avez pas créée, changez votre mot de passe dès maintenant, supprimez la clé dans les paramètres et vérifiez l’activité récente de votre compte.
email-recovery-key-replaced-subject = Votre clé de récupération de compte a été remplacée
email-recovery-key-replaced-heading = Votre compte a une nouvelle clé de récupération
email-recovery-key-replaced-intro = Une nouvelle clé de récupération de compte vient d’être créée pour { $email } dans les paramètres.
email-recovery-key-replaced-details = Votre clé précédente ne fonctionne plus. Conservez la nouvelle en lieu sûr.
email-recovery-key-replaced-ignore = Si vous ne l’avez pas créée, changez votre mot de passe dès maintenant, supprimez la clé dans les paramètres et vérifiez l’activité récente de votre compte.
email-recovery-key-removed-subject = Votre clé de récupération de compte a été supprimée
email-recovery-key-removed-heading = Votre clé de récupération de compte a été supprimée
email-recovery-key-removed-intro = La clé de récupération de compte de { $email } vient d’être supprimée dans les paramètres.
email-recovery-key-removed-details = La clé ne fonctionne plus. Sans clé, réinitialiser un mot de passe oublié fait perdre vos données synchronisées : vous pouvez créer une nouvelle clé dans les paramètres.
email-recovery-key-removed-ignore = Si vous ne l’avez pas supprimée, changez votre mot de passe dès maintenant et vérifiez l’activité récente de votre compte dans les paramètres.
email-password-changed-subject = Votre mot de passe a été modifié
email-password-changed-heading = Votre mot de passe a été modifié
email-password-changed-intro = Le mot de passe de { $email } vient d’être modifié dans les paramètres.
email-password-changed-details = Tous les autres appareils et services connectés à votre compte ont été déconnectés. Reconnectez-vous sur ceux-ci avec votre nouveau mot de passe ; vos données synchronisées ont été conservées.
email-password-changed-ignore = Si vous n’avez pas modifié votre mot de passe, réinitialisez-le dès maintenant et vérifiez l’activité récente de votre compte dans les paramètres.
email-password-created-subject = Votre compte a un mot de passe
email-password-created-heading = Vous avez créé un mot de passe
email-password-created-intro = Un mot de passe vient d’être créé pour { $email } dans les paramètres.
email-password-created-details = Vous pouvez désormais vous connecter avec votre adresse e-mail et ce mot de passe, en plus de votre méthode de connexion précédente.
email-password-created-ignore = Si vous n’en êtes pas à l’origine, réinitialisez votre mot de passe dès maintenant et vérifiez l’activité récente de votre compte dans les paramètres.
