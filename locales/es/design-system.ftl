### Componentes del sistema de diseño (español)

## Button

button-continue = Continuar

## Loading spinner

loading-spinner-label = Cargando…
