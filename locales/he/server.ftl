### מחרוזות השרת (עברית)

## Emails carrying one-time codes. $code is the code, $minutes how long it works.

email-signup-code-subject = קוד האימות שלך: { $code }
email-signup-code-heading = אימות החשבון שלך
email-signup-code-intro = יש להזין את הקוד הזה כדי לסיים את יצירת החשבון שלך:
email-signup-code-expiry = הקוד תקף למשך { $minutes ->
    [one] דקה אחת
    [two] שתי דקות
   *[other] { $minutes } דקות
  }.
email-signup-code-ignore = אם לא יצרת חשבון, אפשר להתעלם מהודעה זו.
email-login-code-subject = קוד ההתחברות שלך: { $code }
email-login-code-heading = נא לאשר שההתחברות היא שלך
email-login-code-intro = יש להזין את הקוד הזה כדי לסיים את ההתחברות:
email-login-code-expiry = הקוד תקף למשך { $minutes ->
    [one] דקה אחת
    [two] שתי דקות
   *[other] { $minutes } דקות
  }.
email-login-code-ignore = אם לא ניסית להתחבר, יש לשנות את הססמה שלך עכשיו.
email-footer = חשבונות Orbit
