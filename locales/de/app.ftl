### Texte der App (Deutsch)

## Page titles

app-page-title = { $title } | { -product-name }-Konten
app-page-title-default = { -product-name }-Konten

## Page not found

errors-not-found-title = Seite nicht gefunden
errors-not-found-heading = Seite nicht gefunden
errors-not-found-text = Die angeforderte Seite existiert nicht oder ist nicht mehr verfügbar.
errors-not-found-home-link = Zur Startseite der { -product-name }-Konten
