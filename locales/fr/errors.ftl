### Messages d’erreur du service de comptes (français).

## Erreurs du serveur

auth-error-101 = Ce compte existe déjà
auth-error-102 = Compte inconnu
auth-error-103 = Mot de passe incorrect
auth-error-104 = Compte non confirmé
auth-error-105 = Code de confirmation non valide
auth-error-106 = Les données envoyées n’ont pas pu être lues. Rechargez la page et réessayez.
auth-error-107 = Un élément envoyé ne peut pas être utilisé. Vérifiez votre saisie, ou rechargez la page et réessayez.
auth-error-108 = Un élément nécessaire n’a pas été envoyé. Rechargez la page et réessayez.
auth-error-109 = Cette demande n’a pas pu être vérifiée. Rechargez la page et réessayez.
auth-error-110 = Session non valide. Veuillez vous déconnecter puis vous reconnecter.
auth-error-111 = Cette demande n’a pas pu être vérifiée. Vérifiez la date et l’heure de votre appareil, puis réessayez.
auth-error-112 = Cette demande n’a pas pu être lue. Rechargez la page et réessayez.
auth-error-113 = Corps de la requête trop volumineux
# $retryAfterLocalized (String) - déjà traduit, par exemple « dans 15 minutes ».
auth-error-114 = Vous avez effectué trop de tentatives. Réessayez { $retryAfterLocalized }.
auth-error-114-generic = Vous avez effectué trop de tentatives. Réessayez plus tard.
auth-error-115 = Cette demande n’a pas pu être vérifiée. Rechargez la page et réessayez.
auth-error-116 = Ce point de terminaison n’est plus pris en charge
auth-error-120 = Casse de l’adresse e-mail incorrecte
auth-error-125 = La requête a été bloquée pour des raisons de sécurité
auth-error-126 = Votre compte a été verrouillé pour des raisons de sécurité
auth-error-127 = Code d’autorisation non valide
auth-error-129 = Vous avez saisi un numéro de téléphone non valide. Veuillez le vérifier et réessayer.
auth-error-130 = Impossible d’envoyer vers ce pays
auth-error-133 = Votre e-mail vient d’être renvoyé à l’expéditeur
auth-error-134 = Votre e-mail vient d’être renvoyé à l’expéditeur. Adresse e-mail mal saisie ?
auth-error-135 = Impossible de distribuer l’e-mail
auth-error-136 = Cette adresse e-mail a déjà été confirmée par un autre utilisateur
auth-error-138 = Session non confirmée. Veuillez vous déconnecter puis vous reconnecter.
auth-error-139 = L’adresse e-mail secondaire doit être différente de l’adresse e-mail de votre compte
auth-error-140 = Ce compte existe déjà
auth-error-141 = Ce compte existe déjà
auth-error-142 = L’adresse e-mail principale du compte est requise pour la connexion
auth-error-144 = Adresse déjà utilisée par un autre compte
auth-error-145 = L’adresse e-mail principale du compte est requise pour la réinitialisation
auth-error-146 = Code de connexion non valide
auth-error-147 = Impossible de remplacer l’adresse e-mail principale par une adresse non confirmée
auth-error-148 = Impossible de remplacer l’adresse e-mail principale par une adresse qui n’appartient pas à ce compte
auth-error-149 = Cette adresse e-mail ne peut pas être utilisée pour se connecter pour le moment
auth-error-150 = Impossible de remplacer l’adresse e-mail principale par une adresse qui n’appartient pas à ce compte
auth-error-151 = Échec de l’envoi de l’e-mail
auth-error-152 = Code valide requis
auth-error-153 = Ce code de confirmation a expiré
auth-error-154 = Ce compte a déjà une application d’authentification.
auth-error-155 = Aucune application d’authentification n’a été trouvée pour ce compte.
auth-error-156 = Code d’authentification de secours introuvable
auth-error-157 = Commande d’appareil indisponible
auth-error-158 = Clé de récupération du compte introuvable
auth-error-159 = Clé de récupération du compte non valide
auth-error-160 = Cette requête nécessite que l’authentification en deux étapes soit activée sur votre compte.
auth-error-161 = Une clé de récupération du compte existe déjà.
auth-error-165 = Échec dû à une requête en conflit, veuillez réessayer.
auth-error-170 = Cette requête nécessite que l’authentification en deux étapes soit activée sur votre compte.
auth-error-176 = Client inconnu pour l’abonnement.
auth-error-177 = Abonnement inconnu.
auth-error-178 = Formule inconnue pour l’abonnement.
auth-error-179 = Jeton de paiement non valide pour l’abonnement.
auth-error-180 = L’abonnement a déjà été résilié
auth-error-181 = La mise à jour a été refusée, veuillez réessayer
auth-error-183 = Code de confirmation non valide ou expiré
auth-error-188 = Vous avez atteint le nombre maximal d’adresses e-mail secondaires
auth-error-189 = Cette adresse e-mail est déjà associée à votre compte
auth-error-201 = Serveur surchargé, réessayez bientôt
auth-error-202 = Fonctionnalité non activée
auth-error-203 = Système indisponible, réessayez bientôt
auth-error-204 = Système indisponible, réessayez bientôt
auth-error-206 = Impossible de créer le mot de passe, un mot de passe est déjà défini
auth-error-210 = Ce compte n’a pas encore de mot de passe. Connectez-vous avec le service qui a servi à le créer, ou créez un mot de passe avec « Mot de passe oublié ? ».
auth-error-214 = Ce numéro de téléphone de récupération existe déjà
auth-error-215 = Ce numéro de téléphone de récupération n’existe pas
auth-error-216 = Limite de SMS atteinte
auth-error-218 = Impossible de supprimer le téléphone de récupération, les codes d’authentification de secours sont manquants.
auth-error-219 = Ce numéro de téléphone a été enregistré avec trop de comptes. Veuillez essayer un autre numéro.
auth-error-220 = Ce code vient d’être utilisé. Attendez le code suivant de votre application d’authentification.
auth-error-221 = Ce compte a déjà le nombre maximal de clés d’accès.
auth-error-222 = Clé d’accès introuvable.
auth-error-223 = La clé d’accès n’a pas pu être vérifiée.
auth-error-224 = Cette clé d’accès est le dernier moyen de se connecter à ce compte. Créez d’abord un mot de passe.
auth-error-225 = La demande de clé d’accès a expiré. Réessayez.
auth-error-998 = Système indisponible, réessayez bientôt
auth-error-999 = Erreur inattendue.

