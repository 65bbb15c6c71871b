### Textes de l’application (français)

## Page not found: shown for any address the product does not serve.

errors-not-found-title = Page introuvable
errors-not-found-heading = Page introuvable
errors-not-found-text = La page demandée n’existe pas ou n’est plus disponible.
errors-not-found-home-link = Aller à la page d’accueil des comptes { -product-name }

## Page titles shown in the browser tab and announced on route changes.

app-page-title = { $title } | Comptes { -product-name }
app-page-title-default = Comptes { -product-name }
