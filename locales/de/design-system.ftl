### Komponenten des Designsystems (Deutsch)

## Button

button-continue = Weiter

## Loading spinner

loading-spinner-label = Wird geladen…