## Erreurs du navigateur

auth-error-1001 = Tentative de connexion annulée
auth-error-1002 = Session expirée. Connectez-vous pour continuer.
auth-error-1003 = Le stockage local ou les cookies sont toujours désactivés
auth-error-1004 = Les mots de passe ne correspondent pas
auth-error-1005 = Traitement en cours…
auth-error-1006 = Impossible d’obtenir la politique de confidentialité
auth-error-1007 = Impossible d’obtenir les conditions d’utilisation
auth-error-1008 = Votre nouveau mot de passe doit être différent de l’ancien
auth-error-1009 = Doit contenir au moins 8 caractères
auth-error-1010 = Mot de passe valide requis
auth-error-1011 = Adresse e-mail valide requise
auth-error-1013 = Aucune image utilisable n’a été trouvée
auth-error-1014 = Impossible d’initialiser la caméra
auth-error-1015 = URL valide requise
auth-error-1017 = Erreur inattendue
auth-error-1018 = Votre e-mail de confirmation vient d’être renvoyé à l’expéditeur. Adresse e-mail mal saisie ?
auth-error-1019 = Adresse e-mail valide requise
# $domain (String) - le domaine du produit lui-même, par exemple « orbit.example ».
auth-error-1020 = Adresse e-mail mal saisie ? { $domain } n’est pas un service de messagerie valide
auth-error-1021 = Erreur inattendue
auth-error-1022 = Les comptes ne peuvent être intégrés dans un IFRAME que sur des sites approuvés
auth-error-1023 = Adresse e-mail valide requise
auth-error-1025 = Le lien sur lequel vous avez cliqué pour confirmer votre adresse e-mail a expiré.
auth-error-1026 = Lien de confirmation endommagé
auth-error-1027 = Erreur inattendue
auth-error-1028 = L’image doit mesurer au moins 100 × 100 pixels
auth-error-1029 = L’inscription sera bientôt disponible dans le navigateur pour iOS
auth-error-1031 = Vous devez indiquer votre âge pour vous inscrire
auth-error-1032 = Vous devez indiquer un âge valide pour vous inscrire
auth-error-1033 = Erreur inattendue
auth-error-1034 = Ce compte n’existe plus.
auth-error-1039 = Serveur surchargé, réessayez bientôt
auth-error-1040 = Le lien sur lequel vous avez cliqué pour confirmer votre adresse e-mail a expiré.
auth-error-1041 = Ce lien de confirmation a déjà été utilisé et ne peut l’être qu’une seule fois.
auth-error-1042 = Ce champ est obligatoire
auth-error-1043 = Code d’autorisation requis
auth-error-1044 = Code d’autorisation non valide
auth-error-1045 = Lien endommagé
auth-error-1050 = Le compte n’a pas d’identifiant (uid)
auth-error-1051 = Le navigateur n’est pas configuré pour accepter les messages WebChannel de ce domaine
auth-error-1052 = Ce lien de confirmation a déjà été utilisé et ne peut l’être qu’une seule fois.
auth-error-1053 = Code d’authentification en deux étapes requis
auth-error-1054 = Code d’authentification en deux étapes non valide
auth-error-1055 = Code d’authentification de secours requis
auth-error-1056 = Code d’authentification de secours non valide
auth-error-1057 = Le mot de passe ne doit pas être votre adresse e-mail
auth-error-1058 = Ce mot de passe est trop courant
auth-error-1059 = Clé de récupération du compte requise
auth-error-1060 = Veuillez saisir le code de confirmation
auth-error-1062 = Redirection non valide
# $domain (String) - le domaine de l’adresse e-mail saisie, par exemple « example.com ».
auth-error-1064 = Adresse e-mail mal saisie ? { $domain } n’est pas un service de messagerie valide
auth-error-1065 = Le fichier image est trop volumineux pour être envoyé.
auth-error-1066 = Les alias de messagerie ne peuvent pas être utilisés pour créer un compte.
auth-error-1067 = Adresse e-mail mal saisie ?
auth-error-1068 = Ce mot de passe figure dans des fuites de données connues : d’autres pourraient l’essayer. Choisissez un autre mot de passe.

