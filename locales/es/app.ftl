### Textos de la aplicación (español)

## Cookies disabled: shown when the browser keeps the product from using local storage or cookies.

cookies-disabled-heading = Se necesitan el almacenamiento local y las cookies
cookies-disabled-text = Activa las cookies y el almacenamiento local en tu navegador para acceder a tu cuenta de { -product-name }.
cookies-disabled-learn-more = Más información
cookies-disabled-try-again = Reintentar

## Entry page: the email-first step that leads to sign-in or sign-up.

entry-heading = Introduce tu correo electrónico
entry-subheading = Continuar a tu cuenta de { -product-name }
entry-oauth-error-heading = No se puede usar esta solicitud de inicio de sesión
entry-email-label = Correo electrónico
entry-submit = Registrarse o iniciar sesión
entry-suggestion-text = ¿Querías decir { $suggestion }?
entry-suggestion-use = Usar { $suggestion }
entry-suggestion-keep = Vuelve a enviar para mantener la dirección tal como la has escrito.

## Page not found: shown for any address the product does not serve.

errors-not-found-heading = Página no encontrada
errors-not-found-text = La página que has solicitado no existe o ya no está disponible.
errors-not-found-home-link = Ir a la página de inicio de las cuentas de { -product-name }

## Reporting a sign-in: reached from the link in the email with an unblock
## code, when the person did not try to sign in.

report-signin-heading = ¿Informar de un inicio de sesión no autorizado?
report-signin-text = Has recibido un correo con un código para permitir un inicio de sesión en tu cuenta. Si no has intentado iniciar sesión, infórmanos y el código dejará de funcionar.
report-signin-submit = Informar de la actividad
report-signin-failed-heading = No se puede informar de este inicio de sesión
report-signin-damaged-text = Al enlace en el que hiciste clic le faltaban caracteres; puede que tu cliente de correo lo haya dañado. Copia la dirección con cuidado y vuelve a intentarlo.
report-signin-used-text = El código de este correo ya no funciona: ya se usó, ya se informó de él o ha caducado. Si no has intentado iniciar sesión, restablece tu contraseña para mantener segura tu cuenta.
signin-reported-heading = Gracias por tu vigilancia
signin-reported-text = Gracias por avisarnos. El código del correo ya no funciona, así que no se puede usar para iniciar sesión en tu cuenta.
signin-reported-advice = Puede que alguien conozca tu contraseña. Restablécela ahora para mantener segura tu cuenta.
report-reset-password = Restablece tu contraseña

## Password reset: the address, the emailed code, the way to prove it is the account's owner, the recovery key, the new password.

