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

## Status icons: each icon's accessible name

status-icon-alert = התראה
status-icon-attention = לתשומת לבך
status-icon-warning = אזהרה
status-icon-backup-codes-enabled = קודי אימות גיבוי מופעלים
status-icon-backup-codes-disabled = קודי אימות גיבוי מושבתים
status-icon-recovery-sms-enabled = SMS לשחזור מופעל
status-icon-recovery-sms-disabled = מושבת
status-icon-enabled = מופעל
status-icon-success = הצלחה
status-icon-check = סימן וי
status-icon-close = סגירת ההודעה
status-icon-error = שגיאה
status-icon-information = מידע
status-icon-lightbulb = נורה
