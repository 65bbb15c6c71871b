### Componentes del sistema de diseño (español)

## Alert bar

alert-bar-close = Cerrar mensaje

## App error screen

app-error-screen-general-heading = Error general de la aplicación
app-error-screen-general-message = Algo ha salido mal. Vuelve a intentarlo más tarde.
app-error-screen-query-parameter-violation-heading = Solicitud incorrecta: parámetros de consulta no válidos
app-error-screen-invalid-session-heading = Sesión no válida
app-error-screen-invalid-session-message = Cierra la sesión y vuelve a iniciarla.

## Banner

banner-close = Cerrar banner

## Button

button-continue = Continuar

## Dialog

dialog-close = Cerrar

## External link

external-link-new-window = Se abre en una ventana nueva

## Language selector

language-selector-label = Seleccionar idioma
language-selector-close = Cerrar la lista de idiomas
language-selector-browser-default = Predeterminado del navegador

## Page layout

illustrations-word-mark = Cuentas de { -product-name }
layout-continue-to-service-subheading = para continuar a { $serviceName }
layout-continue-to-service-heading = Continuar a { $serviceName }
layout-for-your-account = para tu cuenta de { -product-name }

## Loading spinner

loading-spinner-label = Cargando…

## Password field

password-field-show = Mostrar contraseña

## Status icons: each icon's accessible name

status-icons-alert = Alerta
status-icons-attention = Atención
status-icons-warning = Advertencia
status-icons-backup-codes-enabled = Códigos de autenticación de respaldo activados
status-icons-backup-codes-disabled = Códigos de autenticación de respaldo desactivados
status-icons-recovery-sms-enabled = SMS de recuperación activado
status-icons-recovery-sms-disabled = Desactivado
status-icons-enabled = Activado
status-icons-success = Éxito
status-icons-check = Marca de verificación
status-icons-close = Cerrar mensaje
status-icons-error = Error
status-icons-information = Información
status-icons-lightbulb = Bombilla

## Illustrations: each one's accessible description

illustrations-cloud-key = Una nube con una llave
illustrations-password-chat = Un candado junto a un bocadillo de chat con una contraseña oculta
illustrations-email-code = Un sobre con un código oculto y una flecha
illustrations-phone-code = Un teléfono con dígitos ocultos y un candado
illustrations-lightbulb = Una bombilla
illustrations-bell = Una campana de notificaciones
illustrations-recovery-document = Un documento con caracteres ocultos y una insignia de código
illustrations-connected-devices = Un monitor con corazones y dos teléfonos
illustrations-success-pill = Una marca de verificación en una píldora verde
illustrations-sync-arrows = Dos flechas que giran en círculo
illustrations-copied-code = Un portapapeles con un código oculto en un bocadillo
illustrations-devices-code = Un teléfono y un portátil con corchetes de código
illustrations-sync-clouds = Dos nubes con flechas entre ellas
illustrations-password-changed = Un candado con una marca de verificación
footer-links-label = Información legal
link-back = Atrás
