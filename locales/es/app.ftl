### Textos de la aplicación (español)

## Page titles

app-page-title = { $title } | Cuentas de { -product-name }
app-page-title-default = Cuentas de { -product-name }

## Page not found

errors-not-found-title = Página no encontrada
errors-not-found-heading = Página no encontrada
errors-not-found-text = La página que has solicitado no existe o ya no está disponible.
errors-not-found-home-link = Ir a la página de inicio de las cuentas de { -product-name }
