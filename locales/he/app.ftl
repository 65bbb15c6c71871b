### מחרוזות היישום (עברית)

## Cookies disabled: shown when the browser keeps the product from using local storage or cookies.

cookies-disabled-heading = נדרשים אחסון מקומי ועוגיות
cookies-disabled-text = נא להפעיל עוגיות ואחסון מקומי בדפדפן כדי לגשת לחשבון ה־{ -product-name } שלך.
cookies-disabled-learn-more = מידע נוסף
cookies-disabled-try-again = לנסות שוב

## Entry page: the email-first step that leads to sign-in or sign-up.

entry-heading = הזנת כתובת הדוא״ל שלך
entry-subheading = המשך לחשבון ה־{ -product-name } שלך
entry-email-label = דוא״ל
entry-submit = הרשמה או התחברות
entry-suggestion-text = האם התכוונת ל־{ $suggestion }?
entry-suggestion-use = שימוש ב־{ $suggestion }
entry-suggestion-keep = יש לשלוח שוב כדי להשאיר את הכתובת כפי שהוקלדה.
passkey-signin-button = המשך עם מפתח גישה
passkey-signin-cancelled = הכניסה עם מפתח גישה בוטלה. אפשר לנסות שוב כשמוכנים, או להמשיך בדרך אחרת.
passkey-signin-refused-entry = מפתח הגישה הזה לא התקבל. ייתכן שהוסר מהחשבון שלך. יש להזין את כתובת הדוא״ל כדי להיכנס עם הסיסמה.
passkey-signin-refused-password = מפתח הגישה הזה לא התקבל. ייתכן שהוסר מהחשבון שלך. יש להיכנס עם הסיסמה במקום זאת.

## Page not found: shown for any address the product does not serve.

errors-not-found-heading = הדף לא נמצא
errors-not-found-text = הדף שביקשת אינו קיים או שאינו זמין עוד.
errors-not-found-home-link = מעבר לדף הבית של חשבונות { -product-name }

## Reporting a sign-in: reached from the link in the email with an unblock
## code, when the person did not try to sign in.

report-signin-heading = לדווח על התחברות לא מורשית?
report-signin-text = קיבלת הודעת דוא״ל עם קוד שמאשר התחברות לחשבון שלך. אם לא ניסית להתחבר, אפשר לדווח על כך והקוד יפסיק לפעול.
report-signin-submit = דיווח על הפעילות
report-signin-failed-heading = לא ניתן לדווח על ההתחברות הזו
report-signin-damaged-text = בקישור שלחצת עליו חסרים תווים, וייתכן שתוכנת הדוא״ל שלך פגמה בו. יש להעתיק את הכתובת בקפידה ולנסות שוב.
report-signin-used-text = הקוד שבהודעה הזו כבר לא פעיל: כבר נעשה בו שימוש, דווח עליו או שתוקפו פג. אם לא ניסית להתחבר, כדאי לאפס את הססמה כדי לשמור על אבטחת החשבון שלך.
signin-reported-heading = תודה על הערנות
signin-reported-text = תודה שעדכנת אותנו. הקוד שבהודעה כבר לא פעיל, ולכן לא ניתן להשתמש בו כדי להתחבר לחשבון שלך.
signin-reported-advice = ייתכן שמישהו יודע את הססמה שלך. כדאי לאפס אותה עכשיו כדי לשמור על אבטחת החשבון שלך.
report-reset-password = איפוס הססמה שלך

## Password reset: the address, the emailed code, the way to prove it is the account's owner, the recovery key, the new password.

reset-password-heading = איפוס הססמה שלך
reset-password-lead = נשלח קוד אימות לכתובת הדוא״ל שלך.
reset-password-email-label = דוא״ל
reset-password-submit = שליחת קוד
reset-password-remembered = נזכרת בססמה? להתחברות
reset-code-instruction = יש להזין תוך 5 דקות את הקוד בן 6 הספרות ששלחנו אל { $email }.
reset-code-expired-text = יש לבחור ב„שליחת קוד חדש בדוא״ל” שלהלן כדי לקבל קוד חדש, ואז להזין אותו כאן.
reset-choice-heading = בחירת הדרך להמשיך
reset-choice-factor-instruction = בחשבון שלך מופעל אימות דו־שלבי: יש לאשר שזה אכן את/ה באחת הדרכים שהגדרת.
reset-choice-key-instruction = לחשבון שלך יש מפתח לשחזור החשבון, ששומר על הנתונים המסונכרנים שלך בעת איפוס הססמה.
reset-choice-factor-label = אישור באמצעות
reset-choice-totp = יישומון אימות
reset-choice-backup-code = { $count ->
    [one] קוד אימות גיבוי (נותר קוד אחד)
    [two] קוד אימות גיבוי (נותרו שני קודים)
   *[other] קוד אימות גיבוי (נותרו { $count })
}
reset-choice-phone = טלפון לשחזור שמסתיים ב־{ $phone }
reset-choice-key-label = הנתונים המסונכרנים שלך
reset-choice-use-key = לשמור אותם בעזרת המפתח לשחזור החשבון שלי
reset-choice-without-key = להמשיך בלי המפתח לשחזור החשבון שלי (הנתונים המסונכרנים יאבדו)
reset-continue = המשך
reset-totp-heading = הזנת קוד אימות
reset-totp-instruction = יש להזין את הקוד בן 6 הספרות מיישומון האימות שלך.
reset-other-way = בחירת דרך אחרת
reset-backup-code-heading = הזנת קוד אימות גיבוי
reset-backup-code-instruction = יש להזין אחד מהקודים החד־פעמיים ששמרת בעת הגדרת האימות הדו־שלבי.
reset-backup-code-label = יש להזין קוד בן 10 תווים
reset-phone-heading = הזנת קוד שחזור
reset-phone-instruction = קוד בן 6 ספרות נשלח בהודעת טקסט למספר הטלפון שמסתיים ב־{ $phone }. תוקף הקוד יפוג לאחר 5 דקות.
reset-phone-resend = שליחת הקוד מחדש
reset-phone-resent = קוד חדש נשלח לטלפון שלך.
reset-key-heading = הזנת המפתח לשחזור החשבון שלך
reset-key-instruction = המפתח לשחזור החשבון שומר על הנתונים המסונכרנים שלך. אורכו 32 תווים, בקבוצות של 4.
reset-key-hint = הרמז שלך: { $hint }
reset-key-label = מפתח לשחזור החשבון
reset-key-description = אותיות וספרות; רווחים ומקפים אינם נלקחים בחשבון.
reset-key-submit = אישור המפתח לשחזור החשבון
reset-key-missing = אין לך את המפתח לשחזור החשבון?
reset-new-password-heading = יצירת ססמה חדשה
reset-new-password-label = ססמה חדשה
reset-new-password-confirm-label = חזרה על הססמה החדשה
reset-new-password-submit = איפוס הססמה
reset-data-loss-heading = הנתונים המסונכרנים שלך יאבדו
reset-data-loss-text = הנתונים שמסונכרנים עם החשבון שלך (כמו ססמאות, סימניות והיסטוריה) מוצפנים במפתח שרק הססמה שלך או המפתח לשחזור החשבון יכולים לפתוח. איפוס בלעדיהם יוצר מפתח חדש, ולכן לא ניתן יהיה עוד לקרוא את הנתונים המסונכרנים השמורים בחשבון שלך. המכשירים שלך שומרים על עותקים משלהם.
reset-data-loss-use-key = שימוש במפתח לשחזור החשבון במקום זאת
reset-data-kept-text = המפתח לשחזור החשבון פתח את הנתונים המסונכרנים שלך. הם נשארים בחשבון שלך, מוגנים בססמה החדשה.
reset-verified-heading = הססמה שלך אופסה
reset-verified-text = התחברת עם הססמה החדשה שלך. כל שאר המכשירים נותקו.
reset-verified-key-heading = הססמה שלך אופסה והנתונים שלך נשמרו
reset-verified-key-text = הנתונים המסונכרנים שלך נשמרו. המפתח לשחזור החשבון נוצל: כדאי ליצור מפתח חדש בהגדרות כדי שהנתונים שלך יהיו מוגנים גם בפעם הבאה.
reset-verified-sign-in-text = יש להתחבר עם הססמה החדשה כדי להמשיך.
reset-verified-continue = המשך
reset-verified-sign-in = התחברות

## Settings: the frame of every settings page, the settings home, the step-up dialog and the display name page.

