### Textos de la aplicación (español)

## Cookies disabled: shown when the browser keeps the product from using local storage or cookies.

cookies-disabled-heading = Se necesitan el almacenamiento local y las cookies
cookies-disabled-text = Activa las cookies y el almacenamiento local en tu navegador para acceder a tu cuenta de { -product-name }.
cookies-disabled-learn-more = Más información
cookies-disabled-try-again = Reintentar

## Entry page: the email-first step that leads to sign-in or sign-up.

entry-heading = Introduce tu correo electrónico
entry-subheading = Continuar a tu cuenta de { -product-name }
entry-email-label = Correo electrónico
entry-submit = Registrarse o iniciar sesión
entry-suggestion-text = ¿Querías decir { $suggestion }?
entry-suggestion-use = Usar { $suggestion }
entry-suggestion-keep = Vuelve a enviar para mantener la dirección tal como la has escrito.
passkey-signin-button = Continuar con llave de acceso
passkey-signin-cancelled = Se canceló el inicio de sesión con llave de acceso. Vuelve a intentarlo cuando quieras o continúa de otra forma.
passkey-signin-refused-entry = No se aceptó esa llave de acceso. Puede que se haya eliminado de tu cuenta. Escribe tu correo electrónico para iniciar sesión con tu contraseña.
passkey-signin-refused-password = No se aceptó esa llave de acceso. Puede que se haya eliminado de tu cuenta. Inicia sesión con tu contraseña.

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
reset-key-hint = Tu pista: { $hint }
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
settings-row-backup-codes-low = Te quedan pocos: consigue códigos nuevos
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

settings-password-compromised-heading = Cambia tu contraseña
settings-password-compromised-description = La contraseña con la que iniciaste sesión aparece en filtraciones de datos conocidas, así que otros podrían probarla en tu cuenta. Elige una contraseña nueva para proteger tu cuenta.
settings-password-compromised-link = Cambiar contraseña
settings-promo-recovery-key-heading = Protege tu cuenta con una clave de recuperación
settings-promo-recovery-key-description = Si olvidas tu contraseña, una clave de recuperación te permite restablecerla sin perder tus datos sincronizados.
settings-promo-recovery-key-link = Crear una clave de recuperación de la cuenta
settings-promo-recovery-phone-heading = Añade un teléfono de recuperación
settings-promo-recovery-phone-description = Si pierdes tu aplicación de autenticación, un código enviado por SMS a tu teléfono te permite iniciar sesión.
settings-promo-recovery-phone-link = Añadir un teléfono de recuperación
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
settings-action-add-picture = Añadir imagen
settings-action-change-picture = Cambiar imagen
settings-action-change = Cambiar
settings-action-create = Crear
settings-action-manage-emails = Gestionar correos electrónicos
settings-display-name-heading = Nombre para mostrar
settings-display-name-label = Introduce el nombre para mostrar
settings-display-name-help = Se muestra a ti y a los servicios en los que inicias sesión. Déjalo vacío para quitarlo.
settings-display-name-characters = Tu nombre para mostrar no puede contener caracteres de control, sustitutos ni de uso privado.
settings-display-name-length = Tu nombre para mostrar puede tener como máximo { $max } caracteres.
settings-display-name-saved = Nombre para mostrar actualizado
settings-avatar-heading = Foto de perfil
settings-avatar-upload = Subir foto
settings-avatar-camera = Hacer foto
settings-avatar-remove = Quitar foto
settings-avatar-capture = Capturar
settings-avatar-camera-label = Vista previa de la cámara
settings-avatar-camera-denied-help = Permite que este sitio use tu cámara en la configuración de tu navegador o, en su lugar, sube una foto.
settings-avatar-crop-label = Posición de la imagen en el círculo
settings-avatar-crop-help = Arrastra la imagen, o selecciónala y usa las teclas de flecha, para colocar tu cara en el círculo.
settings-avatar-zoom = Zoom
settings-avatar-saved = Foto de perfil actualizada
settings-avatar-removed = Foto de perfil quitada
settings-action-recent-activity = Ver actividad reciente
settings-action-set-up = Configurar
settings-action-manage = Gestionar
settings-copy-failed = Tu navegador no ha permitido copiar. Selecciona el texto y cópialo tú.
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
settings-event-password-added = Contraseña creada
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
settings-event-primary-email-changed = Correo principal cambiado
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
settings-two-step-heading = Autenticación en dos pasos
settings-two-step-off-lead = La autenticación en dos pasos está desactivada.
settings-two-step-off-how = Con ella activada, al iniciar sesión se te pedirá tu contraseña y, después, un código de seis dígitos de una aplicación de autenticación de tu teléfono. Aunque alguien descubra tu contraseña, no podrá iniciar sesión. También recibirás códigos de autenticación de respaldo para cuando no puedas usar la aplicación. Cuando la actives, se cerrará la sesión en los demás navegadores y dispositivos conectados a tu cuenta.
settings-two-step-start = Configurar la autenticación en dos pasos
settings-two-step-scan-step-app = Abre una aplicación de autenticación en tu teléfono (cualquier aplicación compatible con códigos basados en el tiempo).
settings-two-step-scan-step-scan = Añade una cuenta en la aplicación y escanea este código QR.
settings-two-step-scan-step-code = Introduce el código de seis dígitos que muestra la aplicación.
settings-two-step-qr-label = Código QR para tu aplicación de autenticación: { $issuer }, { $account }
settings-two-step-show-key = ¿No puedes escanear el código? Escribe la clave en su lugar
settings-two-step-key = Clave
settings-two-step-key-copy = Copiar clave
settings-two-step-key-copied = Clave copiada
settings-two-step-issuer = Emisor
settings-two-step-account = Cuenta
settings-two-step-kind = Tipo
settings-two-step-kind-value = Basado en el tiempo, seis dígitos
settings-two-step-code-label = Código de tu aplicación de autenticación
settings-two-step-code-help = Cada 30 segundos aparece un código nuevo.
settings-two-step-verify = Continuar
settings-two-step-codes-heading = Guarda tus códigos de autenticación de respaldo
settings-two-step-codes-lead =
    { $count ->
        [one] Si pierdes tu teléfono, podrás iniciar sesión con este código. Solo funciona una vez y solo se muestra ahora: cópialo, descárgalo o imprímelo, y guárdalo en un lugar seguro.
       *[other] Si pierdes tu teléfono, podrás iniciar sesión con estos { $count } códigos. Cada uno funciona una sola vez y solo se muestran ahora: cópialos, descárgalos o imprímelos, y guárdalos en un lugar seguro.
    }