reset-password-heading = Restablece tu contraseña
reset-password-lead = Te enviaremos un código de confirmación por correo electrónico.
reset-password-email-label = Correo electrónico
reset-password-submit = Enviar código
reset-password-remembered = ¿Recuerdas tu contraseña? Inicia sesión
reset-code-instruction = Introduce en menos de 5 minutos el código de 6 dígitos que enviamos a { $email }.
reset-code-expired-text = Selecciona «Enviar un código nuevo por correo» aquí abajo para recibir otro y, después, introdúcelo aquí.
reset-choice-heading = Elige cómo continuar
reset-choice-factor-instruction = Tu cuenta tiene activada la autenticación en dos pasos: confirma que eres tú con uno de los métodos que configuraste.
reset-choice-key-instruction = Tu cuenta tiene una clave de recuperación de la cuenta, que conserva tus datos sincronizados al restablecer la contraseña.
reset-choice-factor-label = Confirmar con
reset-choice-totp = Aplicación de autenticación
reset-choice-backup-code = { $count ->
    [one] Código de autenticación de respaldo (queda { $count })
   *[other] Código de autenticación de respaldo (quedan { $count })
}
reset-choice-phone = Teléfono de recuperación terminado en { $phone }
reset-choice-key-label = Tus datos sincronizados
reset-choice-use-key = Conservarlos con mi clave de recuperación de la cuenta
reset-choice-without-key = Continuar sin mi clave de recuperación de la cuenta (se perderán los datos sincronizados)
reset-continue = Continuar
reset-totp-heading = Introduce el código de autenticación
reset-totp-instruction = Introduce el código de 6 dígitos de tu aplicación de autenticación.
reset-other-way = Elegir otro método
reset-backup-code-heading = Introduce un código de autenticación de respaldo
reset-backup-code-instruction = Introduce uno de los códigos de un solo uso que guardaste al configurar la autenticación en dos pasos.
reset-backup-code-label = Introduce el código de 10 caracteres
reset-phone-heading = Introduce el código de recuperación
reset-phone-instruction = Se ha enviado un código de 6 dígitos por SMS al número de teléfono terminado en { $phone }. Este código caduca a los 5 minutos.
reset-phone-resend = Reenviar código
reset-phone-resent = Se ha enviado un código nuevo a tu teléfono.
reset-key-heading = Introduce tu clave de recuperación de la cuenta
reset-key-instruction = Tu clave de recuperación de la cuenta conserva tus datos sincronizados. Tiene 32 caracteres, en grupos de 4.
reset-key-label = Clave de recuperación de la cuenta
reset-key-description = Letras y números; se ignoran los espacios y los guiones.
reset-key-submit = Confirmar la clave de recuperación de la cuenta
reset-key-missing = ¿No tienes tu clave de recuperación de la cuenta?
reset-new-password-heading = Crea una contraseña nueva
reset-new-password-label = Contraseña nueva
reset-new-password-confirm-label = Repite la contraseña nueva
reset-new-password-submit = Restablecer contraseña
reset-data-loss-heading = Se perderán tus datos sincronizados
reset-data-loss-text = Los datos sincronizados con tu cuenta (como contraseñas, marcadores e historial) están cifrados con una clave que solo pueden abrir tu contraseña o tu clave de recuperación de la cuenta. Si restableces la contraseña sin ellas, se crea una clave nueva y los datos sincronizados guardados con tu cuenta ya no se podrán leer. Tus dispositivos conservan sus propias copias.
reset-data-loss-use-key = Usar mi clave de recuperación de la cuenta en su lugar
reset-data-kept-text = Tu clave de recuperación de la cuenta ha abierto tus datos sincronizados. Siguen en tu cuenta, protegidos por tu nueva contraseña.
reset-verified-heading = Se ha restablecido tu contraseña
reset-verified-text = Has iniciado sesión con tu nueva contraseña. Se ha cerrado la sesión en todos los demás dispositivos.
reset-verified-key-heading = Se ha restablecido tu contraseña y se han conservado tus datos
reset-verified-key-text = Tus datos sincronizados se han conservado. Tu clave de recuperación de la cuenta ya se ha usado: crea una nueva en tu configuración para proteger tus datos la próxima vez.
reset-verified-sign-in-text = Inicia sesión con tu nueva contraseña para continuar.
reset-verified-continue = Continuar
reset-verified-sign-in = Iniciar sesión

## Settings: the frame of every settings page, the settings home, the step-up dialog and the display name page.

settings-title = Configuración
settings-heading = Configuración de la cuenta
settings-nav-label = Configuración
settings-nav-toggle = Menú de configuración
settings-nav-profile = Perfil
settings-nav-security = Seguridad
settings-nav-connected-services = Servicios conectados
settings-nav-linked-accounts = Cuentas vinculadas
settings-nav-subscriptions = Suscripciones
settings-nav-data-collection = Recopilación y uso de datos
settings-nav-language = Idioma
settings-nav-delete-account = Eliminar cuenta
settings-sign-out = Cerrar sesión
settings-back = Volver a la configuración
settings-section-profile = Perfil
settings-avatar-label = Avatar predeterminado, letra { $letter }
settings-avatar-custom-label = Tu foto de perfil
settings-row-display-name = Nombre para mostrar
settings-row-display-name-none = Ninguno
settings-row-primary-email = Correo electrónico principal
settings-row-secondary-emails = Correos electrónicos secundarios
settings-row-secondary-emails-none = Ninguno
settings-email-unconfirmed = Sin confirmar
settings-section-security = Seguridad
settings-row-password = Contraseña
settings-row-password-set = Establecida
settings-row-password-none = Aún no hay contraseña
settings-row-two-step = Autenticación en dos pasos
settings-row-two-step-on = Activada
settings-row-two-step-off = Desactivada
settings-row-backup-codes = Códigos de autenticación de respaldo
settings-row-backup-codes-count =
    { $count ->
        [one] Queda { $count } código
       *[other] Quedan { $count } códigos
    }
