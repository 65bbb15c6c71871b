### Texte der App (Deutsch)

## Entry page: the email-first step that leads to sign-in or sign-up.

entry-title = Geben Sie Ihre E-Mail-Adresse ein
entry-heading = Geben Sie Ihre E-Mail-Adresse ein
entry-subheading = Weiter zu Ihrem { -product-name }-Konto
entry-email-label = E-Mail-Adresse
entry-submit = Registrieren oder anmelden
entry-suggestion-text = Meinten Sie { $suggestion }?
entry-suggestion-use = { $suggestion } verwenden
entry-suggestion-keep = Senden Sie erneut, um die Adresse wie eingegeben zu behalten.

## Page not found: shown for any address the product does not serve.

errors-not-found-title = Seite nicht gefunden
errors-not-found-heading = Seite nicht gefunden
errors-not-found-text = Die angeforderte Seite existiert nicht oder ist nicht mehr verfügbar.
errors-not-found-home-link = Zur Startseite der { -product-name }-Konten

## Page titles shown in the browser tab and announced on route changes.

app-page-title = { $title } | { -product-name }-Konten
app-page-title-default = { -product-name }-Konten
