### מחרוזות היישום (עברית)

## Page titles

app-page-title = { $title } | חשבונות { -product-name }
app-page-title-default = חשבונות { -product-name }

## Page not found

errors-not-found-title = הדף לא נמצא
errors-not-found-heading = הדף לא נמצא
errors-not-found-text = הדף שביקשת אינו קיים או שאינו זמין עוד.
errors-not-found-home-link = מעבר לדף הבית של חשבונות { -product-name }
