### Texte der App (Deutsch)

## Page not found: shown for any address the product does not serve.

errors-not-found-title = Seite nicht gefunden
errors-not-found-heading = Seite nicht gefunden
errors-not-found-text = Die angeforderte Seite existiert nicht oder ist nicht mehr verfügbar.
errors-not-found-home-link = Zur Startseite der { -product-name }-Konten

## Page titles shown in the browser tab and announced on route changes.

app-page-title = { $title } | { -product-name }-Konten
app-page-title-default = { -product-name }-Konten