settings-row-backup-codes-none = Ninguno
settings-row-recovery-phone = Teléfono de recuperación
settings-row-recovery-phone-none = No establecido
settings-row-recovery-key = Clave de recuperación de la cuenta
settings-row-recovery-key-set = Establecida
settings-row-recovery-key-none = No establecida
settings-section-connected-services = Servicios conectados
settings-connected-services-count =
    { $count ->
        [one] { $count } dispositivo o aplicación ha iniciado sesión en tu cuenta.
       *[other] { $count } dispositivos y aplicaciones han iniciado sesión en tu cuenta.
    }
settings-section-linked-accounts = Cuentas vinculadas
settings-linked-accounts-none = No hay cuentas de terceros vinculadas.
settings-linked-account-google = Google
settings-linked-account-apple = Apple
settings-section-subscriptions = Suscripciones
settings-subscriptions-none = No tienes suscripciones.
settings-section-data-collection = Recopilación y uso de datos
settings-data-collection-on = Compartir datos técnicos y de interacción para ayudar a mejorar el producto está activado.
settings-data-collection-off = Compartir datos técnicos y de interacción para ayudar a mejorar el producto está desactivado.
settings-section-language = Idioma
settings-language-description = El idioma de estas páginas. El menú de idioma al pie de cada página también lo cambia.
settings-section-delete-account = Eliminar cuenta
settings-delete-account-description = Elimina de forma permanente tu cuenta, su configuración y los datos que guarda.
settings-promo-recovery-key-heading = Protege tu cuenta con una clave de recuperación
settings-promo-recovery-key-description = Si olvidas tu contraseña, una clave de recuperación te permite restablecerla sin perder tus datos sincronizados.
settings-promo-recovery-key-link = Ver tu configuración de seguridad
settings-promo-recovery-phone-heading = Añade un teléfono de recuperación
settings-promo-recovery-phone-description = Si pierdes tu aplicación de autenticación, un código enviado por SMS a tu teléfono te permite iniciar sesión.
settings-promo-recovery-phone-link = Ver tu configuración de seguridad
settings-step-up-heading = Confirma que eres tú
settings-step-up-description =
    { $minutes ->
        [one] Para proteger tu cuenta, introduce el código que enviamos a { $email }. Caduca en { $minutes } minuto.
       *[other] Para proteger tu cuenta, introduce el código que enviamos a { $email }. Caduca en { $minutes } minutos.
    }
