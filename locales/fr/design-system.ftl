### Composants du système de conception (français)

## Button

button-continue = Continuer

## Loading spinner

loading-spinner-label = Chargement…