settings-two-step-codes-saved = He guardado mis códigos
settings-two-step-confirm-code-lead = Para asegurarnos de que los has guardado, introduce uno de tus códigos de autenticación de respaldo. Seguirá funcionando más adelante.
settings-two-step-confirm-code-label = Código de autenticación de respaldo
settings-two-step-finish = Activar la autenticación en dos pasos
settings-two-step-enabled = La autenticación en dos pasos está activada
settings-two-step-on-lead = La autenticación en dos pasos está activada: al iniciar sesión, después de tu contraseña se te pedirá un código de tu aplicación de autenticación.
settings-two-step-app = Aplicación de autenticación
settings-two-step-app-on = Los códigos proceden de la aplicación que configuraste.
settings-two-step-replace = Usar una aplicación nueva
settings-two-step-replace-heading = Usar una nueva aplicación de autenticación
settings-two-step-replace-lead = Tu aplicación actual seguirá funcionando hasta que se acepte el código de la nueva. Después, se cerrará la sesión en los demás navegadores y dispositivos conectados a tu cuenta.
settings-two-step-replace-confirm = Usar esta aplicación
settings-two-step-replaced = Se ha cambiado tu aplicación de autenticación
settings-two-step-disable-heading = Desactivar la autenticación en dos pasos
settings-two-step-disable-lead = Al iniciar sesión solo se te pedirá tu contraseña.
settings-two-step-disable = Desactivar
settings-two-step-disable-confirm-heading = ¿Desactivar la autenticación en dos pasos?
settings-two-step-disable-confirm-lead = También se eliminarán tus códigos de autenticación de respaldo y tu teléfono de recuperación, y al iniciar sesión solo se te pedirá tu contraseña.
settings-two-step-disable-keep = Mantenerla activada
settings-two-step-disabled = La autenticación en dos pasos está desactivada

settings-recovery-phone-heading = Teléfono de recuperación
settings-recovery-phone-change-heading = Cambiar el teléfono de recuperación
settings-recovery-phone-lead = Si no puedes usar tu aplicación de autenticación, podemos enviarte un código por SMS a tu teléfono para que puedas iniciar sesión igualmente. Un teléfono de recuperación requiere la autenticación en dos pasos.
settings-recovery-phone-change-lead = Tu teléfono de recuperación seguirá siendo el { $phone } hasta que confirmes el número nuevo.
settings-recovery-phone-country = País
settings-recovery-phone-country-option = { $country } ({ $code })
settings-recovery-phone-number = Número de teléfono
settings-recovery-phone-number-help = Te enviaremos un código de 6 dígitos por SMS. Pueden aplicarse las tarifas habituales de mensajes.
settings-recovery-phone-send = Enviar código
settings-recovery-phone-code-lead = Introduce el código de 6 dígitos que te enviamos por SMS al { $phone }.
settings-recovery-phone-code-label = Código del SMS
settings-recovery-phone-confirm = Confirmar
settings-recovery-phone-resend = Enviar un código nuevo por SMS
settings-recovery-phone-resent = Te hemos enviado un código nuevo por SMS.
settings-recovery-phone-other-number = Usar otro número
settings-recovery-phone-set-lead = Si no puedes usar tu aplicación de autenticación, podemos enviar un código por SMS a este número para que puedas iniciar sesión igualmente.
settings-recovery-phone-change = Cambiar
settings-recovery-phone-remove = Quitar
settings-recovery-phone-remove-confirm-heading = ¿Quitar el teléfono de recuperación?
settings-recovery-phone-remove-confirm-lead = Ya no podrás iniciar sesión con un código enviado por SMS al { $phone }. Tu aplicación de autenticación y tus códigos de autenticación de respaldo seguirán funcionando.
settings-recovery-phone-remove-keep = Conservarlo
settings-recovery-phone-no-codes = No te quedan códigos de autenticación de respaldo, así que tu teléfono de recuperación es tu única forma de volver a entrar si pierdes tu aplicación de autenticación. Obtén primero códigos de respaldo nuevos y después quita el teléfono.
settings-recovery-phone-no-codes-link = Obtener códigos de respaldo nuevos
settings-recovery-phone-added = Teléfono de recuperación añadido
settings-recovery-phone-changed = Teléfono de recuperación cambiado
settings-recovery-phone-removed = Teléfono de recuperación quitado
settings-backup-codes-heading = Códigos de autenticación de respaldo
settings-backup-codes-list-label =
    { $count ->
        [one] Tu código de autenticación de respaldo
       *[other] Tus { $count } códigos de autenticación de respaldo
    }