settings-step-up-cancel = Cancelar
settings-save = Guardar
settings-cancel = Cancelar
settings-action-add = Añadir
settings-action-change = Cambiar
settings-display-name-heading = Nombre para mostrar
settings-display-name-label = Introduce el nombre para mostrar
settings-display-name-help = Se muestra a ti y a los servicios en los que inicias sesión. Déjalo vacío para quitarlo.
settings-display-name-characters = Tu nombre para mostrar no puede contener caracteres de control, sustitutos ni de uso privado.
settings-display-name-length = Tu nombre para mostrar puede tener como máximo { $max } caracteres.
settings-display-name-saved = Nombre para mostrar actualizado
settings-action-recent-activity = Ver actividad reciente
settings-activity-heading = Actividad reciente
settings-activity-description = Eventos de seguridad de tu cuenta, los más recientes primero. Si no reconoces alguno, cambia tu contraseña.
settings-activity-empty = Todavía no hay actividad.
settings-activity-retry = Intentar de nuevo
settings-event-account-create = Cuenta creada
settings-event-account-verify = Cuenta confirmada
settings-event-account-login = Sesión iniciada
settings-event-session-verify = Inicio de sesión confirmado
settings-event-session-destroy = Sesión cerrada
settings-event-password-changed = Contraseña cambiada
settings-event-password-reset = Contraseña restablecida
settings-event-display-name-changed = Nombre para mostrar cambiado
settings-event-login-unblocked = Inicio de sesión desbloqueado con un código enviado por correo
settings-event-login-unblock-rejected = Código incorrecto para desbloquear un inicio de sesión
settings-event-two-factor-added = Autenticación en dos pasos activada
settings-event-two-factor-removed = Autenticación en dos pasos desactivada
settings-event-two-factor-replaced = Aplicación de autenticación cambiada
settings-event-backup-codes-created = Códigos de autenticación de respaldo creados
settings-event-backup-codes-replaced = Códigos de autenticación de respaldo reemplazados
settings-event-backup-code-signin = Sesión iniciada con un código de autenticación de respaldo
settings-event-backup-code-reset = Contraseña restablecida con un código de autenticación de respaldo
settings-event-recovery-phone-added = Teléfono de recuperación añadido
settings-event-recovery-phone-changed = Teléfono de recuperación cambiado
settings-event-recovery-phone-removed = Teléfono de recuperación eliminado
settings-event-recovery-phone-signin = Sesión iniciada con el teléfono de recuperación
settings-event-recovery-phone-reset = Contraseña restablecida con el teléfono de recuperación
settings-event-secondary-email-added = Correo secundario añadido
settings-event-secondary-email-verified = Correo secundario confirmado
settings-event-secondary-email-removed = Correo secundario eliminado
settings-event-recovery-key-added = Clave de recuperación de la cuenta creada
settings-event-recovery-key-replaced = Clave de recuperación de la cuenta reemplazada
settings-event-recovery-key-removed = Clave de recuperación de la cuenta eliminada
settings-event-recovery-key-hint-updated = Pista de la clave de recuperación cambiada
settings-event-recovery-key-used = Clave de recuperación de la cuenta usada
settings-event-unknown = Otra actividad de la cuenta
settings-data-collection-heading = Recopilación y uso de datos
settings-data-collection-label = Ayuda a mejorar el producto
settings-data-collection-help = Comparte datos técnicos y de interacción sobre cómo usas tu cuenta. Nunca incluyen lo que escribes ni tus contraseñas.
settings-data-collection-saved-on = Recopilación de datos activada
settings-data-collection-saved-off = Recopilación de datos desactivada

## Sign-in: the password step, the confirmation codes and the second factors.

signin-heading = Introduce tu contraseña
signin-force-auth-heading = Inicia sesión para continuar
signin-password-label = Contraseña
signin-submit = Iniciar sesión
signin-use-different-account = Usar otra cuenta
signin-forgot-password = ¿Has olvidado la contraseña?
signin-continue = Continuar
signin-token-code-instruction = Introduce en menos de 5 minutos el código enviado a { $email }.
flow-code-sent = Se ha enviado un código nuevo a tu correo electrónico.
flow-add-to-contacts = Añade { $email } a tus contactos para que los mensajes lleguen sin problemas.
signin-code-expired-text = Selecciona «Enviar un código nuevo por correo» aquí abajo para recibir otro y, después, introdúcelo aquí.
signin-unblock-heading = Autoriza este inicio de sesión
signin-unblock-instruction = Busca en tu correo el código de autorización enviado a { $email }.
signin-unblock-label = Introduce el código de autorización
signin-totp-heading = Introduce el código de autenticación
signin-totp-instruction = Introduce el código de 6 dígitos de tu aplicación de autenticación.
signin-totp-trouble = ¿Problemas con el código?
signin-recovery-choice-heading = Elige un método de recuperación
signin-recovery-choice-instruction = Asegúrate de tener acceso a tu método de recuperación.
signin-recovery-choice-label = Método de recuperación
signin-choice-phone = Teléfono de recuperación terminado en { $phone }
signin-choice-code = Código de autenticación de respaldo
signin-recovery-code-heading = Introduce un código de autenticación de respaldo
signin-recovery-code-instruction = Introduce uno de los códigos de un solo uso que guardaste al configurar la autenticación en dos pasos.
signin-recovery-code-label = Introduce el código de 10 caracteres
signin-other-method = Elegir otro método
signin-recovery-phone-heading = Introduce el código de recuperación
signin-recovery-phone-instruction = Se ha enviado un código de 6 dígitos por SMS al número de teléfono terminado en { $phone }. Este código caduca a los 5 minutos.
signin-resend-text = Reenviar código
signin-text-resent = Se ha enviado un código nuevo a tu teléfono.
signin-bounced-heading = Lo sentimos. Hemos bloqueado tu cuenta.
signin-bounced-text = El correo de confirmación que enviamos a { $email } ha sido devuelto. Para proteger tus datos, inicia sesión con otra cuenta o crea una nueva.
signin-confirming-heading = Confirmando tu inicio de sesión
signin-confirmed-heading = Inicio de sesión confirmado
signin-confirmed-text = Tu inicio de sesión está confirmado. Puedes continuar donde lo dejaste.
signin-confirmed-elsewhere-text = Tu inicio de sesión está confirmado. Puedes cerrar esta pestaña y volver al dispositivo en el que estabas iniciando sesión.
signin-link-failed-heading = Este enlace no se puede usar
signin-link-failed-text = Vuelve a iniciar sesión para recibir un nuevo correo de confirmación.