settings-title = הגדרות
settings-heading = הגדרות החשבון
settings-nav-label = הגדרות
settings-nav-toggle = תפריט ההגדרות
settings-nav-profile = פרופיל
settings-nav-security = אבטחה
settings-nav-connected-services = שירותים מחוברים
settings-nav-linked-accounts = חשבונות מקושרים
settings-nav-subscriptions = מינויים
settings-nav-data-collection = איסוף נתונים ושימוש בהם
settings-nav-language = שפה
settings-nav-delete-account = מחיקת החשבון
settings-sign-out = התנתקות
settings-back = חזרה להגדרות
settings-section-profile = פרופיל
settings-avatar-label = תמונת פרופיל ברירת מחדל, האות { $letter }
settings-avatar-custom-label = תמונת הפרופיל שלך
settings-row-display-name = שם תצוגה
settings-row-display-name-none = אין
settings-row-primary-email = כתובת דוא״ל ראשית
settings-row-secondary-emails = כתובות דוא״ל משניות
settings-row-secondary-emails-none = אין
settings-email-unconfirmed = לא אומתה
settings-section-security = אבטחה
settings-row-password = ססמה
settings-row-password-set = הוגדרה
settings-row-password-none = עדיין אין ססמה
settings-row-two-step = אימות דו־שלבי
settings-row-two-step-on = פעיל
settings-row-two-step-off = כבוי
settings-row-backup-codes = קודי אימות לגיבוי
settings-row-backup-codes-count =
    { $count ->
        [one] נותר קוד אחד
       *[other] נותרו { $count } קודים
    }
settings-row-backup-codes-none = אין
settings-row-recovery-phone = טלפון לשחזור
settings-row-recovery-phone-none = לא הוגדר
settings-row-recovery-key = מפתח לשחזור החשבון
settings-row-recovery-key-set = הוגדר
settings-row-recovery-key-none = לא הוגדר
settings-section-connected-services = שירותים מחוברים
settings-connected-services-count =
    { $count ->
        [one] מכשיר או יישום אחד מחובר לחשבון שלך.
       *[other] { $count } מכשירים ויישומים מחוברים לחשבון שלך.
    }
settings-section-linked-accounts = חשבונות מקושרים
settings-linked-accounts-none = אין חשבונות צד שלישי מקושרים.
settings-linked-account-google = Google
settings-linked-account-apple = Apple
settings-section-subscriptions = מינויים
settings-subscriptions-none = אין לך מינויים.
settings-section-data-collection = איסוף נתונים ושימוש בהם
settings-data-collection-on = שיתוף נתונים טכניים ונתוני אינטראקציה לשיפור המוצר פעיל.
settings-data-collection-off = שיתוף נתונים טכניים ונתוני אינטראקציה לשיפור המוצר כבוי.
settings-section-language = שפה
settings-language-description = השפה של הדפים האלה. גם תפריט השפות בתחתית כל דף משנה אותה.
settings-section-delete-account = מחיקת החשבון
settings-delete-account-description = מחיקה לצמיתות של החשבון, ההגדרות שלו והנתונים שהוא שומר.
settings-password-compromised-heading = כדאי לשנות את הססמה
settings-password-compromised-description = הססמה שאיתה נכנסת הופיעה בדליפות מידע ידועות, ולכן אחרים עלולים לנסות אותה בחשבון שלך. כדאי לבחור ססמה חדשה כדי לשמור על החשבון.
settings-password-compromised-link = שינוי ססמה
settings-promo-recovery-key-heading = כדאי לאבטח את החשבון עם מפתח לשחזור החשבון
settings-promo-recovery-key-description = אם הססמה תישכח, מפתח שחזור יאפשר לאפס אותה בלי לאבד את הנתונים המסונכרנים.
settings-promo-recovery-key-link = יצירת מפתח שחזור חשבון
settings-promo-recovery-phone-heading = הוספת טלפון לשחזור
settings-promo-recovery-phone-description = אם יישום האימות יאבד, קוד שיישלח בהודעה לטלפון יאפשר לך להתחבר.
settings-promo-recovery-phone-link = הוספת טלפון לשחזור
settings-step-up-heading = נא לאשר שזה אכן את/ה
settings-step-up-description =
    { $minutes ->
        [one] כדי לשמור על החשבון, יש להקליד את הקוד שנשלח אל { $email }. תוקפו יפוג בעוד דקה.
       *[other] כדי לשמור על החשבון, יש להקליד את הקוד שנשלח אל { $email }. תוקפו יפוג בעוד { $minutes } דקות.
    }
settings-step-up-cancel = ביטול
settings-save = שמירה
settings-cancel = ביטול
settings-action-add = הוספה
settings-action-add-picture = הוספת תמונה
settings-action-change-picture = שינוי תמונה
settings-action-create = יצירה
settings-action-change = שינוי
settings-display-name-heading = שם תצוגה
settings-display-name-label = נא להקליד שם תצוגה
settings-display-name-help = מוצג לך ולשירותים שבהם מתבצעת התחברות. ניתן להשאיר ריק כדי להסיר אותו.
settings-display-name-characters = שם התצוגה לא יכול להכיל תווי בקרה, תווים חלופיים (surrogate) או תווים לשימוש פרטי.
settings-display-name-length = שם התצוגה יכול להכיל עד { $max } תווים.
settings-display-name-saved = שם התצוגה עודכן

## The profile picture page.

settings-avatar-heading = תמונת פרופיל
settings-avatar-upload = העלאת תמונה
settings-avatar-camera = צילום תמונה
settings-avatar-remove = הסרת התמונה
settings-avatar-capture = צילום
settings-avatar-camera-label = תצוגה מקדימה של המצלמה
settings-avatar-camera-denied-help = יש לאפשר לאתר זה להשתמש במצלמה בהגדרות הדפדפן, או להעלות תמונה במקום.
settings-avatar-crop-label = מיקום התמונה בעיגול
settings-avatar-crop-help = אפשר לגרור את התמונה, או להתמקד בה ולהשתמש במקשי החצים, כדי למקם את הפנים בעיגול.
settings-avatar-zoom = תקריב
settings-avatar-saved = תמונת הפרופיל עודכנה
settings-avatar-removed = תמונת הפרופיל הוסרה
settings-action-recent-activity = הצגת פעילות אחרונה
settings-activity-heading = פעילות אחרונה
settings-activity-description = אירועי אבטחה בחשבון שלך, מהחדש לישן. אם אינך מזהה אחד מהם, כדאי לשנות את הססמה.
settings-activity-empty = אין עדיין פעילות.
settings-activity-retry = לנסות שוב
settings-event-account-create = החשבון נוצר
settings-event-account-verify = החשבון אומת
settings-event-account-login = התחברות
settings-event-session-verify = ההתחברות אומתה
settings-event-session-destroy = התנתקות
settings-event-password-changed = הססמה שונתה
settings-event-password-reset = הססמה אופסה
settings-event-password-added = נוצרה ססמה
settings-event-display-name-changed = שם התצוגה שונה
settings-event-login-unblocked = חסימת ההתחברות שוחררה בקוד שנשלח בדוא״ל
settings-event-login-unblock-rejected = קוד שגוי לשחרור חסימת התחברות
settings-event-two-factor-added = האימות הדו־שלבי הופעל
settings-event-two-factor-removed = האימות הדו־שלבי כובה
settings-event-two-factor-replaced = יישומון האימות הוחלף
settings-event-backup-codes-created = נוצרו קודי אימות לגיבוי
settings-event-backup-codes-replaced = קודי האימות לגיבוי הוחלפו
settings-event-backup-code-signin = התחברות עם קוד אימות לגיבוי
settings-event-backup-code-reset = הססמה אופסה עם קוד אימות לגיבוי
settings-event-recovery-phone-added = טלפון לשחזור נוסף
settings-event-recovery-phone-changed = הטלפון לשחזור שונה
settings-event-recovery-phone-removed = הטלפון לשחזור הוסר
settings-event-recovery-phone-signin = התחברות עם הטלפון לשחזור
settings-event-recovery-phone-reset = הססמה אופסה עם הטלפון לשחזור
settings-event-secondary-email-added = נוספה כתובת דוא״ל משנית
settings-event-secondary-email-verified = כתובת הדוא״ל המשנית אומתה
settings-event-secondary-email-removed = כתובת הדוא״ל המשנית הוסרה
settings-event-recovery-key-added = נוצר מפתח לשחזור החשבון
settings-event-recovery-key-replaced = מפתח שחזור החשבון הוחלף
settings-event-recovery-key-removed = מפתח שחזור החשבון נמחק
settings-event-recovery-key-hint-updated = הרמז למפתח השחזור שונה
settings-event-recovery-key-used = נעשה שימוש במפתח שחזור החשבון
settings-event-unknown = פעילות אחרת בחשבון
settings-data-collection-heading = איסוף נתונים ושימוש בהם
settings-data-collection-label = לעזור לשפר את המוצר
settings-data-collection-help = שיתוף נתונים טכניים ונתוני אינטראקציה על אופן השימוש שלך בחשבון. הם לעולם אינם כוללים את מה שהקלדת או את הססמאות שלך.
settings-data-collection-saved-on = איסוף הנתונים הופעל
settings-data-collection-saved-off = איסוף הנתונים כובה
settings-action-manage-emails = ניהול כתובות דוא״ל
settings-event-primary-email-changed = כתובת הדוא״ל הראשית שונתה
settings-emails-heading = כתובות דוא״ל
settings-emails-description = ההתחברות מתבצעת עם כתובת הדוא״ל הראשית, ואליה נשלחות הודעות על החשבון. כתובות משניות הן כתובות נוספות שלך; כתובת משנית מאומתת יכולה להפוך לכתובת הראשית.
settings-emails-list-label = כתובות הדוא״ל שלך
settings-emails-primary = ראשית
settings-emails-confirmed = מאומתת
settings-emails-make-primary = הגדרה כראשית
settings-emails-remove = הסרה
settings-emails-enter-code = הקלדת קוד
settings-emails-add-heading = הוספת כתובת דוא״ל משנית
settings-emails-add-label = כתובת דוא״ל משנית
settings-emails-add-help = אפשר להוסיף עד { $max } כתובות משניות. נשלח קוד לכתובת החדשה כדי לוודא שהיא שלך.
settings-emails-add = הוספת כתובת
settings-emails-limit = יש לך { $max } כתובות משניות, המספר המרבי לחשבון. יש להסיר אחת כדי להוסיף אחרת.
settings-emails-code-heading = אימות כתובת הדוא״ל המשנית
settings-emails-code-description = נא להקליד את הקוד ששלחנו אל { $email }.
settings-emails-code-cancel = לא עכשיו
settings-emails-confirmed-notice = הכתובת { $email } אומתה.
settings-emails-primary-notice = { $email } היא עכשיו כתובת הדוא״ל הראשית שלך. מעתה יש להתחבר איתה; הססמה נשארת כפי שהייתה.
settings-emails-removed-notice = הכתובת { $email } הוסרה מהחשבון.
settings-emails-taken-notice = הכתובת { $email } שייכת עכשיו לחשבון אחר, ולכן היא כבר לא בחשבון שלך.
settings-emails-gone-notice = הכתובת { $email } כבר לא ממתינה לאישור בחשבון שלך.

