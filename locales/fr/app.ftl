### Textes de l’application (français)

## Entry page: the email-first step that leads to sign-in or sign-up.

entry-title = Saisissez votre adresse e-mail
entry-heading = Saisissez votre adresse e-mail
entry-subheading = Continuer vers votre compte { -product-name }
entry-email-label = Adresse e-mail
entry-submit = S’inscrire ou se connecter
entry-suggestion-text = Vouliez-vous dire { $suggestion } ?
entry-suggestion-use = Utiliser { $suggestion }
entry-suggestion-keep = Validez de nouveau pour conserver l’adresse telle que saisie.

## Page not found: shown for any address the product does not serve.

errors-not-found-title = Page introuvable
errors-not-found-heading = Page introuvable
errors-not-found-text = La page demandée n’existe pas ou n’est plus disponible.
errors-not-found-home-link = Aller à la page d’accueil des comptes { -product-name }

## Page titles shown in the browser tab and announced on route changes.

app-page-title = { $title } | Comptes { -product-name }
app-page-title-default = Comptes { -product-name }
