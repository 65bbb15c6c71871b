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
email-unblock-code-link = דיווח על ההתחברות הזו
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

## The forgotten-password reset.
email-password-forgot-code-subject = קוד איפוס הססמה שלך: { $code }
email-password-forgot-code-heading = איפוס הססמה שלך
email-password-forgot-code-intro = יש להזין את הקוד הזה כדי לאפס את הססמה של החשבון שלך:
email-password-forgot-code-expiry = הקוד תקף למשך { $minutes ->
    [one] דקה אחת
   *[other] { $minutes } דקות
  }.
email-password-forgot-code-ignore = אם לא ביקשת לאפס את הססמה שלך, אפשר להתעלם מהודעה זו: הססמה שלך נשארת כפי שהייתה.
email-password-reset-subject = הססמה שלך שונתה
email-password-reset-heading = הססמה שלך אופסה
email-password-reset-intro = הססמה של { $email } אופסה זה עתה.
email-password-reset-details = כל המכשירים והשירותים שהיו מחוברים לחשבון שלך נותקו. יש להתחבר מחדש עם הססמה החדשה.
email-password-reset-ignore = אם לא איפסת את הססמה שלך, יש לאפס אותה שוב עכשיו ולבדוק את הפעילות האחרונה בחשבון שלך בהגדרות.
email-password-reset-recovery-key-subject = הססמה שלך שונתה
email-password-reset-recovery-key-heading = הססמה שלך אופסה עם מפתח שחזור החשבון שלך
email-password-reset-recovery-key-intro = הססמה של { $email } אופסה זה עתה עם מפתח שחזור החשבון שלך, ולכן הנתונים המסונכרנים שלך נשמרו.
email-password-reset-recovery-key-details = מפתח השחזור הזה כבר לא פעיל: יש ליצור מפתח חדש בהגדרות. כל המכשירים והשירותים שהיו מחוברים לחשבון שלך נותקו.
email-password-reset-recovery-key-ignore = אם לא איפסת את הססמה שלך, יש לאפס אותה שוב עכשיו ולבדוק את הפעילות האחרונה בחשבון שלך בהגדרות.

email-password-changed-subject = הססמה שלך שונתה
email-password-changed-heading = הססמה שלך שונתה
email-password-changed-intro = הססמה של { $email } שונתה זה עתה בהגדרות.
email-password-changed-details = כל שאר המכשירים והשירותים שהיו מחוברים לחשבון שלך נותקו. יש להתחבר בהם מחדש עם הססמה החדשה; הנתונים המסונכרנים שלך נשמרו.
email-password-changed-ignore = אם לא שינית את הססמה שלך, יש לאפס אותה עכשיו ולבדוק את הפעילות האחרונה בחשבון שלך בהגדרות.

email-password-created-subject = לחשבון שלך יש ססמה
email-password-created-heading = יצרת ססמה
email-password-created-intro = זה עתה נוצרה ססמה עבור { $email } בהגדרות.
email-password-created-details = מעכשיו אפשר להתחבר עם כתובת הדוא״ל שלך ועם הססמה הזו, בנוסף לדרך שבה התחברת קודם.
email-password-created-ignore = אם לא יצרת אותה, יש לאפס את הססמה שלך עכשיו ולבדוק את הפעילות האחרונה בחשבון שלך בהגדרות.

email-two-step-enabled-subject = אימות דו־שלבי מופעל
email-two-step-enabled-heading = אימות דו־שלבי מופעל
email-two-step-enabled-intro = מעכשיו, ההתחברות אל { $email } תבקש אחרי הססמה קוד מיישומון האימות שלך, או אחד מקודי האימות לגיבוי.
email-two-step-enabled-details = כל שאר הדפדפנים והמכשירים שהיו מחוברים לחשבון שלך נותקו, ויבקשו את השלב השני כשיתחברו שוב. כדאי לשמור את קודי האימות לגיבוי במקום בטוח.
email-two-step-enabled-ignore = אם לא הפעלת אימות דו־שלבי, יש לשנות את הססמה שלך עכשיו ולבדוק את הפעילות האחרונה בחשבון שלך בהגדרות.

email-two-step-replaced-subject = יישומון האימות שלך הוחלף
email-two-step-replaced-heading = האימות הדו־שלבי משתמש ביישומון אימות חדש
email-two-step-replaced-intro = מעכשיו, ההתחברות אל { $email } מבקשת קודים מיישומון האימות שהגדרת זה עתה; הקודים של הקודם כבר לא עובדים.
email-two-step-replaced-details = כל שאר הדפדפנים והמכשירים שהיו מחוברים לחשבון שלך נותקו.
email-two-step-replaced-ignore = אם לא החלפת את יישומון האימות שלך, יש לשנות את הססמה שלך עכשיו ולבדוק את הפעילות האחרונה בחשבון שלך בהגדרות.