## Sign-in: the password step, the confirmation codes and the second factors.

signin-heading = נא להזין את הססמה שלך
signin-force-auth-heading = יש להתחבר כדי להמשיך
signin-password-label = ססמה
signin-submit = התחברות
signin-use-different-account = שימוש בחשבון אחר
signin-forgot-password = שכחת את הססמה?
signin-continue = המשך
signin-passkey-password-for-sync = נכנסת עם מפתח הגישה שלך. הנתונים המסונכרנים נעולים בסיסמה שלך, לכן יש להזין אותה פעם נוספת כדי להמשיך.
signin-passkey-unlock-submit = ביטול נעילה והמשך
signin-token-code-instruction = יש להזין תוך 5 דקות את הקוד שנשלח אל { $email }.
flow-code-sent = קוד חדש נשלח לכתובת הדוא״ל שלך.
flow-add-to-contacts = כדאי להוסיף את { $email } לאנשי הקשר שלך כדי להבטיח מסירה תקינה.
signin-code-expired-text = יש לבחור ב„שליחת קוד חדש בדוא״ל” שלהלן כדי לקבל קוד חדש, ואז להזין אותו כאן.
signin-unblock-heading = אישור ההתחברות הזו
signin-unblock-instruction = יש לחפש בתיבת הדוא״ל את קוד ההרשאה שנשלח אל { $email }.
signin-unblock-label = יש להזין את קוד ההרשאה
signin-totp-heading = הזנת קוד אימות
signin-totp-instruction = יש להזין את הקוד בן 6 הספרות מיישומון האימות שלך.
signin-totp-trouble = בעיה עם הקוד?
signin-recovery-choice-heading = בחירת שיטת שחזור
signin-recovery-choice-instruction = יש לוודא שיש לך גישה לשיטת השחזור שלך.
signin-recovery-choice-label = שיטת שחזור
signin-choice-phone = טלפון לשחזור שמסתיים ב־{ $phone }
signin-choice-code = קוד אימות גיבוי
signin-recovery-code-heading = הזנת קוד אימות גיבוי
signin-recovery-code-instruction = יש להזין אחד מהקודים החד־פעמיים ששמרת בעת הגדרת האימות הדו־שלבי.
signin-recovery-code-label = יש להזין קוד בן 10 תווים
signin-other-method = בחירת שיטה אחרת
signin-recovery-phone-heading = הזנת קוד שחזור
signin-recovery-phone-instruction = קוד בן 6 ספרות נשלח בהודעת טקסט למספר הטלפון שמסתיים ב־{ $phone }. תוקף הקוד יפוג לאחר 5 דקות.
signin-resend-text = שליחת הקוד מחדש
signin-text-resent = קוד חדש נשלח לטלפון שלך.
signin-bounced-heading = אנו מצטערים. נעלנו את החשבון שלך.
signin-bounced-text = הודעת האימות ששלחנו אל { $email } הוחזרה. כדי להגן על הנתונים שלך, יש להתחבר עם חשבון אחר או ליצור חשבון חדש.
signin-confirming-heading = מתבצע אימות של ההתחברות שלך
signin-confirmed-heading = ההתחברות אומתה
signin-confirmed-text = ההתחברות שלך אומתה. אפשר להמשיך מהמקום שבו עצרת.
signin-confirmed-elsewhere-text = ההתחברות שלך אומתה. אפשר לסגור את הלשונית הזו ולחזור למכשיר שבו ניסית להתחבר.
signin-link-failed-heading = לא ניתן להשתמש בקישור הזה
signin-link-failed-text = יש להתחבר שוב כדי לקבל הודעת אימות חדשה בדוא״ל.

## Sign-up: choose a password, confirm the emailed code, celebrate.

signup-heading = יצירת ססמה
signup-for-email = עבור { $email }
signup-change-email = שינוי כתובת הדוא״ל
signup-password-label = ססמה
flow-new-password-rules = לפחות 8 תווים, לא כתובת הדוא״ל שלך ולא ססמה נפוצה.
flow-terms-agreement = המשך התהליך מהווה הסכמה ל{ $terms } ול{ $privacy }.
flow-terms-link = תנאי השימוש
flow-privacy-link = הצהרת הפרטיות
signup-confirm-label = חזרה על הססמה
signup-age-label = מה הגיל שלך?
signup-age-description = כדי ליצור חשבון יש להיות בני 13 ומעלה.
signup-submit = יצירת חשבון
confirm-signup-code-instruction = יש להזין תוך 5 דקות את הקוד בן 6 הספרות ששלחנו אל { $email }.
confirm-signup-code-expired-help = אפשר לשלוח לעצמך קוד חדש באמצעות הכפתור שלהלן, בלי לעזוב את הדף הזה.
flow-resend-limit = ביקשת קודים חדשים יותר מדי פעמים. יש להשתמש בקוד האחרון ששלחנו, או להתחיל מחדש מאוחר יותר.
signup-confirmed-heading = החשבון אומת
signup-confirmed-text = חשבון ה־{ -product-name } שלך מוכן.
signup-verified-heading = כתובת הדוא״ל אומתה
signup-verified-text = כתובת הדוא״ל שלך אומתה וחשבון ה־{ -product-name } שלך מוכן.
signup-confirmed-continue = המשך להגדרות
cannot-create-account-heading = לא ניתן ליצור חשבון
cannot-create-account-text = כדי ליצור חשבון { -product-name } יש לעמוד בדרישות גיל מסוימות.
cannot-create-account-home = חזרה להתחלה

## Page titles shown in the browser tab and announced on route changes.

app-page-title = { $title } | חשבונות { -product-name }
app-page-title-default = חשבונות { -product-name }
app-footer-terms = תנאי שימוש
app-footer-privacy = הצהרת פרטיות

flow-confirmation-code-heading = הזנת קוד אימות
flow-code-label = יש להזין קוד בן 6 ספרות
flow-confirm = אישור
flow-resend-code = שליחת קוד חדש בדוא״ל

## The authorization page

