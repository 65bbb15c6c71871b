### רכיבי מערכת העיצוב (עברית)

## Button

button-continue = המשך

## Loading spinner

loading-spinner-label = בטעינה…