## Erreurs OAuth

oauth-error-101 = Le service qui vous a envoyé ici n’est pas reconnu : vous ne pouvez donc pas vous y connecter d’ici.
oauth-error-103 = Le service qui vous a envoyé ici a demandé à vous renvoyer vers une adresse qu’il n’a pas enregistrée ; la connexion a donc été arrêtée.
oauth-error-104 = La preuve de votre connexion fournie par le service n’a pas été acceptée. Retournez sur le service et réessayez.
oauth-error-105 = Code inconnu
oauth-error-106 = Code incorrect
oauth-error-107 = Code expiré
oauth-error-108 = Jeton non valide
# $param (String) - le nom du paramètre OAuth erroné, par exemple « scope ».
oauth-error-109 =
    { $param ->
        [client_id] Le lien qui vous a amené ici n’indique pas correctement le service auquel vous vous connectez. Retournez sur le service et réessayez.
       *[other] Le service qui vous a envoyé ici a fait une demande contenant un élément inutilisable. Retournez sur le service et réessayez.
    }
oauth-error-110 = Erreur inattendue
oauth-error-111 = Non autorisé
oauth-error-112 = Interdit
oauth-error-113 = Erreur inattendue
# $param (String) - le nom du paramètre OAuth erroné, par exemple « scope ».
oauth-error-114 =
    { $param ->
       *[other] Le service qui vous a envoyé ici a demandé des autorisations qui ne peuvent pas être accordées. Retournez sur le service et réessayez.
    }
oauth-error-115 = Jeton expiré
oauth-error-116 = Le service qui vous a envoyé ici ne peut pas être utilisé de cette façon. Retournez-y et réessayez.
oauth-error-117 = La connexion n’a pas pu aboutir, car la vérification du service ne correspondait pas. Retournez sur le service et réessayez.
oauth-error-118 = Le service qui vous a envoyé ici n’a pas sécurisé sa demande comme il le doit ; la connexion ne peut donc pas continuer.
oauth-error-119 = Votre connexion est trop ancienne pour ce que demande le service. Reconnectez-vous.
oauth-error-120 = Votre connexion ne répond pas à ce que demande le service. Retournez sur le service et réessayez.
oauth-error-121 = La demande du service ne peut pas être utilisée. Retournez sur le service et réessayez.
oauth-error-122 = L’appareil attend encore votre réponse.
oauth-error-123 = L’appareil a demandé trop souvent. Il attendra plus longtemps avant de redemander.
oauth-error-124 = Le code affiché sur votre appareil a expiré. Recommencez sur l’appareil.
oauth-error-125 = L’accès a été refusé. L’appareil ne peut pas se connecter.
oauth-error-201 = Système indisponible, réessayez bientôt
oauth-error-202 = Système indisponible, réessayez bientôt
oauth-error-998 = Système indisponible, réessayez bientôt
oauth-error-999 = Erreur inattendue
oauth-error-1000 = Une erreur s’est produite. Veuillez fermer cet onglet et réessayer.
oauth-error-1001 = Erreur inattendue
# L’utilisateur a annulé la connexion ; rien n’est affiché.
oauth-error-1004 = { "" }
oauth-error-1005 = Le lien qui vous a amené ici est incomplet : il n’indique pas le service auquel vous vous connectez. Retournez sur le service et réessayez.
oauth-error-1006 = Cette application ne peut pas être connectée par association. Connectez-vous plutôt avec votre adresse e-mail.
oauth-error-1007 = La connexion sans afficher de page n’est pas disponible. Retournez sur le service et connectez-vous depuis celui-ci.
oauth-error-1008 = Ce service ne peut pas vous connecter sans afficher de page. Retournez-y et connectez-vous depuis celui-ci.
oauth-error-1009 = Un service qui a besoin de vos données synchronisées ne peut pas vous connecter sans afficher de page. Retournez-y et connectez-vous depuis celui-ci.
oauth-error-1010 = L’utilisateur n’est pas connecté
oauth-error-1011 = Un autre utilisateur est connecté
oauth-error-1012 = Utilisateur ou session non vérifiés
oauth-error-1013 = Le service a envoyé un rappel de votre connexion qui ne peut pas être vérifié. Retournez-y et réessayez.
