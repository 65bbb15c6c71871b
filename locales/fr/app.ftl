### Textes de l’application (français)

## Page titles

app-page-title = { $title } | Comptes { -product-name }
app-page-title-default = Comptes { -product-name }

## Page not found

errors-not-found-title = Page introuvable
errors-not-found-heading = Page introuvable
errors-not-found-text = La page demandée n’existe pas ou n’est plus disponible.
errors-not-found-home-link = Aller à la page d’accueil des comptes { -product-name }