oauth-connecting-title = התחברות לשירות
oauth-connecting-heading = מתבצע חיבור אל { $serviceName }
oauth-connecting-text = בעוד רגע תוחזר לשירות.
oauth-consent-heading = לאפשר ל־{ $serviceName } להשתמש בחשבון שלך?
oauth-consent-signed-in-as = נכנסת בתור { $email }.
oauth-consent-list-label = אם תאפשר זאת, השירות יוכל:
oauth-consent-allow = לאפשר
oauth-consent-cancel = ביטול
oauth-consent-use-different-account = שימוש בחשבון אחר
oauth-permission-openid = לאמת שזה אכן אתה בעת הכניסה
oauth-permission-uid = לראות את המזהה הייחודי של החשבון שלך
oauth-permission-email = לראות את כתובת הדוא״ל שלך
oauth-permission-display-name = לראות את שם התצוגה שלך
oauth-permission-avatar = לראות את תמונת הפרופיל שלך
oauth-permission-offline-access = להישאר מחובר לחשבון שלך עד שתנתק אותו
oauth-permission-other = להשתמש בהרשאה „{ $scope }”
oauth-failed-heading = לא ניתן להשלים את בקשת הכניסה הזו
oauth-failed-text = יש לחזור לשירות שממנו הגעת ולנסות שוב.
oauth-success-title = התחברת לשירות
oauth-success-heading = נכנסת אל { $serviceName }
oauth-success-text = אפשר לסגור את הלשונית הזו ולחזור אל { $serviceName }.

device-title = חיבור מכשיר
device-enter-heading = חיבור מכשיר
device-enter-instruction = יש להקליד את הקוד שמוצג במכשיר שלך.
device-code-label = הקוד מהמכשיר שלך
device-continue = המשך
device-code-invalid = הקוד הזה לא תקין או שתוקפו פג. יש לבדוק את הקוד במכשיר שלך ולנסות שוב.
device-consent-heading = לאפשר את { $serviceName } במכשיר שלך?
device-consent-code = יש לאשר רק אם המכשיר שלך מציג { $userCode }.
device-consent-allow = אישור
device-consent-deny = דחייה
device-approved-heading = המכשיר שלך מחובר
device-approved-text = אפשר לחזור למכשיר שלך: ההתחברות אל { $serviceName } תושלם שם.
device-denied-heading = המכשיר שלך לא חובר
device-denied-text = ל־{ $serviceName } אין גישה לחשבון שלך. אפשר לסגור את הדף הזה.

oauth-signout-title = יציאה
oauth-signout-confirm-heading = לצאת מהחשבון?
oauth-signout-confirm-lead = { $serviceName } ביקש להוציא אותך. היציאה תהיה מהדפדפן הזה ומהשירותים שנכנסת אליהם דרכו.
oauth-signout-confirm-lead-no-service = שירות ביקש להוציא אותך. היציאה תהיה מהדפדפן הזה ומהשירותים שנכנסת אליהם דרכו.
oauth-signout-confirm = יציאה
oauth-signout-cancel = להישאר מחובר
oauth-signout-done-heading = יצאת מהחשבון
oauth-signout-done-text = אפשר לסגור את הלשונית הזו ולחזור אל { $serviceName }.
oauth-signout-done-text-no-service = אפשר לסגור את הלשונית הזו.
oauth-signout-not-here-heading = אין כאן ממה לצאת
oauth-signout-not-here-text = השירות ביקש לסיים הפעלה שאינה זו של הדפדפן הזה, ולכן נשארת מחובר כאן.
oauth-signout-failed-heading = אי אפשר להשלים את בקשת היציאה הזו
oauth-signout-failed-text = כדאי לחזור לשירות שממנו הגעת ולצאת שם.
oauth-try-again = לנסות שוב

## The change password page and the create password page.

settings-change-password-heading = שינוי ססמה
settings-change-password-lead = לאחר שינוי הססמה, החיבור שלך יתנתק בכל שאר המכשירים והשירותים. הנתונים המסונכרנים שלך יישמרו.
settings-change-password-current = הססמה הנוכחית
settings-change-password-forgot = שכחת את הססמה?
settings-change-password-new = ססמה חדשה
settings-change-password-confirm = חזרה על הססמה החדשה
settings-change-password-save = שינוי ססמה
settings-password-changed = הססמה שונתה
settings-create-password-heading = יצירת ססמה
settings-create-password-first = יצירת ססמה
settings-create-password-lead = אפשר להוסיף ססמה כדי להתחבר גם עם כתובת הדוא״ל שלך, בנוסף לדרך שבה מתחברים היום.
settings-create-password-save = יצירת ססמה
settings-password-created = הססמה נוצרה

## Two-step authentication and backup codes in settings.

settings-row-backup-codes-low = נותרו מעט: כדאי ליצור קודים חדשים
settings-action-set-up = הגדרה
settings-action-manage = ניהול
settings-copy-failed = הדפדפן שלך לא איפשר העתקה. יש לבחור את הטקסט ולהעתיק אותו בעצמך.
settings-two-step-heading = אימות דו־שלבי
settings-two-step-off-lead = האימות הדו־שלבי כבוי.
settings-two-step-off-how = כשהוא פעיל, ההתחברות מבקשת את הססמה שלך ואחריה קוד בן שש ספרות מיישומון אימות בטלפון שלך. מי שיודע את הססמה שלך עדיין לא יוכל להתחבר. יתקבלו גם קודי אימות לגיבוי, למקרה שאין לך גישה ליישומון. שאר הדפדפנים והמכשירים המחוברים לחשבון שלך ינותקו לאחר ההפעלה.
settings-two-step-start = הגדרת אימות דו־שלבי
settings-two-step-scan-step-app = יש לפתוח יישומון אימות בטלפון שלך (כל יישומון שתומך בקודים מבוססי זמן).
settings-two-step-scan-step-scan = יש להוסיף חשבון ביישומון ולסרוק את קוד ה־QR הזה.
settings-two-step-scan-step-code = יש להזין את הקוד בן שש הספרות שהיישומון מציג.
settings-two-step-qr-label = קוד QR ליישומון האימות שלך: { $issuer }, { $account }
settings-two-step-show-key = לא ניתן לסרוק את הקוד? אפשר להקליד את המפתח במקום
settings-two-step-key = מפתח
settings-two-step-key-copy = העתקת המפתח
settings-two-step-key-copied = המפתח הועתק
settings-two-step-issuer = מנפיק
settings-two-step-account = חשבון
settings-two-step-kind = סוג
settings-two-step-kind-value = מבוסס זמן, שש ספרות
settings-two-step-code-label = קוד מיישומון האימות שלך
settings-two-step-code-help = קוד חדש מוצג כל 30 שניות.
settings-two-step-verify = המשך
settings-two-step-codes-heading = שמירת קודי האימות לגיבוי
settings-two-step-codes-lead =
    { $count ->
        [one] אם הטלפון שלך יאבד, הקוד הזה יאפשר לך להתחבר. הוא עובד פעם אחת, והוא מוצג רק עכשיו: יש להעתיק, להוריד או להדפיס אותו ולשמור אותו במקום בטוח.
       *[other] אם הטלפון שלך יאבד, { $count } הקודים האלה יאפשרו לך להתחבר. כל קוד עובד פעם אחת, והם מוצגים רק עכשיו: יש להעתיק, להוריד או להדפיס אותם ולשמור אותם במקום בטוח.
    }
settings-two-step-codes-saved = שמרתי את הקודים
settings-two-step-confirm-code-lead = כדי לוודא ששמרת אותם, יש להזין אחד מקודי האימות לגיבוי. הוא ימשיך לעבוד גם אחר כך.
settings-two-step-confirm-code-label = קוד אימות לגיבוי
settings-two-step-finish = הפעלת אימות דו־שלבי
settings-two-step-enabled = האימות הדו־שלבי הופעל
settings-two-step-on-lead = האימות הדו־שלבי פעיל: ההתחברות מבקשת אחרי הססמה קוד מיישומון האימות שלך.
settings-two-step-app = יישומון אימות
settings-two-step-app-on = הקודים מגיעים מהיישומון שהגדרת.
settings-two-step-replace = שימוש ביישומון חדש
settings-two-step-replace-heading = שימוש ביישומון אימות חדש
settings-two-step-replace-lead = היישומון הנוכחי שלך ממשיך לעבוד עד שהקוד של החדש יתקבל. לאחר מכן שאר הדפדפנים והמכשירים המחוברים לחשבון שלך ינותקו.
settings-two-step-replace-confirm = שימוש ביישומון הזה
settings-two-step-replaced = יישומון האימות שלך הוחלף
settings-two-step-disable-heading = כיבוי האימות הדו־שלבי
settings-two-step-disable-lead = ההתחברות תבקש רק את הססמה שלך.
settings-two-step-disable = כיבוי
settings-two-step-disable-confirm-heading = לכבות את האימות הדו־שלבי?
settings-two-step-disable-confirm-lead = קודי האימות לגיבוי וטלפון השחזור שלך יוסרו יחד איתו, וההתחברות תבקש רק את הססמה שלך.
settings-two-step-disable-keep = להשאיר פעיל
settings-two-step-disabled = האימות הדו־שלבי כובה

