### מחרוזות היישום (עברית)

## Page not found: shown for any address the product does not serve.

errors-not-found-title = הדף לא נמצא
errors-not-found-heading = הדף לא נמצא
errors-not-found-text = הדף שביקשת אינו קיים או שאינו זמין עוד.
errors-not-found-home-link = מעבר לדף הבית של חשבונות { -product-name }

## Page titles shown in the browser tab and announced on route changes.

app-page-title = { $title } | חשבונות { -product-name }
app-page-title-default = חשבונות { -product-name }