settings-backup-codes-copy = Copiar códigos
settings-backup-codes-copied = Códigos copiados
settings-backup-codes-download = Descargar
settings-backup-codes-downloaded = Códigos descargados como archivo de texto
settings-backup-codes-print = Imprimir
settings-backup-codes-file-heading = Códigos de autenticación de respaldo. Cada uno funciona una sola vez.
settings-backup-codes-get-new = Obtener códigos nuevos
settings-backup-codes-remaining =
    { $count ->
        [one] Tienes { $count } código de autenticación de respaldo sin usar.
       *[other] Tienes { $count } códigos de autenticación de respaldo sin usar.
    }
settings-backup-codes-none-left = No tienes códigos de autenticación de respaldo sin usar.
settings-backup-codes-low =
    { $count ->
        [0] No te quedan códigos de autenticación de respaldo. Obtén códigos nuevos para poder seguir iniciando sesión si pierdes tu teléfono.
        [one] Solo te queda { $count } código de autenticación de respaldo. Obtén códigos nuevos para poder seguir iniciando sesión si pierdes tu teléfono.
       *[other] Solo te quedan { $count } códigos de autenticación de respaldo. Obtén códigos nuevos para poder seguir iniciando sesión si pierdes tu teléfono.
    }
settings-backup-codes-replace-lead = Los códigos nuevos sustituyen a todos los actuales, los hayas usado o no.
settings-backup-codes-shown-lead =
    { $count ->
        [one] Este es tu código nuevo. Tus códigos anteriores ya no funcionan. Solo se muestra ahora: cópialo, descárgalo o imprímelo, y guárdalo en un lugar seguro.
       *[other] Estos son tus { $count } códigos nuevos. Tus códigos anteriores ya no funcionan. Solo se muestran ahora: cópialos, descárgalos o imprímelos, y guárdalos en un lugar seguro.
    }
settings-backup-codes-done = Hecho
settings-backup-codes-replaced = Se han guardado los nuevos códigos de autenticación de respaldo
settings-backup-codes-need-two-step = Los códigos de autenticación de respaldo forman parte de la autenticación en dos pasos.
settings-backup-codes-set-up-two-step = Configurar la autenticación en dos pasos

## The account recovery key page.