email-two-step-disabled-subject = אימות דו־שלבי כבוי
email-two-step-disabled-heading = אימות דו־שלבי כבוי
email-two-step-disabled-intro = ההתחברות אל { $email } כבר לא מבקשת קוד מיישומון אימות.
email-two-step-disabled-details = קודי האימות לגיבוי וטלפון השחזור שלך הוסרו יחד איתו.
email-two-step-disabled-ignore = אם לא כיבית את האימות הדו־שלבי, יש לשנות את הססמה שלך עכשיו, להפעיל אותו שוב ולבדוק את הפעילות האחרונה בחשבון שלך בהגדרות.

email-passkey-added-subject = מפתח גישה נוסף לחשבון שלך
email-passkey-added-heading = נוסף מפתח גישה
email-passkey-added-intro = מפתח גישה חדש יכול כעת להיכנס אל { $email } לבדו, ללא הסיסמה שלך.
email-passkey-added-details = אפשר לראות, לשנות שם ולהסיר את מפתחות הגישה שלך בהגדרות.
email-passkey-added-ignore = אם לא הוספת מפתח גישה, יש להסיר אותו עכשיו בהגדרות, לשנות את הסיסמה ולבדוק את הפעילות האחרונה בחשבון.

email-passkey-removed-subject = מפתח גישה הוסר מהחשבון שלך
email-passkey-removed-heading = הוסר מפתח גישה
email-passkey-removed-intro = מפתח גישה כבר לא יכול להיכנס אל { $email }.
email-passkey-removed-details = מפתחות הגישה האחרים והסיסמה שלך עדיין פועלים.
email-passkey-removed-ignore = אם לא הסרת את מפתח הגישה הזה, יש לשנות את הסיסמה עכשיו ולבדוק את הפעילות האחרונה בחשבון בהגדרות.

email-backup-codes-replaced-subject = נוצרו קודי אימות חדשים לגיבוי
email-backup-codes-replaced-heading = יש לך קודי אימות חדשים לגיבוי
email-backup-codes-replaced-intro = נוצרה ערכה חדשה של קודי אימות לגיבוי עבור { $email }.
email-backup-codes-replaced-details = הקודים הקודמים שלך כבר לא עובדים. כדאי לשמור את החדשים במקום בטוח: כל קוד עובד פעם אחת, אם אין לך גישה ליישומון האימות.
email-backup-codes-replaced-ignore = אם לא יצרת קודי אימות חדשים לגיבוי, יש לשנות את הססמה שלך עכשיו ולבדוק את הפעילות האחרונה בחשבון שלך בהגדרות.
email-recovery-key-created-subject = נוצר מפתח שחזור חשבון
email-recovery-key-created-heading = לחשבון שלך יש מפתח שחזור
email-recovery-key-created-intro = הרגע נוצר בהגדרות מפתח שחזור חשבון עבור { $email }.
email-recovery-key-created-details = אם שכחת את הססמה, אפשר לאפס אותה עם המפתח הזה ולשמור על הנתונים המסונכרנים. כדאי לשמור את המפתח במקום בטוח.
email-recovery-key-created-ignore = אם לא יצרת אותו, יש לשנות את הססמה שלך עכשיו, למחוק את המפתח בהגדרות ולבדוק את הפעילות האחרונה בחשבון שלך.
email-recovery-key-replaced-subject = מפתח שחזור החשבון שלך הוחלף
email-recovery-key-replaced-heading = לחשבון שלך יש מפתח שחזור חדש
email-recovery-key-replaced-intro = הרגע נוצר בהגדרות מפתח שחזור חשבון חדש עבור { $email }.
email-recovery-key-replaced-details = המפתח הקודם שלך כבר לא עובד. כדאי לשמור את החדש במקום בטוח.
email-recovery-key-replaced-ignore = אם לא יצרת אותו, יש לשנות את הססמה שלך עכשיו, למחוק את המפתח בהגדרות ולבדוק את הפעילות האחרונה בחשבון שלך.
email-recovery-key-removed-subject = מפתח שחזור החשבון שלך נמחק
email-recovery-key-removed-heading = מפתח שחזור החשבון שלך נמחק
email-recovery-key-removed-intro = מפתח שחזור החשבון של { $email } נמחק הרגע בהגדרות.
email-recovery-key-removed-details = המפתח כבר לא עובד. בלי מפתח, איפוס ססמה שנשכחה יגרום לאובדן הנתונים המסונכרנים: אפשר ליצור מפתח חדש בהגדרות.
email-recovery-key-removed-ignore = אם לא מחקת אותו, יש לשנות את הססמה שלך עכשיו ולבדוק את הפעילות האחרונה בחשבון שלך בהגדרות.
sms-recovery-phone-reset = { $code } הוא הקוד שלך מחשבונות { -product-name } לאיפוס הססמה. אין לשתף אותו.
push-signin-title = מתבצעת כניסה אל { -product-name }?
push-signin-body = יש לבחור כדי לבדוק את הכניסה הזו ולאשר אותה אם זה אכן את/ה.