## Sign-up: choose a password, confirm the emailed code, celebrate.

signup-heading = Crea una contraseña
signup-for-email = para { $email }
signup-change-email = Cambiar correo electrónico
signup-password-label = Contraseña
flow-new-password-rules = Al menos 8 caracteres, que no sea tu dirección de correo y que no sea una contraseña común.
signup-confirm-label = Repite la contraseña
signup-age-label = ¿Cuántos años tienes?
signup-age-description = Debes tener 13 años o más para crear una cuenta.
signup-submit = Crear cuenta
confirm-signup-code-instruction = Introduce en menos de 5 minutos el código de 6 dígitos que enviamos a { $email }.
confirm-signup-code-expired-help = Envíate un código nuevo con el botón de abajo; puedes quedarte en esta página.
flow-resend-limit = Has pedido códigos nuevos demasiadas veces. Usa el último código que te enviamos o vuelve a empezar más tarde.
signup-confirmed-heading = Cuenta confirmada
signup-confirmed-text = Tu cuenta de { -product-name } está lista.
signup-verified-heading = Correo electrónico confirmado
signup-verified-text = Tu dirección de correo electrónico está confirmada y tu cuenta de { -product-name } está lista.
signup-confirmed-continue = Continuar a la configuración
cannot-create-account-heading = No se puede crear la cuenta
cannot-create-account-text = Debes cumplir ciertos requisitos de edad para crear una cuenta de { -product-name }.
cannot-create-account-home = Volver al inicio

## Page titles shown in the browser tab and announced on route changes.

app-page-title = { $title } | Cuentas de { -product-name }
app-page-title-default = Cuentas de { -product-name }

flow-confirmation-code-heading = Introduce el código de confirmación
flow-code-label = Introduce el código de 6 dígitos
flow-confirm = Confirmar
flow-resend-code = Enviar un código nuevo por correo

## The authorization page

oauth-connecting-title = Iniciar sesión en un servicio
oauth-connecting-heading = Conectando con { $serviceName }
oauth-connecting-text = Volverás en un momento.
oauth-consent-heading = ¿Permitir que { $serviceName } use tu cuenta?
oauth-consent-signed-in-as = Has iniciado sesión como { $email }.
oauth-consent-list-label = Si lo permites, este servicio podrá:
oauth-consent-allow = Permitir
oauth-consent-cancel = Cancelar
oauth-consent-use-different-account = Usar otra cuenta
oauth-permission-openid = Confirmar que eres tú al iniciar sesión
oauth-permission-uid = Ver el identificador único de tu cuenta
oauth-permission-email = Ver tu dirección de correo electrónico
oauth-permission-display-name = Ver tu nombre para mostrar
oauth-permission-avatar = Ver tu foto de perfil
oauth-permission-other = Usar el permiso «{ $scope }»
oauth-failed-heading = No se puede completar esta solicitud de inicio de sesión
oauth-failed-text = Vuelve al servicio del que venías e inténtalo de nuevo.
oauth-success-title = Sesión iniciada en un servicio
oauth-success-heading = Has iniciado sesión en { $serviceName }
oauth-success-text = Puedes cerrar esta pestaña y volver a { $serviceName }.
oauth-try-again = Intentar de nuevo