settings-recovery-key-heading = Clave de recuperación de la cuenta
settings-recovery-key-none-lead = No tienes una clave de recuperación de la cuenta.
settings-recovery-key-none-how = Si olvidas tu contraseña, una clave de recuperación de la cuenta te permite restablecerla sin perder tus datos sincronizados. Guárdala en un lugar seguro, lejos de tus dispositivos.
settings-recovery-key-start = Crear clave de recuperación de la cuenta
settings-recovery-key-no-password = Tu clave protege las claves de tus datos sincronizados, y una contraseña las desbloquea: tu cuenta necesita primero una contraseña. Crea una y vuelve después para crear tu clave.
settings-recovery-key-password-lead = Primero introduce tu contraseña. Tu clave protege las claves de tus datos sincronizados, y solo tu contraseña las desbloquea.
settings-recovery-key-password-label = Contraseña
settings-recovery-key-create = Crear clave
settings-recovery-key-replace-heading = Crear una nueva clave de recuperación de la cuenta
settings-recovery-key-replace-lead = Introduce tu contraseña para crear una clave nueva. Tu clave actual deja de funcionar en cuanto se crea la nueva.
settings-recovery-key-replace-submit = Crear clave nueva
settings-recovery-key-shown-lead = Esta es tu clave de recuperación de la cuenta. Solo se muestra ahora: cópiala, descárgala o imprímela, y guárdala en un lugar seguro.
settings-recovery-key-value-label = Tu clave de recuperación de la cuenta
settings-recovery-key-copy = Copiar clave
settings-recovery-key-copied = Clave copiada
settings-recovery-key-download = Descargar
settings-recovery-key-downloaded = Clave descargada como archivo de texto
settings-recovery-key-print = Imprimir
settings-recovery-key-file-heading = Clave de recuperación de la cuenta. Con ella restableces tu contraseña sin perder tus datos sincronizados.
settings-recovery-key-hint-heading = Añadir una pista (opcional)
settings-recovery-key-hint-lead = Una pista te recuerda dónde guardaste tu clave. Se muestra cuando restableces tu contraseña con la clave. No escribas la clave en ella.
settings-recovery-key-hint-label = ¿Dónde guardaste tu clave?
settings-recovery-key-hint-save = Guardar pista
settings-recovery-key-hint-saved = Pista guardada
settings-recovery-key-hint-required = Escribe una pista antes de guardarla
settings-recovery-key-hint-too-long = La pista puede tener como máximo { $max } caracteres
settings-recovery-key-hint-characters = La pista tiene caracteres que no se pueden usar
settings-recovery-key-done = Listo
settings-recovery-key-exists-lead = Tu clave de recuperación de la cuenta está configurada. Si olvidas tu contraseña, puedes restablecerla con la clave y conservar tus datos sincronizados.
settings-recovery-key-replace-row = ¿Perdiste tu clave? Crea una nueva; la clave actual dejará de funcionar.
settings-recovery-key-replace = Crear clave nueva
settings-recovery-key-delete-heading = Eliminar la clave de recuperación de la cuenta
settings-recovery-key-delete-row = Sin clave, al restablecer una contraseña olvidada pierdes tus datos sincronizados.
settings-recovery-key-delete = Eliminar clave
settings-recovery-key-delete-confirm-heading = ¿Eliminar tu clave de recuperación de la cuenta?
settings-recovery-key-delete-confirm-lead = La clave deja de funcionar de inmediato. Si olvidas tu contraseña, no se podrán conservar tus datos sincronizados.
settings-recovery-key-delete-keep = Conservar clave
settings-recovery-key-created = Clave de recuperación de la cuenta guardada
settings-recovery-key-deleted = Clave de recuperación de la cuenta eliminada
settings-emails-heading = Correos electrónicos
settings-emails-description = Inicias sesión con tu correo electrónico principal, y es ahí adonde llegan los avisos sobre tu cuenta. Los correos electrónicos secundarios son otras direcciones que te pertenecen; una confirmada puede convertirse en tu correo electrónico principal.
settings-emails-list-label = Tus correos electrónicos
settings-emails-primary = Principal
settings-emails-confirmed = Confirmado
settings-emails-make-primary = Convertir en principal
settings-emails-remove = Quitar
settings-emails-enter-code = Introducir código
settings-emails-add-heading = Añadir un correo electrónico secundario
settings-emails-add-label = Correo electrónico secundario
settings-emails-add-help = Puedes tener hasta { $max } correos electrónicos secundarios. Enviaremos un código a la nueva dirección para confirmar que es tuya.
settings-emails-add = Añadir correo electrónico
settings-emails-limit = Tienes { $max } correos electrónicos secundarios, el máximo que puede tener una cuenta. Quita uno para añadir otro.
settings-emails-code-heading = Confirma tu correo electrónico secundario
settings-emails-code-description = Introduce el código que enviamos a { $email }.
settings-emails-code-cancel = Ahora no
settings-emails-confirmed-notice = Se ha confirmado { $email }.
settings-emails-primary-notice = { $email } es ahora tu correo electrónico principal. A partir de ahora, inicia sesión con él; tu contraseña no cambia.
settings-emails-removed-notice = Se ha quitado { $email } de tu cuenta.
settings-emails-taken-notice = { $email } ahora pertenece a otra cuenta, así que ya no está en la tuya.
settings-emails-gone-notice = { $email } ya no está pendiente de confirmar en tu cuenta.
settings-action-connected-services = Ver dispositivos y aplicaciones
settings-action-delete-account = Eliminar cuenta
settings-clients-heading = Servicios conectados
settings-clients-description = Todo lo que ha iniciado sesión en tu cuenta. Cierra la sesión en lo que ya no uses o no reconozcas.
settings-clients-empty = Nada ha iniciado sesión en tu cuenta.
settings-clients-retry = Intentar de nuevo
settings-clients-current = Este dispositivo
device-browser-on-os = { $browser } en { $os }
device-unknown-browser = Navegador web
device-unknown = Dispositivo desconocido
settings-clients-unknown-app = Aplicación
settings-clients-type-desktop = Ordenador
settings-clients-type-mobile = Teléfono
settings-clients-type-tablet = Tableta
settings-clients-type-tv = Televisor
settings-clients-type-app = Aplicación con acceso a tu cuenta
settings-clients-location = Cerca de { $place }
settings-clients-last-active = Última actividad { $relative } ({ $absolute })
settings-clients-sign-out = Cerrar sesión
settings-clients-sign-out-label = Cerrar sesión en { $name }
settings-clients-sign-out-here-label = Cerrar sesión en { $name } (este dispositivo)
settings-clients-sign-out-heading = ¿Cerrar sesión en { $name }?
settings-clients-sign-out-description = Hará falta la contraseña para volver a entrar. Contarnos el motivo nos ayuda a mantener segura tu cuenta.
settings-clients-sign-out-here-heading = ¿Cerrar sesión en este dispositivo?
settings-clients-sign-out-here-description = Se cerrará la sesión aquí y volverás al inicio.
settings-clients-reason-label = ¿Por qué cierras esta sesión?
settings-clients-reason-none = Ya no lo uso
settings-clients-reason-lost = Lo he perdido o me lo han robado
settings-clients-reason-suspicious = No reconozco esta actividad
settings-clients-advice-heading = Se ha cerrado la sesión en { $name }
settings-clients-advice-description = Si es posible que otra persona conozca tu contraseña, cámbiala ahora para que no pueda volver a iniciar sesión.
settings-clients-advice-change-password = Cambia tu contraseña
settings-clients-close = Cerrar
settings-language-heading = Idioma
settings-language-page-description = Elige el idioma de estas páginas. Este navegador recuerda tu elección; «Predeterminado del navegador» sigue los idiomas de tu navegador.
settings-language-saved = Idioma guardado.
settings-language-saved-default = Se usan los idiomas de tu navegador.
settings-delete-account-heading = Eliminar cuenta
settings-delete-account-lead = Eliminar tu cuenta es permanente. Antes de continuar, comprueba lo que vas a perder.
settings-delete-account-acknowledge-legend = Entiendo que:
settings-delete-account-ack-data = Se eliminarán los datos guardados y sincronizados con esta cuenta, como contraseñas, marcadores e historial.
settings-delete-account-ack-subscriptions = Se cancelarán las suscripciones pagadas a través de esta cuenta.
settings-delete-account-ack-devices = Se cerrará la sesión en todos los dispositivos y aplicaciones conectados con esta cuenta.
settings-delete-account-ack-permanent = Volver a crear una cuenta con el mismo correo electrónico no recuperará nada de esto.
settings-delete-account-acknowledge-error = Marca todas las casillas para continuar.
settings-delete-account-continue = Continuar
settings-delete-account-no-password = Para eliminar tu cuenta se pide su contraseña, y tu cuenta aún no tiene una. Crea primero una contraseña y luego vuelve aquí.
settings-delete-account-confirm-heading = ¿Eliminar tu cuenta?
settings-delete-account-confirm-description = Introduce tu contraseña para eliminar tu cuenta definitivamente.
settings-delete-account-password-label = Contraseña
settings-delete-account-submit = Eliminar cuenta
settings-delete-account-done = Se ha eliminado tu cuenta.
settings-change-password-heading = Cambiar contraseña
settings-change-password-lead = Cuando cambies tu contraseña, se cerrará la sesión en todos los demás dispositivos y servicios. Tus datos sincronizados se conservan.
settings-change-password-current = Contraseña actual
settings-change-password-forgot = ¿Has olvidado la contraseña?
settings-change-password-new = Contraseña nueva
settings-change-password-confirm = Repite la contraseña nueva
settings-change-password-save = Cambiar contraseña
settings-password-changed = Contraseña cambiada
settings-create-password-heading = Crea una contraseña
settings-create-password-first = Crear una contraseña
settings-create-password-lead = Añade una contraseña para iniciar sesión con tu dirección de correo electrónico, además de con el método que usas ahora.
settings-create-password-save = Crear contraseña
settings-password-created = Contraseña creada

