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
email-unblock-code-subject = קוד שחרור החסימה שלך: { $code }
email-unblock-code-heading = האם ניסית להתחבר?
email-unblock-code-intro = ההתחברות הושהתה למען ביטחונך. יש להזין את הקוד הזה כדי להמשיך:
email-unblock-code-expiry = הקוד תקף למשך { $minutes ->
    [one] דקה אחת
    [two] שתי דקות
   *[other] { $minutes } דקות
  }.
email-unblock-code-ignore = אם לא ניסית להתחבר, יש לשנות את הססמה שלך עכשיו.
email-step-up-code-subject = קוד האימות שלך: { $code }
email-step-up-code-heading = נא לאשר ששינוי ההגדרות נעשה על ידך
email-step-up-code-intro = יש להזין את הקוד הזה כדי להמשיך:
email-step-up-code-expiry = הקוד תקף למשך { $minutes ->
    [one] דקה אחת
    [two] שתי דקות
   *[other] { $minutes } דקות
  }.
email-step-up-code-ignore = אם לא ביקשת זאת, יש לשנות את הססמה שלך עכשיו.

email-secondary-email-code-subject = קוד האימות שלך: { $code }
email-secondary-email-code-heading = אישור כתובת הדוא״ל החדשה שלך
email-secondary-email-code-intro = יש להזין את הקוד הזה כדי להוסיף את הכתובת הזו לחשבון שלך:
email-secondary-email-code-expiry = הקוד תקף למשך { $minutes ->
    [one] דקה אחת
    [two] שתי דקות
   *[other] { $minutes } דקות
  }.
email-secondary-email-code-ignore = אם לא ביקשת להוסיף את הכתובת הזו, אפשר להתעלם מהודעה זו.

## Text messages. $code is the six-digit code.

sms-recovery-phone-setup = { $code } הוא הקוד שלך מחשבונות { -product-name } להוספת טלפון השחזור הזה. אין לשתף אותו.
sms-recovery-phone-signin = { $code } הוא קוד ההתחברות שלך לחשבונות { -product-name }. אין לשתף אותו.
server-product-title = חשבונות { -product-name }
