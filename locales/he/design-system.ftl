### רכיבי מערכת העיצוב (עברית)

## Alert bar

alert-bar-close = סגירת ההודעה

## Banner

banner-close = סגירת הבאנר

## Button

button-continue = המשך

## External link

external-link-new-window = נפתח בחלון חדש

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