## Sign-in: the password step, the confirmation codes and the second factors.

signin-heading = Introduce tu contraseña
signin-force-auth-heading = Inicia sesión para continuar
signin-password-label = Contraseña
signin-submit = Iniciar sesión
signin-use-different-account = Usar otra cuenta
signin-forgot-password = ¿Has olvidado la contraseña?
signin-continue = Continuar
signin-passkey-password-for-sync = Has iniciado sesión con tu llave de acceso. Tus datos sincronizados están protegidos con tu contraseña, así que escríbela una vez más para continuar.
signin-passkey-unlock-submit = Desbloquear y continuar
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
flow-terms-agreement = Al continuar, aceptas los { $terms } y el { $privacy }.
flow-terms-link = Términos del servicio
flow-privacy-link = Aviso de privacidad
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
app-footer-terms = Términos del servicio
app-footer-privacy = Aviso de privacidad

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
oauth-permission-offline-access = Seguir conectado a tu cuenta hasta que lo desconectes
oauth-permission-other = Usar el permiso «{ $scope }»
oauth-failed-heading = No se puede completar esta solicitud de inicio de sesión
oauth-failed-text = Vuelve al servicio del que venías e inténtalo de nuevo.
oauth-success-title = Sesión iniciada en un servicio
oauth-success-heading = Has iniciado sesión en { $serviceName }
oauth-success-text = Puedes cerrar esta pestaña y volver a { $serviceName }.

device-title = Conectar un dispositivo
device-enter-heading = Conectar un dispositivo
device-enter-instruction = Introduce el código que aparece en tu dispositivo.
device-code-label = Código de tu dispositivo
device-continue = Continuar
device-code-invalid = Ese código no es válido o ha caducado. Comprueba el código de tu dispositivo e inténtalo de nuevo.
device-consent-heading = ¿Permitir { $serviceName } en tu dispositivo?
device-consent-code = Permítelo solo si tu dispositivo muestra { $userCode }.
device-consent-allow = Permitir
device-consent-deny = Denegar
device-approved-heading = Tu dispositivo está conectado
device-approved-text = Vuelve a tu dispositivo: { $serviceName } terminará de iniciar sesión allí.
device-denied-heading = Tu dispositivo no se conectó
device-denied-text = { $serviceName } no puede usar tu cuenta. Puedes cerrar esta página.

oauth-signout-title = Cerrar sesión
oauth-signout-confirm-heading = ¿Cerrar sesión en tu cuenta?
oauth-signout-confirm-lead = { $serviceName } ha pedido cerrar tu sesión. Se cerrará tu sesión en este navegador y en los servicios en los que iniciaste sesión con él.
oauth-signout-confirm-lead-no-service = Un servicio ha pedido cerrar tu sesión. Se cerrará tu sesión en este navegador y en los servicios en los que iniciaste sesión con él.
oauth-signout-confirm = Cerrar sesión
oauth-signout-cancel = Mantener la sesión
oauth-signout-done-heading = Has cerrado la sesión
oauth-signout-done-text = Puedes cerrar esta pestaña y volver a { $serviceName }.
oauth-signout-done-text-no-service = Puedes cerrar esta pestaña.
oauth-signout-not-here-heading = Aquí no hay ninguna sesión que cerrar
oauth-signout-not-here-text = El servicio pidió terminar una sesión que no es la de este navegador, así que aquí sigues con la sesión iniciada.
oauth-signout-failed-heading = No se puede completar esta solicitud de cierre de sesión
oauth-signout-failed-text = Vuelve al servicio del que venías y cierra la sesión allí.
oauth-try-again = Intentar de nuevo

settings-two-step-phone-instead-lead = ¿Prefieres no guardar códigos? Un teléfono de recuperación puede ser tu forma de volver a entrar.
settings-two-step-use-phone = Usar un teléfono de recuperación en su lugar

## Set-up steps inside sign-in (/inline_totp_setup, /inline_recovery_setup, /inline_recovery_key_setup)

inline-totp-heading = Activa la autenticación en dos pasos
inline-totp-why = Este servicio pide la autenticación en dos pasos. Configúrala en tu cuenta para continuar.
inline-totp-start = Continuar
inline-totp-verify = Continuar
inline-recovery-heading = Elige una forma de volver a entrar
inline-recovery-lead = Si pierdes tu aplicación de autenticación, necesitarás otra forma de iniciar sesión. Elige códigos de autenticación de respaldo o un teléfono de recuperación.
inline-recovery-codes = Usar códigos de autenticación de respaldo
inline-recovery-phone = Usar un teléfono de recuperación
inline-recovery-back = Atrás
inline-recovery-finish = Terminar y continuar

## Legal pages

legal-index-heading = Información legal
legal-index-text = Los documentos que se aplican a tu cuenta de { -product-name }.
legal-privacy-heading = Aviso de privacidad
legal-terms-heading = Términos del servicio
legal-loading = Cargando el documento…
legal-retry = Reintentar
legal-back-link = Volver a los documentos legales
legal-fallback-note = Este documento no está disponible en { $requested }, así que se muestra en { $shown }.
inline-recovery-key-heading = Protege tus datos sincronizados
inline-recovery-key-create = Crear clave de recuperación de cuenta
inline-recovery-key-later = Hacerlo más tarde
inline-recovery-key-password-label = Contraseña
inline-recovery-key-password-text = La clave se crea a partir de la clave de cifrado de tu cuenta, que solo tu contraseña puede abrir.
inline-recovery-key-continue = Continuar