settings-recovery-phone-heading = טלפון לשחזור
settings-recovery-phone-change-heading = החלפת הטלפון לשחזור
settings-recovery-phone-lead = אם אין לך אפשרות להשתמש ביישומון האימות, נוכל לשלוח קוד בהודעת SMS לטלפון שלך כדי שעדיין תהיה לך אפשרות להיכנס. טלפון לשחזור דורש אימות דו־שלבי.
settings-recovery-phone-change-lead = הטלפון לשחזור יישאר { $phone } עד שהמספר החדש יאושר.
settings-recovery-phone-country = מדינה
settings-recovery-phone-country-option = { $country } ({ $code })
settings-recovery-phone-number = מספר טלפון
settings-recovery-phone-number-help = נשלח אליו קוד בן 6 ספרות בהודעת SMS. ייתכן שיחולו תעריפי הודעות רגילים.
settings-recovery-phone-send = שליחת קוד
settings-recovery-phone-code-lead = יש להקליד את הקוד בן 6 הספרות ששלחנו בהודעת SMS אל { $phone }.
settings-recovery-phone-code-label = הקוד מהודעת ה־SMS
settings-recovery-phone-confirm = אישור
settings-recovery-phone-resend = שליחת קוד חדש ב־SMS
settings-recovery-phone-resent = קוד חדש נשלח אליך בהודעת SMS.
settings-recovery-phone-other-number = שימוש במספר אחר
settings-recovery-phone-set-lead = אם אין לך אפשרות להשתמש ביישומון האימות, נוכל לשלוח קוד בהודעת SMS למספר הזה כדי שעדיין תהיה לך אפשרות להיכנס.
settings-recovery-phone-change = החלפה
settings-recovery-phone-remove = הסרה
settings-recovery-phone-remove-confirm-heading = להסיר את הטלפון לשחזור?
settings-recovery-phone-remove-confirm-lead = לא תהיה עוד אפשרות להיכנס עם קוד שנשלח בהודעת SMS אל { $phone }. יישומון האימות וקודי האימות לגיבוי ימשיכו לעבוד.
settings-recovery-phone-remove-keep = להשאיר
settings-recovery-phone-no-codes = לא נותרו לך קודי אימות לגיבוי, ולכן הטלפון לשחזור הוא הדרך היחידה שלך לחזור לחשבון אם יישומון האימות יאבד. יש ליצור קודי גיבוי חדשים קודם, ורק אז להסיר את הטלפון.
settings-recovery-phone-no-codes-link = יצירת קודי גיבוי חדשים
settings-recovery-phone-added = הטלפון לשחזור נוסף
settings-recovery-phone-changed = הטלפון לשחזור הוחלף
settings-recovery-phone-removed = הטלפון לשחזור הוסר
settings-backup-codes-heading = קודי אימות לגיבוי
settings-backup-codes-list-label =
    { $count ->
        [one] קוד האימות לגיבוי שלך
       *[other] { $count } קודי האימות לגיבוי שלך
    }
settings-backup-codes-copy = העתקת הקודים
settings-backup-codes-copied = הקודים הועתקו
settings-backup-codes-download = הורדה
settings-backup-codes-downloaded = הקודים הורדו כקובץ טקסט
settings-backup-codes-print = הדפסה
settings-backup-codes-file-heading = קודי אימות לגיבוי. כל קוד עובד פעם אחת.
settings-backup-codes-get-new = יצירת קודים חדשים
settings-backup-codes-remaining =
    { $count ->
        [one] יש לך קוד אימות לגיבוי אחד שלא נוצל.
       *[other] יש לך { $count } קודי אימות לגיבוי שלא נוצלו.
    }
settings-backup-codes-none-left = אין לך קודי אימות לגיבוי שלא נוצלו.
settings-backup-codes-low =
    { $count ->
        [0] לא נותרו לך קודי אימות לגיבוי. כדאי ליצור חדשים, כדי שאפשר יהיה להתחבר גם אם הטלפון שלך יאבד.
        [one] נותר רק קוד אימות לגיבוי אחד. כדאי ליצור חדשים, כדי שאפשר יהיה להתחבר גם אם הטלפון שלך יאבד.
       *[other] נותרו רק { $count } קודי אימות לגיבוי. כדאי ליצור חדשים, כדי שאפשר יהיה להתחבר גם אם הטלפון שלך יאבד.
    }
settings-backup-codes-replace-lead = קודים חדשים מחליפים את כל הקודים הנוכחיים שלך, בין אם נוצלו ובין אם לא.
settings-backup-codes-shown-lead =
    { $count ->
        [one] זה הקוד החדש שלך. הקודים הקודמים כבר לא עובדים. הוא מוצג רק עכשיו: יש להעתיק, להוריד או להדפיס אותו ולשמור אותו במקום בטוח.
       *[other] אלה { $count } הקודים החדשים שלך. הקודים הקודמים כבר לא עובדים. הם מוצגים רק עכשיו: יש להעתיק, להוריד או להדפיס אותם ולשמור אותם במקום בטוח.
    }
settings-backup-codes-done = סיום
settings-backup-codes-replaced = קודי האימות לגיבוי החדשים נשמרו
settings-backup-codes-need-two-step = קודי אימות לגיבוי מגיעים יחד עם האימות הדו־שלבי.
settings-backup-codes-set-up-two-step = הגדרת אימות דו־שלבי

## The account recovery key page.

settings-recovery-key-heading = מפתח שחזור חשבון
settings-recovery-key-none-lead = אין לך מפתח שחזור חשבון.
settings-recovery-key-none-how = אם שכחת את הססמה, מפתח שחזור חשבון מאפשר לאפס אותה בלי לאבד את הנתונים המסונכרנים שלך. כדאי לשמור אותו במקום בטוח, הרחק מהמכשירים שלך.
settings-recovery-key-start = יצירת מפתח שחזור חשבון
settings-recovery-key-no-password = המפתח שלך מגן על המפתחות של הנתונים המסונכרנים שלך, וססמה פותחת אותם: לחשבון שלך נדרשת קודם ססמה. יש ליצור ססמה ואז לחזור לכאן כדי ליצור את המפתח.
settings-recovery-key-password-lead = יש להקליד קודם את הססמה. המפתח מגן על המפתחות של הנתונים המסונכרנים שלך, ורק הססמה שלך פותחת אותם.
settings-recovery-key-password-label = ססמה
settings-recovery-key-create = יצירת מפתח
settings-recovery-key-replace-heading = יצירת מפתח שחזור חשבון חדש
settings-recovery-key-replace-lead = יש להקליד את הססמה כדי ליצור מפתח חדש. המפתח הנוכחי יפסיק לעבוד ברגע שהחדש ייווצר.
settings-recovery-key-replace-submit = יצירת מפתח חדש
settings-recovery-key-shown-lead = זה מפתח שחזור החשבון שלך. הוא מוצג רק עכשיו: כדאי להעתיק, להוריד או להדפיס אותו ולשמור אותו במקום בטוח.
settings-recovery-key-value-label = מפתח שחזור החשבון שלך
settings-recovery-key-copy = העתקת המפתח
settings-recovery-key-copied = המפתח הועתק
settings-recovery-key-download = הורדה
settings-recovery-key-downloaded = המפתח הורד כקובץ טקסט
settings-recovery-key-print = הדפסה
settings-recovery-key-file-heading = מפתח שחזור חשבון. בעזרתו אפשר לאפס את הססמה בלי לאבד את הנתונים המסונכרנים.
settings-recovery-key-hint-heading = הוספת רמז (רשות)
settings-recovery-key-hint-lead = רמז מזכיר לך איפה שמרת את המפתח. הוא מוצג כשמאפסים את הססמה עם המפתח. אין לכתוב בו את המפתח עצמו.
settings-recovery-key-hint-label = איפה שמרת את המפתח?
settings-recovery-key-hint-save = שמירת הרמז
settings-recovery-key-hint-saved = הרמז נשמר
settings-recovery-key-hint-required = יש לכתוב רמז לפני השמירה
settings-recovery-key-hint-too-long = הרמז יכול להכיל עד { $max } תווים
settings-recovery-key-hint-characters = יש ברמז תווים שאי אפשר להשתמש בהם
settings-recovery-key-done = סיום
settings-recovery-key-exists-lead = מפתח שחזור החשבון שלך מוגדר. אם שכחת את הססמה, אפשר לאפס אותה עם המפתח ולשמור על הנתונים המסונכרנים.
settings-recovery-key-replace-row = המפתח אבד? אפשר ליצור מפתח חדש; המפתח הנוכחי יפסיק לעבוד.
settings-recovery-key-replace = יצירת מפתח חדש
settings-recovery-key-delete-heading = מחיקת מפתח שחזור החשבון
settings-recovery-key-delete-row = בלי מפתח, איפוס ססמה שנשכחה יגרום לאובדן הנתונים המסונכרנים.
settings-recovery-key-delete = מחיקת המפתח
settings-recovery-key-delete-confirm-heading = למחוק את מפתח שחזור החשבון?
settings-recovery-key-delete-confirm-lead = המפתח יפסיק לעבוד מיד. אם הססמה תישכח, לא יהיה אפשר לשמור על הנתונים המסונכרנים.
settings-recovery-key-delete-keep = להשאיר את המפתח
settings-recovery-key-created = מפתח שחזור החשבון נשמר
settings-recovery-key-deleted = מפתח שחזור החשבון נמחק

