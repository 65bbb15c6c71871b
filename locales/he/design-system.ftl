### רכיבי מערכת העיצוב (עברית)

## Alert bar

alert-bar-close = סגירת ההודעה

## App error screen

app-error-screen-general-heading = שגיאה כללית ביישום
app-error-screen-general-message = משהו השתבש. נא לנסות שוב מאוחר יותר.
app-error-screen-query-parameter-violation-heading = בקשה שגויה: פרמטרי שאילתה לא תקינים
app-error-screen-invalid-session-heading = הפעלה לא תקינה
app-error-screen-invalid-session-message = נא להתנתק ולהתחבר מחדש.

## Banner

banner-close = סגירת הבאנר

## Button

button-continue = המשך

## Dialog

dialog-close = סגירה

## External link

external-link-new-window = נפתח בחלון חדש

## Language selector

language-selector-label = בחירת שפה
language-selector-close = סגירת רשימת השפות
language-selector-browser-default = ברירת המחדל של הדפדפן

## Page layout

illustrations-word-mark = חשבונות { -product-name }
layout-continue-to-service-subheading = כדי להמשיך אל { $serviceName }
layout-continue-to-service-heading = המשך אל { $serviceName }
layout-for-your-account = עבור חשבון ה־{ -product-name } שלך

## Loading spinner

loading-spinner-label = בטעינה…

## Password field

password-field-show = הצגת הססמה

## Status icons: each icon's accessible name

status-icons-alert = התראה
status-icons-attention = לתשומת לבך
status-icons-warning = אזהרה
status-icons-backup-codes-enabled = קודי אימות גיבוי מופעלים
status-icons-backup-codes-disabled = קודי אימות גיבוי מושבתים
status-icons-recovery-sms-enabled = SMS לשחזור מופעל
status-icons-recovery-sms-disabled = מושבת
status-icons-enabled = מופעל
status-icons-success = הצלחה
status-icons-check = סימן וי
status-icons-close = סגירת ההודעה
status-icons-error = שגיאה
status-icons-information = מידע
status-icons-lightbulb = נורה

## Illustrations: each one's accessible description

illustrations-cloud-key = ענן עם מפתח
illustrations-password-chat = מנעול לצד בועת צ׳אט ובה ססמה מוסתרת
illustrations-email-code = מעטפה עם קוד מוסתר וחץ
illustrations-phone-code = טלפון המציג ספרות מוסתרות ומנעול
illustrations-lightbulb = נורה
illustrations-bell = פעמון התראות
illustrations-recovery-document = מסמך עם תווים מוסתרים ותג קוד
illustrations-connected-devices = מסך עם לבבות ושני טלפונים
illustrations-success-pill = סימן וי בתוך גלולה ירוקה
illustrations-sync-arrows = שני חצים המסתובבים במעגל
illustrations-copied-code = לוח גזירה עם קוד מוסתר בתוך בועה
illustrations-devices-code = טלפון ומחשב נייד עם סוגרי קוד
illustrations-sync-clouds = שני עננים וחצים ביניהם
illustrations-password-changed = מנעול עם סימן וי
footer-links-label = מידע משפטי
link-back = חזרה