third-party-or = o
third-party-continue-google = Continuar con Google
third-party-continue-apple = Continuar con Apple
third-party-name-google = Google
third-party-name-apple = Apple
third-party-name-unknown = el otro servicio
third-party-callback-title = Inicio de sesión
third-party-error-heading = No se pudo iniciar sesión
third-party-error-cancelled = Se canceló el inicio de sesión con { $provider }. Tu cuenta no ha cambiado.
third-party-error-provider = { $provider } no pudo iniciar tu sesión (error: { $code }).
third-party-error-state = Este inicio de sesión no se empezó en este navegador o su enlace fue modificado. Vuelve a empezar.
third-party-start-again = Volver al inicio de sesión
third-party-sign-in-to-link = Ya existe una cuenta con este correo electrónico. Inicia sesión en ella y { $provider } quedará vinculado a la cuenta.
settings-linked-accounts-heading = Cuentas vinculadas
settings-linked-accounts-lead = Inicia sesión con tu cuenta de otro servicio. Desvincularla aquí no cierra esa cuenta.
settings-linked-accounts-linked = Vinculada
settings-linked-accounts-not-linked = No vinculada
settings-linked-accounts-unlink = Desvincular { $provider }
settings-linked-accounts-link = Vincular { $provider }
settings-linked-accounts-needs-password = { $provider } es la única forma de iniciar sesión en esta cuenta. Crea una contraseña antes de desvincularla.
settings-linked-accounts-create-password = Crear una contraseña
settings-linked-accounts-unlinked = Se desvinculó la cuenta.
third-party-set-password-heading = Crea una contraseña para sincronizar
third-party-set-password-lead = La sincronización cifra tus datos con una contraseña que solo tú conoces. Crea una para { $email }.
third-party-set-password-new = Contraseña
third-party-set-password-confirm = Repite la contraseña
third-party-set-password-submit = Empezar a sincronizar

clear-heading = Datos guardados borrados
clear-text = Este navegador ya no guarda ningún dato de la cuenta de { -product-name } para este sitio.
web-channel-example-heading = Ejemplo del canal del navegador
web-channel-example-intro = Cada botón envía un comando al navegador por su canal. Las respuestas y los eventos aparecen en el registro de abajo.
web-channel-example-send = Enviar { $command }
web-channel-example-log-label = Registro del canal
web-channel-example-log-empty = Todavía no se ha enviado nada.
web-channel-example-sent = { $command } enviado
web-channel-example-reply = Respuesta a { $command }: { $data }
web-channel-example-no-reply = Sin respuesta a { $command }
web-channel-example-event = El navegador envió { $command }: { $data }
web-channel-example-error = Error { $errno } de { $command }

## Subscription product page

subscription-product-title = Suscripción
subscription-product-loading = Buscando la suscripción…
subscription-product-heading = { $productName }
subscription-product-text = Tu suscripción a { $productName } pertenece a tu cuenta de { -product-name }. Inicia sesión en tu cuenta para gestionarla.
subscription-product-settings-link = Ir a tu cuenta
subscription-product-not-found-heading = Suscripción no encontrada
subscription-product-not-found-text = Este enlace no lleva a ninguna suscripción que conozcamos. Comprueba el enlace o ve a tu cuenta para ver tus suscripciones.
subscription-product-error = No se pudo consultar la suscripción. Comprueba tu conexión e inténtalo de nuevo.
subscription-product-retry = Intentar de nuevo

## Choosing what to sync, and the sync-confirmed page

sync-engines-legend = Elige qué sincronizar
sync-engine-bookmarks = Marcadores
sync-engine-history = Historial
sync-engine-passwords = Contraseñas
sync-engine-addons = Complementos
sync-engine-tabs = Pestañas abiertas
sync-engine-prefs = Preferencias
sync-engine-addresses = Direcciones
sync-engine-creditcards = Métodos de pago
sync-engines-none = No has elegido nada, así que no se sincronizará nada hasta que elijas algo en los ajustes de sincronización de tu navegador.
sync-engines-payment-methods = Los métodos de pago se cifran con tu contraseña antes de salir de este dispositivo.
sync-confirmed-banner-account = Cuenta de { -product-name } confirmada
sync-confirmed-banner-password = Contraseña de sincronización creada
sync-confirmed-heading = La sincronización está activada
sync-confirmed-text = Tus contraseñas, direcciones, marcadores, historial y más pueden sincronizarse en cualquier lugar donde uses { -product-name }.
sync-confirmed-text-payment = Tus contraseñas, métodos de pago, direcciones, marcadores, historial y más pueden sincronizarse en cualquier lugar donde uses { -product-name }.
sync-confirmed-add-device = Añadir otro dispositivo
sync-confirmed-manage = Gestionar la sincronización

## Device pairing