## Connected services, language and deleting the account.

settings-action-connected-services = הצגת מכשירים ויישומים
settings-action-delete-account = מחיקת החשבון
settings-clients-heading = שירותים מחוברים
settings-clients-description = כל מה שמחובר לחשבון שלך. אפשר לנתק כל דבר שכבר אינו בשימוש או שאינו מוכר לך.
settings-clients-empty = אין דבר שמחובר לחשבון שלך.
settings-clients-retry = ניסיון חוזר
settings-clients-current = המכשיר הזה
device-browser-on-os = { $browser } על { $os }
device-unknown-browser = דפדפן
device-unknown = מכשיר לא ידוע
settings-clients-unknown-app = יישום
settings-clients-type-desktop = מחשב
settings-clients-type-mobile = טלפון
settings-clients-type-tablet = טאבלט
settings-clients-type-tv = טלוויזיה
settings-clients-type-app = יישום עם גישה לחשבון שלך
settings-clients-location = בסביבת { $place }
settings-clients-last-active = פעילות אחרונה { $relative } ({ $absolute })
settings-clients-sign-out = התנתקות
settings-clients-sign-out-label = התנתקות מ־{ $name }
settings-clients-sign-out-here-label = התנתקות מ־{ $name } (המכשיר הזה)
settings-clients-sign-out-heading = להתנתק מ־{ $name }?
settings-clients-sign-out-description = כדי להתחבר שוב יהיה צורך בססמה. אם נדע למה, נוכל לעזור לשמור על החשבון שלך.
settings-clients-sign-out-here-heading = להתנתק במכשיר הזה?
settings-clients-sign-out-here-description = החיבור כאן יסתיים ויוצג שוב עמוד הפתיחה.
settings-clients-reason-label = מה הסיבה לניתוק?
settings-clients-reason-none = אני כבר לא משתמש בו
settings-clients-reason-lost = הוא אבד או נגנב
settings-clients-reason-suspicious = אני לא מזהה את הפעילות הזאת
settings-clients-advice-heading = { $name } נותק
settings-clients-advice-description = אם ייתכן שמישהו אחר יודע את הססמה שלך, כדאי להחליף אותה עכשיו כדי שלא יוכל להתחבר שוב.
settings-clients-advice-change-password = החלפת הססמה
settings-clients-close = סגירה
settings-language-heading = שפה
settings-language-page-description = בחירת השפה של העמודים האלה. הדפדפן הזה שומר את הבחירה; ברירת המחדל של הדפדפן פועלת לפי השפות של הדפדפן שלך.
settings-language-saved = השפה נשמרה.
settings-language-saved-default = נעשה שימוש בשפות של הדפדפן שלך.
settings-delete-account-heading = מחיקת החשבון
settings-delete-account-lead = מחיקת החשבון היא סופית. לפני שממשיכים, כדאי לבדוק מה יאבד.
settings-delete-account-acknowledge-legend = ידוע לי ש:
settings-delete-account-ack-data = נתונים שנשמרו וסונכרנו עם החשבון הזה, כמו ססמאות, סימניות והיסטוריה, יימחקו.
settings-delete-account-ack-subscriptions = מינויים שמשולמים דרך החשבון הזה יבוטלו.
settings-delete-account-ack-devices = כל מכשיר ויישום שמחוברים עם החשבון הזה ינותקו.
settings-delete-account-ack-permanent = יצירת חשבון חדש עם אותה כתובת דוא״ל לא תחזיר דבר מכל אלה.
settings-delete-account-acknowledge-error = יש לסמן את כל התיבות כדי להמשיך.
settings-delete-account-continue = המשך
settings-delete-account-no-password = מחיקת החשבון דורשת את הססמה שלו, ולחשבון שלך עדיין אין ססמה. יש ליצור ססמה קודם ואז לחזור לכאן.
settings-delete-account-confirm-heading = למחוק את החשבון שלך?
settings-delete-account-confirm-description = יש להזין את הססמה שלך כדי למחוק את החשבון לצמיתות.
settings-delete-account-password-label = ססמה
settings-delete-account-submit = מחיקת החשבון
settings-delete-account-done = החשבון שלך נמחק.

settings-two-step-phone-instead-lead = מעדיפים לא לשמור קודים? טלפון לשחזור יכול לשמש במקום זאת כדרך לחזור לחשבון.
settings-two-step-use-phone = שימוש בטלפון לשחזור במקום זאת

## Set-up steps inside sign-in (/inline_totp_setup, /inline_recovery_setup, /inline_recovery_key_setup)

inline-totp-heading = הפעלת אימות דו־שלבי
inline-totp-why = שירות זה דורש אימות דו־שלבי. יש להגדיר אותו בחשבון שלך כדי להמשיך.
inline-totp-start = המשך
inline-totp-verify = המשך
inline-recovery-heading = בחירת דרך לחזור לחשבון
inline-recovery-lead = אם יאבד לך יישומון האימות, יהיה צורך בדרך אחרת להתחבר. יש לבחור בקודי אימות לגיבוי או בטלפון לשחזור.
inline-recovery-codes = שימוש בקודי אימות לגיבוי
inline-recovery-phone = שימוש בטלפון לשחזור
inline-recovery-back = חזרה
inline-recovery-finish = סיום והמשך

## Legal pages

legal-index-heading = מידע משפטי
legal-index-text = המסמכים החלים על חשבון { -product-name } שלך.
legal-privacy-heading = הצהרת פרטיות
legal-terms-heading = תנאי שימוש
legal-loading = המסמך נטען…
legal-retry = ניסיון חוזר
legal-back-link = חזרה למסמכים המשפטיים
legal-fallback-note = מסמך זה אינו זמין ב{ $requested }, ולכן הוא מוצג ב{ $shown }.
inline-recovery-key-heading = שמירה על הנתונים המסונכרנים שלך
inline-recovery-key-create = יצירת מפתח שחזור חשבון
inline-recovery-key-later = אחר כך
inline-recovery-key-password-label = ססמה
inline-recovery-key-password-text = המפתח נוצר ממפתח ההצפנה של החשבון שלך, שרק הססמה שלך פותחת.
inline-recovery-key-continue = המשך

third-party-or = או
third-party-continue-google = להמשיך עם Google
third-party-continue-apple = להמשיך עם Apple
third-party-name-google = Google
third-party-name-apple = Apple
third-party-name-unknown = השירות האחר
third-party-callback-title = מתבצעת כניסה
third-party-error-heading = הכניסה לא הצליחה
third-party-error-cancelled = הכניסה עם { $provider } בוטלה. החשבון שלך לא השתנה.
third-party-error-provider = { $provider } לא הצליח להכניס אותך (שגיאה: { $code }).
third-party-error-state = הכניסה הזאת לא התחילה בדפדפן הזה, או שהקישור שלה שונה. יש להתחיל מחדש.
third-party-start-again = חזרה לכניסה
third-party-sign-in-to-link = כבר קיים חשבון עם כתובת הדוא״ל הזאת. יש להיכנס אליו, ו־{ $provider } יקושר אליו.
settings-linked-accounts-heading = חשבונות מקושרים
settings-linked-accounts-lead = אפשר להיכנס עם החשבון שלך בשירות אחר. ביטול הקישור כאן לא סוגר את החשבון ההוא.
settings-linked-accounts-linked = מקושר
settings-linked-accounts-not-linked = לא מקושר
settings-linked-accounts-unlink = ביטול הקישור ל־{ $provider }
settings-linked-accounts-link = קישור ל־{ $provider }
settings-linked-accounts-needs-password = { $provider } היא הדרך היחידה להיכנס לחשבון הזה. יש ליצור ססמה לפני ביטול הקישור.
settings-linked-accounts-create-password = יצירת ססמה
settings-linked-accounts-unlinked = הקישור לחשבון בוטל.
third-party-set-password-heading = יצירת ססמה לסנכרון
third-party-set-password-lead = הסנכרון מצפין את הנתונים שלך בססמה שרק לך ידועה. יש ליצור ססמה עבור { $email }.
third-party-set-password-new = ססמה
third-party-set-password-confirm = חזרה על הססמה
third-party-set-password-submit = התחלת הסנכרון

