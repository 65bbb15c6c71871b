### Componentes del sistema de diseño (español)

## Alert bar

alert-bar-close = Cerrar mensaje

## Banner

banner-close = Cerrar banner

## Button

button-continue = Continuar

## External link

external-link-new-window = Se abre en una ventana nueva

## Loading spinner

loading-spinner-label = Cargando…

## Status icons: each icon's accessible name

status-icon-alert = Alerta
status-icon-attention = Atención
status-icon-warning = Advertencia
status-icon-backup-codes-enabled = Códigos de autenticación de respaldo activados
status-icon-backup-codes-disabled = Códigos de autenticación de respaldo desactivados
status-icon-recovery-sms-enabled = SMS de recuperación activado
status-icon-recovery-sms-disabled = Desactivado
status-icon-enabled = Activado
status-icon-success = Éxito
status-icon-check = Marca de verificación
status-icon-close = Cerrar mensaje
status-icon-error = Error
status-icon-information = Información
status-icon-lightbulb = Bombilla