pair-heading = Conectar otro dispositivo
pair-scan-text = En el dispositivo que quieres conectar, escanea este código con su cámara.
pair-qr-label = Código QR para conectar otro dispositivo
pair-scan-waiting = Esta página espera a tu otro dispositivo. Mantenla abierta hasta que lo hayas confirmado.
pair-confirm-heading = ¿Conectar este dispositivo?
pair-confirm-text = Un dispositivo solicita iniciar sesión en { $serviceName } como { $email }. Conéctalo solo si es tuyo y acabas de escanear el código.
pair-device-label = Dispositivo
pair-place-label = Lugar
pair-unknown = Desconocido
pair-confirm = Conectar dispositivo
pair-decline = Cancelar
pair-done-heading = Dispositivo conectado
pair-done-text = Tu otro dispositivo ya ha iniciado sesión.
pair-failed-heading = No se pudo conectar el dispositivo
pair-start-again = Empezar de nuevo
pair-error-cancelled = Has cancelado la conexión. El otro dispositivo no ha iniciado sesión.
pair-error-refused = Tu otro dispositivo no pudo aceptar esta solicitud.
pair-error-closed = Se cerró la conexión con el otro dispositivo.
pair-error-declined = La conexión se canceló en tu otro dispositivo.
pair-error-timeout = Tu otro dispositivo no respondió a tiempo.
pair-error-link = Este enlace de vinculación está incompleto. Vuelve a escanear el código.
pair-error-keys = Para enviar tus datos sincronizados, primero inicia sesión con tu contraseña y luego conecta el dispositivo.
pair-error-no-password = Para enviar tus datos sincronizados, tu cuenta necesita una contraseña. Crea una en la configuración de tu cuenta y vuelve a conectar el dispositivo.
pair-error-client = La aplicación de tu otro dispositivo no se puede conectar de esta forma. Inicia sesión en ese dispositivo con tu correo electrónico.
pair-error-request = Tu otro dispositivo envió una solicitud incompleta, así que no se conectó. Vuelve a escanear el código desde el navegador de ese dispositivo.
pair-error-device-key = Tu otro dispositivo envió una clave que no puede proteger tus datos sincronizados, así que no se conectó y no se le envió nada. Actualiza el navegador de ese dispositivo y vuelve a escanear el código.
pair-scanned-heading = Escanea este código desde tu navegador
pair-scanned-text = Este código conecta un navegador a tu cuenta, por lo que una aplicación de cámara no puede usarlo.
pair-scanned-how = En este dispositivo, abre el navegador que quieres conectar, elige iniciar sesión desde su menú y selecciona la opción para escanear un código; después, vuelve a escanear el código de tu otro dispositivo.
pair-password-text = Para enviar tus datos sincronizados al otro dispositivo, introduce tu contraseña.
pair-password-label = Contraseña
pair-supp-connecting-heading = Conectando con tu otro dispositivo
pair-supp-waiting-heading = Confirma en tu otro dispositivo
pair-supp-waiting-text = Revisa la solicitud en el dispositivo que muestra el código y confírmala allí.
pair-supp-done-text = Este dispositivo ha iniciado sesión. Tu navegador se encarga a partir de aquí.
pair-supp-sign-in-instead = Iniciar sesión con tu correo electrónico
pair-supp-missing = Tu navegador abre esta página cuando escanea un código de vinculación. Para conectar este dispositivo, elige iniciar sesión desde el menú de tu navegador, selecciona la opción para escanear un código y escanea el código que aparece en tu otro dispositivo.

## Approving a sign-in from another device

signin-push-heading = Aprueba tu inicio de sesión
signin-push-lead = Busca una notificación en tus otros dispositivos y aprueba allí este inicio de sesión.
signin-push-waiting = Esperando la aprobación…
signin-push-use-email = Usar en su lugar un código enviado a tu correo
signin-push-confirm-heading = ¿Eres tú quien está iniciando sesión?
signin-push-confirm-device = Dispositivo
signin-push-confirm-location = Ubicación
signin-push-confirm-ip = Dirección IP
signin-push-resend = Enviar la notificación de nuevo
signin-token-code-push = Aprobar en su lugar desde otro dispositivo con la sesión iniciada
signin-push-resent = La notificación se ha enviado de nuevo.
signin-push-no-devices = Ninguno de tus otros dispositivos tiene la sesión iniciada para aprobar este inicio de sesión. Usa en su lugar un código enviado a tu correo electrónico.
signin-push-confirm-lead = Apruébalo solo si estás iniciando sesión en otro dispositivo ahora mismo.
signin-push-confirm-time = Hora
signin-push-confirm-approve = Sí, aprobar
signin-push-confirm-decline = No, rechazar
signin-push-confirm-retry = Intentar de nuevo
signin-push-approved-heading = Inicio de sesión aprobado
signin-push-approved-text = Tu otro dispositivo ya tiene la sesión iniciada y continúa por sí solo.
signin-push-declined-heading = Inicio de sesión rechazado
signin-push-declined-text = El otro dispositivo no ha iniciado sesión. Si no intentaste iniciar sesión, cambia tu contraseña.
signin-push-invalid-heading = Ya no se puede responder a este inicio de sesión
signin-push-invalid-text = Ya se respondió o la solicitud ha caducado. Para intentarlo de nuevo, vuelve a iniciar sesión en el otro dispositivo.
signin-push-confirm-not-you = ¿No eres tú? Cambia tu contraseña

## The primary address confirmed from the emailed link

primary-email-verified-heading = Correo principal confirmado
primary-email-verified-account = Tu cuenta está lista para usarse.
primary-email-verified-sync = La sincronización está activada en este navegador.
primary-email-verified-service = Ya puedes usar { $serviceName }.

## 'Continue as' and sign-in requests refused before sign-in.