clear-heading = הנתונים השמורים נמחקו
clear-text = דפדפן זה כבר לא שומר נתונים של חשבון { -product-name } עבור אתר זה.
web-channel-example-heading = דוגמה לערוץ הדפדפן
web-channel-example-intro = כל כפתור שולח פקודה אחת לדפדפן דרך הערוץ שלו. תשובות ואירועים מופיעים ביומן שלהלן.
web-channel-example-send = שליחת { $command }
web-channel-example-log-label = יומן הערוץ
web-channel-example-log-empty = עדיין לא נשלח דבר.
web-channel-example-sent = { $command } נשלחה
web-channel-example-reply = תשובה ל־{ $command }: { $data }
web-channel-example-no-reply = אין תשובה ל־{ $command }
web-channel-example-event = הדפדפן שלח { $command }: { $data }
web-channel-example-error = שגיאה { $errno } ב־{ $command }

## Subscription product page

subscription-product-title = מינוי
subscription-product-loading = המינוי בבדיקה…
subscription-product-heading = { $productName }
subscription-product-text = המינוי שלך ל־{ $productName } שייך לחשבון { -product-name } שלך. יש להיכנס לחשבון כדי לנהל אותו.
subscription-product-settings-link = מעבר לחשבון שלך
subscription-product-not-found-heading = המינוי לא נמצא
subscription-product-not-found-text = הקישור הזה לא מוביל למינוי שמוכר לנו. כדאי לבדוק את הקישור, או לעבור לחשבון שלך כדי לראות את המינויים שלך.
subscription-product-error = לא ניתן היה לבדוק את המינוי. יש לבדוק את החיבור ולנסות שוב.
subscription-product-retry = ניסיון חוזר

## Choosing what to sync, and the sync-confirmed page

sync-engines-legend = בחירת מה לסנכרן
sync-engine-bookmarks = סימניות
sync-engine-history = היסטוריה
sync-engine-passwords = ססמאות
sync-engine-addons = תוספות
sync-engine-tabs = לשוניות פתוחות
sync-engine-prefs = העדפות
sync-engine-addresses = כתובות
sync-engine-creditcards = אמצעי תשלום
sync-engines-none = לא נבחר דבר, ולכן שום דבר לא יסונכרן עד שתבחרו משהו בהגדרות הסנכרון של הדפדפן.
sync-engines-payment-methods = אמצעי התשלום מוצפנים בססמה שלך לפני שהם יוצאים מהמכשיר הזה.
sync-confirmed-banner-account = חשבון ה־{ -product-name } אושר
sync-confirmed-banner-password = ססמת הסנכרון נוצרה
sync-confirmed-heading = הסנכרון פועל
sync-confirmed-text = הססמאות, הכתובות, הסימניות, ההיסטוריה ועוד יכולים להסתנכרן בכל מקום שבו משתמשים ב־{ -product-name }.
sync-confirmed-text-payment = הססמאות, אמצעי התשלום, הכתובות, הסימניות, ההיסטוריה ועוד יכולים להסתנכרן בכל מקום שבו משתמשים ב־{ -product-name }.
sync-confirmed-add-device = הוספת מכשיר נוסף
sync-confirmed-manage = ניהול הסנכרון

## Device pairing

pair-heading = חיבור מכשיר נוסף
pair-scan-text = במכשיר שברצונך לחבר, יש לסרוק את הקוד הזה במצלמה שלו.
pair-qr-label = קוד QR לחיבור מכשיר נוסף
pair-scan-waiting = דף זה ממתין למכשיר השני שלך. יש להשאיר אותו פתוח עד לאישור.
pair-confirm-heading = לחבר את המכשיר הזה?
pair-confirm-text = מכשיר מבקש להתחבר אל { $serviceName } בתור { $email }. יש לחבר אותו רק אם הוא שלך וסרקת את הקוד זה עתה.
pair-device-label = מכשיר
pair-place-label = מיקום
pair-unknown = לא ידוע
pair-confirm = חיבור המכשיר
pair-decline = ביטול
pair-done-heading = המכשיר חובר
pair-done-text = המכשיר השני שלך מחובר כעת.
pair-failed-heading = לא ניתן היה לחבר את המכשיר
pair-start-again = להתחיל מחדש
pair-error-cancelled = ביטלת את החיבור. המכשיר השני לא חובר.
pair-error-refused = המכשיר השני שלך לא יכול היה לקבל את הבקשה הזו.
pair-error-closed = החיבור למכשיר השני נסגר.
pair-error-declined = החיבור בוטל במכשיר השני שלך.
pair-error-timeout = המכשיר השני שלך לא ענה בזמן.
pair-error-link = קישור הצימוד הזה אינו שלם. יש לסרוק את הקוד שוב.
pair-error-keys = כדי לשלוח את הנתונים המסונכרנים שלך, יש להתחבר תחילה עם הססמה ולאחר מכן לחבר את המכשיר.
pair-error-no-password = כדי לשלוח את הנתונים המסונכרנים שלך, לחשבון שלך נדרשת ססמה. יש ליצור ססמה בהגדרות החשבון ולאחר מכן לחבר את המכשיר שוב.
pair-error-client = לא ניתן לחבר כך את היישום שבמכשיר השני שלך. במקום זאת, יש להתחבר במכשיר ההוא עם כתובת הדוא״ל שלך.
pair-error-request = המכשיר השני שלך שלח בקשה חלקית, ולכן הוא לא חובר. יש לסרוק את הקוד שוב מהדפדפן שבמכשיר ההוא.
pair-error-device-key = המכשיר השני שלך שלח מפתח שאינו יכול להגן על הנתונים המסונכרנים שלך, ולכן הוא לא חובר ודבר לא נשלח אליו. יש לעדכן את הדפדפן במכשיר ההוא ואז לסרוק את הקוד שוב.
pair-scanned-heading = יש לסרוק את הקוד הזה מהדפדפן
pair-scanned-text = הקוד הזה מחבר דפדפן לחשבון שלך, ולכן יישום מצלמה לא יכול להשתמש בו.
pair-scanned-how = במכשיר הזה, יש לפתוח את הדפדפן שברצונך לחבר, לבחור בהתחברות מהתפריט שלו ובאפשרות לסריקת קוד, ואז לסרוק שוב את הקוד שבמכשיר השני שלך.
pair-password-text = כדי לשלוח את הנתונים המסונכרנים שלך למכשיר השני, יש להזין את הססמה.
pair-password-label = ססמה
pair-supp-connecting-heading = מתבצע חיבור למכשיר השני שלך
pair-supp-waiting-heading = יש לאשר במכשיר השני שלך
pair-supp-waiting-text = יש לבדוק את הבקשה במכשיר שמציג את הקוד ולאשר אותה שם.
pair-supp-done-text = מכשיר זה מחובר. מכאן הדפדפן שלך ממשיך.
pair-supp-sign-in-instead = התחברות עם כתובת דוא״ל במקום זאת
pair-supp-missing = הדפדפן שלך פותח את הדף הזה כשהוא סורק קוד צימוד. כדי לחבר את המכשיר הזה, יש לבחור בהתחברות מתפריט הדפדפן, לבחור באפשרות לסריקת קוד ולסרוק את הקוד שמוצג במכשיר השני שלך.

## Approving a sign-in from another device

