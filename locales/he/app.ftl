### מחרוזות היישום (עברית)

## Entry page: the email-first step that leads to sign-in or sign-up.

entry-title = הזנת כתובת הדוא״ל שלך
entry-heading = הזנת כתובת הדוא״ל שלך
entry-subheading = המשך לחשבון ה־{ -product-name } שלך
entry-email-label = דוא״ל
entry-submit = הרשמה או התחברות
entry-suggestion-text = האם התכוונת ל־{ $suggestion }?
entry-suggestion-use = שימוש ב־{ $suggestion }
entry-suggestion-keep = יש לשלוח שוב כדי להשאיר את הכתובת כפי שהוקלדה.

## Page not found: shown for any address the product does not serve.

errors-not-found-title = הדף לא נמצא
errors-not-found-heading = הדף לא נמצא
errors-not-found-text = הדף שביקשת אינו קיים או שאינו זמין עוד.
errors-not-found-home-link = מעבר לדף הבית של חשבונות { -product-name }

## Page titles shown in the browser tab and announced on route changes.

app-page-title = { $title } | חשבונות { -product-name }
app-page-title-default = חשבונות { -product-name }