flow-continue-as-heading = Continuar con tu cuenta
flow-continue-as-letter-label = Imagen de la cuenta: la letra { $letter }
flow-continue-as-picture-label = Foto de perfil de { $name }
flow-continue-as-submit = Continuar
flow-continue-as-use-different-account = Usar otra cuenta
flow-continue-as-password-lead = Este servicio también pide la clave de tus datos sincronizados, que solo tu contraseña desbloquea. Introduce tu contraseña para continuar.
flow-continue-as-password-label = Contraseña
flow-continue-as-no-password-lead = Este servicio también pide la clave de tus datos sincronizados, que solo una contraseña desbloquea, y tu cuenta aún no tiene una. Crea una contraseña para continuar.
flow-continue-as-create-password = Crear una contraseña
oauth-refused-heading = No podemos iniciar tu sesión en este servicio
oauth-refused-unknown-service = El enlace que te trajo aquí nombra un servicio que no conocemos, así que no hay nada en lo que iniciar sesión.
oauth-refused-unregistered-return = El servicio pidió que te enviáramos de vuelta a una dirección que no ha registrado con nosotros. Para proteger tu cuenta, nos detuvimos aquí.
oauth-refused-damaged-link = El enlace que te trajo aquí está incompleto o dañado, así que no sabemos qué servicio te envió.
oauth-refused-cannot-succeed = El servicio pidió iniciar tu sesión de una forma que no podemos aceptar, así que el inicio de sesión no funcionaría.
oauth-refused-advice = No ha cambiado nada en tu cuenta. Vuelve al servicio del que vienes e inténtalo de nuevo; si vuelve a pasar, avisa al servicio.
oauth-refused-unchecked-heading = No pudimos comprobar esta solicitud de inicio de sesión
oauth-refused-unchecked-advice = Comprueba tu conexión e inténtalo de nuevo.
oauth-refused-try-again = Intentar de nuevo

## The neutral page of an address that reports an outcome, opened without the steps that lead to it.

flow-no-outcome-heading = No hay nada que confirmar aquí
flow-no-outcome-text = Esta página confirma un paso dado en este navegador, y ningún paso así ha llevado hasta aquí. Para iniciar sesión o crear una cuenta, empieza desde el principio.
flow-no-outcome-start = Ir a la página de inicio
flow-outcome-checking-heading = Comprobando…

## Passkeys: why the browser's passkey request did not finish, wherever one is made or used.

passkey-ceremony-cancelled = La solicitud de llave de acceso se canceló o caducó. No se cambió nada.
passkey-ceremony-already-registered = Este dispositivo ya tiene una llave de acceso para esta cuenta.
passkey-ceremony-wrong-site = Las llaves de acceso no se pueden usar en esta dirección.
passkey-ceremony-not-supported = Este dispositivo no puede crear ni usar una llave de acceso que funcione aquí.
passkey-ceremony-failed = La solicitud de llave de acceso no funcionó. Inténtalo de nuevo.

## Settings: the passkeys page, its row on the settings home, and the step-up by passkey.

settings-passkeys-heading = Llaves de acceso
settings-passkeys-lead = Inicia sesión con tu huella, tu cara, el bloqueo de pantalla o una llave de seguridad en lugar de tu contraseña. Una llave de acceso solo funciona en este sitio, así que no se puede robar con phishing.
settings-passkeys-sync-note = Las llaves de acceso todavía no desbloquean tus datos sincronizados. Donde la sincronización los necesite, se te seguirá pidiendo la contraseña.
settings-passkeys-empty = Todavía no tienes llaves de acceso.
settings-passkeys-retry = Intentar de nuevo
settings-passkeys-add = Añadir una llave de acceso
settings-passkeys-limit = Tienes { $limit } llaves de acceso, el máximo que puede tener una cuenta. Elimina una para añadir otra.
settings-passkeys-unsupported = Este navegador no puede crear llaves de acceso. Para añadir una, abre esta página en un navegador o dispositivo que las admita.
settings-passkeys-created = Añadida el { $date }
settings-passkeys-last-used = Último uso { $relative } ({ $absolute })
settings-passkeys-never-used = Aún no se ha usado
settings-passkeys-synced = Sincronizada en tus dispositivos por su proveedor
settings-passkeys-device-only = Solo en este dispositivo
settings-passkeys-no-sync-unlock = No desbloquea los datos sincronizados
settings-passkeys-unlocks-sync = Desbloquea los datos sincronizados
settings-passkeys-rename = Cambiar nombre
settings-passkeys-rename-label = Cambiar el nombre de { $name }
settings-passkeys-delete = Eliminar
settings-passkeys-delete-label = Eliminar { $name }
settings-passkeys-name-label = Nombre de la llave de acceso
settings-passkeys-name-help = Hasta { $max } caracteres, para distinguir tus llaves de acceso.
settings-passkeys-name-required = Escribe un nombre para la llave de acceso.
settings-passkeys-renamed = Se cambió el nombre de la llave de acceso.
settings-passkeys-added = Se añadió la llave de acceso.
settings-passkeys-deleted = Se eliminó la llave de acceso.
settings-passkeys-remove = Eliminar llave de acceso
settings-passkeys-remove-keep = Conservarla
settings-passkeys-remove-confirm-heading = ¿Eliminar esta llave de acceso?
settings-passkeys-remove-confirm-lead = Ya no podrás iniciar sesión con «{ $name }». Tu navegador o gestor de contraseñas puede seguir ofreciéndola hasta que la olvide.
settings-passkeys-create-password = Crear una contraseña
settings-row-passkeys = Llaves de acceso
settings-row-passkeys-value = Inicia sesión sin contraseña
settings-step-up-use-passkey = Usar una llave de acceso
settings-event-passkey-added = Llave de acceso añadida
settings-event-passkey-removed = Llave de acceso eliminada
settings-event-passkey-signin = Inicio de sesión con una llave de acceso
settings-event-passkey-counter-regressed = Llave de acceso rechazada: puede que se haya copiado
settings-passkey-offer-heading = Inicia sesión más rápido con una llave de acceso
settings-passkey-offer-description = La próxima vez, usa tu huella, tu cara o el bloqueo de pantalla en lugar de escribir tu contraseña. Primero confirmarás que eres tú.
settings-passkey-offer-create = Crear una llave de acceso
settings-passkey-offer-not-now = Ahora no