signin-push-heading = אישור הכניסה שלך
signin-push-lead = יש לחפש התראה במכשירים האחרים שלך ולאשר שם את הכניסה הזו.
signin-push-waiting = בהמתנה לאישור…
signin-push-use-email = שימוש בקוד שנשלח לדוא״ל במקום זאת
signin-push-confirm-heading = האם זה את/ה שנכנס/ת?
signin-push-confirm-device = מכשיר
signin-push-confirm-location = מיקום
signin-push-confirm-ip = כתובת IP
signin-push-resend = שליחת ההתראה שוב
signin-token-code-push = אישור ממכשיר מחובר אחר במקום זאת
signin-push-resent = ההתראה נשלחה שוב.
signin-push-no-devices = אף אחד מהמכשירים האחרים שלך אינו מחובר כדי לאשר את הכניסה הזו. יש להשתמש במקום זאת בקוד שנשלח לדוא״ל שלך.
signin-push-confirm-lead = יש לאשר רק אם מתבצעת כרגע כניסה שלך במכשיר אחר.
signin-push-confirm-time = זמן
signin-push-confirm-approve = כן, לאשר
signin-push-confirm-decline = לא, לדחות
signin-push-confirm-retry = ניסיון חוזר
signin-push-approved-heading = הכניסה אושרה
signin-push-approved-text = המכשיר האחר שלך מחובר כעת וממשיך מעצמו.
signin-push-declined-heading = הכניסה נדחתה
signin-push-declined-text = המכשיר האחר לא חובר. אם לא ניסית להיכנס, יש לשנות את הססמה.
signin-push-invalid-heading = כבר אי אפשר להשיב על הכניסה הזו
signin-push-invalid-text = כבר ניתנה לה תשובה, או שתוקף הבקשה פג. כדי לנסות שוב, יש להיכנס מחדש במכשיר האחר.
signin-push-confirm-not-you = לא את/ה? כדאי לשנות את הססמה

## The primary address confirmed from the emailed link

primary-email-verified-heading = כתובת הדוא״ל הראשית אושרה
primary-email-verified-account = החשבון שלך מוכן לשימוש.
primary-email-verified-sync = הסנכרון פועל בדפדפן הזה.
primary-email-verified-service = אפשר להתחיל להשתמש ב־{ $serviceName }.

## 'Continue as' and sign-in requests refused before sign-in.

flow-continue-as-heading = המשך עם החשבון שלך
flow-continue-as-letter-label = תמונת החשבון: האות { $letter }
flow-continue-as-picture-label = תמונת הפרופיל של { $name }
flow-continue-as-submit = המשך
flow-continue-as-use-different-account = שימוש בחשבון אחר
flow-continue-as-password-lead = השירות מבקש גם את המפתח של הנתונים המסונכרנים שלך, שרק הססמה שלך פותחת. יש להקליד את הססמה כדי להמשיך.
flow-continue-as-password-label = ססמה
flow-continue-as-no-password-lead = השירות הזה מבקש גם את המפתח של הנתונים המסונכרנים שלך, שרק ססמה פותחת, ולחשבון שלך עדיין אין ססמה. יש ליצור ססמה כדי להמשיך.
flow-continue-as-create-password = יצירת ססמה
oauth-refused-heading = אין לנו אפשרות להכניס אותך לשירות הזה
oauth-refused-unknown-service = הקישור שהביא אותך לכאן מציין שירות שאיננו מכירים, ולכן אין שירות להכניס אותך אליו.
oauth-refused-unregistered-return = השירות ביקש שנחזיר אותך לכתובת שלא רשם אצלנו. כדי לשמור על החשבון שלך, עצרנו כאן.
oauth-refused-damaged-link = הקישור שהביא אותך לכאן חסר או פגום, ולכן איננו יודעים איזה שירות שלח אותך.
oauth-refused-cannot-succeed = השירות ביקש להכניס אותך בדרך שאיננו יכולים לקבל, ולכן הכניסה לא תצליח.
oauth-refused-advice = דבר לא השתנה בחשבון שלך. יש לחזור לשירות שממנו הגעת ולנסות שוב, ואם זה חוזר על עצמו, כדאי לספר על כך לשירות.
oauth-refused-unchecked-heading = לא הצלחנו לבדוק את בקשת הכניסה הזו
oauth-refused-unchecked-advice = יש לבדוק את החיבור לאינטרנט ולנסות שוב.
oauth-refused-try-again = לנסות שוב

## The neutral page of an address that reports an outcome, opened without the steps that lead to it.

flow-no-outcome-heading = אין כאן מה לאשר
flow-no-outcome-text = הדף הזה מאשר צעד שנעשה בדפדפן הזה, ושום צעד כזה לא הוביל לכאן. כדי להתחבר או ליצור חשבון, יש להתחיל מההתחלה.
flow-no-outcome-start = מעבר לדף ההתחלה
flow-outcome-checking-heading = בודקים…

## Passkeys: why the browser's passkey request did not finish, wherever one is made or used.

passkey-ceremony-cancelled = הבקשה למפתח הגישה בוטלה או שפג הזמן שלה. לא בוצע שום שינוי.
passkey-ceremony-already-registered = למכשיר הזה כבר יש מפתח גישה לחשבון הזה.
passkey-ceremony-wrong-site = אי אפשר להשתמש במפתחות גישה בכתובת הזאת.
passkey-ceremony-not-supported = המכשיר הזה לא יכול ליצור או להשתמש במפתח גישה שעובד כאן.
passkey-ceremony-failed = הבקשה למפתח הגישה לא הצליחה. יש לנסות שוב.

## Settings: the passkeys page, its row on the settings home, and the step-up by passkey.

settings-passkeys-heading = מפתחות גישה
settings-passkeys-lead = אפשר להיכנס עם טביעת אצבע, זיהוי פנים, נעילת מסך או מפתח אבטחה במקום הסיסמה. מפתח גישה עובד רק באתר הזה, ולכן אי אפשר לגנוב אותו בדיוג.
settings-passkeys-sync-note = מפתחות גישה עדיין לא פותחים את הנתונים המסונכרנים שלך. כשהסנכרון צריך אותם, עדיין נבקש ממך את הסיסמה.
settings-passkeys-empty = עדיין אין לך מפתחות גישה.
settings-passkeys-retry = ניסיון חוזר
settings-passkeys-add = הוספת מפתח גישה
settings-passkeys-limit = יש לך { $limit } מפתחות גישה, המספר המרבי לחשבון. יש למחוק אחד כדי להוסיף אחר.
settings-passkeys-unsupported = הדפדפן הזה לא יכול ליצור מפתחות גישה. כדי להוסיף אחד, יש לפתוח את הדף בדפדפן או במכשיר שתומכים בהם.
settings-passkeys-created = נוסף ב־{ $date }
settings-passkeys-last-used = שימוש אחרון { $relative } ({ $absolute })
settings-passkeys-never-used = עדיין לא נעשה בו שימוש
settings-passkeys-synced = מסונכרן בין המכשירים שלך על ידי הספק שלו
settings-passkeys-device-only = במכשיר הזה בלבד
settings-passkeys-no-sync-unlock = לא פותח נתונים מסונכרנים
settings-passkeys-unlocks-sync = פותח נתונים מסונכרנים
settings-passkeys-rename = שינוי שם
settings-passkeys-rename-label = שינוי השם של { $name }
settings-passkeys-delete = מחיקה
settings-passkeys-delete-label = מחיקת { $name }
settings-passkeys-name-label = שם מפתח הגישה
settings-passkeys-name-help = עד { $max } תווים, כדי שיהיה אפשר להבחין בין מפתחות הגישה שלך.
settings-passkeys-name-required = יש להזין שם למפתח הגישה.
settings-passkeys-renamed = שם מפתח הגישה שונה.
settings-passkeys-added = מפתח הגישה נוסף.
settings-passkeys-deleted = מפתח הגישה נמחק.
settings-passkeys-remove = מחיקת מפתח הגישה
settings-passkeys-remove-keep = להשאיר אותו
settings-passkeys-remove-confirm-heading = למחוק את מפתח הגישה הזה?
settings-passkeys-remove-confirm-lead = לא תהיה עוד אפשרות להיכנס עם „{ $name }”. ייתכן שהדפדפן או מנהל הסיסמאות ימשיכו להציע אותו עד שישכחו אותו.
settings-passkeys-create-password = יצירת סיסמה
settings-row-passkeys = מפתחות גישה
settings-row-passkeys-value = כניסה בלי סיסמה
settings-step-up-use-passkey = שימוש במפתח גישה
settings-event-passkey-added = מפתח גישה נוסף
settings-event-passkey-removed = מפתח גישה נמחק
settings-event-passkey-signin = כניסה עם מפתח גישה
settings-event-passkey-counter-regressed = מפתח גישה נדחה: ייתכן שהועתק
settings-passkey-offer-heading = כניסה מהירה יותר עם מפתח גישה
settings-passkey-offer-description = בפעם הבאה אפשר להשתמש בטביעת אצבע, בזיהוי פנים או בנעילת מסך במקום להקליד את הסיסמה. קודם נבקש לאשר שזה אכן את/ה.
settings-passkey-offer-create = יצירת מפתח גישה
settings-passkey-offer-not-now = לא עכשיו
