### Textos del servidor (español)

## Emails carrying one-time codes. $code is the code, $minutes how long it works.

email-signup-code-subject = Tu código de confirmación: { $code }
email-signup-code-heading = Confirma tu cuenta
email-signup-code-intro = Introduce este código para terminar de crear tu cuenta:
email-signup-code-expiry = El código es válido durante { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
  }.
email-signup-code-ignore = Si no has creado ninguna cuenta, puedes ignorar este correo electrónico.
email-login-code-subject = Tu código de inicio de sesión: { $code }
email-login-code-heading = Confirma que eres tú quien inicia sesión
email-login-code-intro = Introduce este código para terminar de iniciar sesión:
email-login-code-expiry = El código es válido durante { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
  }.
email-login-code-ignore = Si no has intentado iniciar sesión, cambia tu contraseña ahora.
email-unblock-code-subject = Tu código de desbloqueo: { $code }
email-unblock-code-heading = ¿Eres tú quien está iniciando sesión?
email-unblock-code-intro = Se ha pausado el inicio de sesión por tu seguridad. Introduce este código para continuar:
email-unblock-code-expiry = El código es válido durante { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
  }.
email-unblock-code-ignore = Si no has intentado iniciar sesión, cambia tu contraseña ahora.
email-unblock-code-link = Informar de este inicio de sesión
email-step-up-code-subject = Tu código de verificación: { $code }
email-step-up-code-heading = Confirma que eres tú quien cambia tu configuración
email-step-up-code-intro = Introduce este código para continuar:
email-step-up-code-expiry = El código es válido durante { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
  }.
email-step-up-code-ignore = Si no lo has solicitado tú, cambia tu contraseña ahora.

email-secondary-email-code-subject = Tu código de confirmación: { $code }
email-secondary-email-code-heading = Confirma tu nueva dirección de correo
email-secondary-email-code-intro = Introduce este código para añadir esta dirección a tu cuenta:
email-secondary-email-code-expiry = El código es válido durante { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
  }.
email-secondary-email-code-ignore = Si no pediste añadir esta dirección, puedes ignorar este correo.

## Text messages. $code is the six-digit code.

sms-recovery-phone-setup = { $code } es tu código de Cuentas de { -product-name } para añadir este teléfono de recuperación. No lo compartas.
sms-recovery-phone-signin = { $code } es tu código de inicio de sesión de Cuentas de { -product-name }. No lo compartas.
server-product-title = Cuentas de { -product-name }

## The forgotten-password reset.
email-password-forgot-code-subject = Tu código para restablecer la contraseña: { $code }
email-password-forgot-code-heading = Restablece tu contraseña
email-password-forgot-code-intro = Introduce este código para restablecer la contraseña de tu cuenta:
email-password-forgot-code-expiry = El código es válido durante { $minutes ->
    [one] 1 minuto
   *[other] { $minutes } minutos
  }.
email-password-forgot-code-ignore = Si no pediste restablecer tu contraseña, puedes ignorar este correo: tu contraseña sigue igual.
email-password-reset-subject = Se cambió tu contraseña
email-password-reset-heading = Se restableció tu contraseña
email-password-reset-intro = Se acaba de restablecer la contraseña de { $email }.
email-password-reset-details = Se cerró la sesión en todos los dispositivos y servicios conectados a tu cuenta. Vuelve a iniciar sesión con tu nueva contraseña.
email-password-reset-ignore = Si no restableciste tu contraseña, vuelve a restablecerla ahora y revisa la actividad reciente de tu cuenta en la configuración.
email-password-reset-recovery-key-subject = Se cambió tu contraseña
email-password-reset-recovery-key-heading = Se restableció tu contraseña con tu clave de recuperación de cuenta
email-password-reset-recovery-key-intro = Se acaba de restablecer la contraseña de { $email } con tu clave de recuperación de cuenta, así que tus datos sincronizados se conservaron.
email-password-reset-recovery-key-details = Esa clave de recuperación ya no funciona: crea una nueva en la configuración. Se cerró la sesión en todos los dispositivos y servicios conectados a tu cuenta.
email-password-reset-recovery-key-ignore = Si no restableciste tu contraseña, vuelve a restablecerla ahora y revisa la actividad reciente de tu cuenta en la configuración.

email-two-step-enabled-subject = La autenticación en dos pasos está activada
email-two-step-enabled-heading = La autenticación en dos pasos está activada
email-two-step-enabled-intro = Ahora, al iniciar sesión en { $email }, después de tu contraseña se pide un código de tu aplicación de autenticación o uno de tus códigos de autenticación de respaldo.
email-two-step-enabled-details = Se cerró la sesión en todos los demás navegadores y dispositivos conectados con tu cuenta, que pedirán el segundo paso cuando vuelvan a iniciar sesión. Guarda tus códigos de autenticación de respaldo en un lugar seguro.
email-two-step-enabled-ignore = Si no activaste la autenticación en dos pasos, cambia tu contraseña ahora y revisa la actividad reciente de tu cuenta en la configuración.

email-two-step-replaced-subject = Se cambió tu aplicación de autenticación
email-two-step-replaced-heading = La autenticación en dos pasos usa una nueva aplicación de autenticación
email-two-step-replaced-intro = Ahora, al iniciar sesión en { $email }, se piden códigos de la aplicación de autenticación que acabas de configurar; los códigos de la anterior ya no funcionan.
email-two-step-replaced-details = Se cerró la sesión en todos los demás navegadores y dispositivos conectados con tu cuenta.
email-two-step-replaced-ignore = Si no cambiaste tu aplicación de autenticación, cambia tu contraseña ahora y revisa la actividad reciente de tu cuenta en la configuración.

email-two-step-disabled-subject = La autenticación en dos pasos está desactivada
email-two-step-disabled-heading = La autenticación en dos pasos está desactivada
email-two-step-disabled-intro = Al iniciar sesión en { $email } ya no se pide un código de una aplicación de autenticación.
email-two-step-disabled-details = Con ella se eliminaron también tus códigos de autenticación de respaldo y tu teléfono de recuperación.
email-two-step-disabled-ignore = Si no desactivaste la autenticación en dos pasos, cambia tu contraseña ahora, vuelve a activarla y revisa la actividad reciente de tu cuenta en la configuración.

email-passkey-added-subject = Se añadió una llave de acceso a tu cuenta
email-passkey-added-heading = Se añadió una llave de acceso
email-passkey-added-intro = Una nueva llave de acceso puede iniciar sesión en { $email } por sí sola, sin tu contraseña.
email-passkey-added-details = Puedes ver, renombrar y eliminar tus llaves de acceso en la configuración.
email-passkey-added-ignore = Si no añadiste una llave de acceso, elimínala ahora en la configuración, cambia tu contraseña y revisa la actividad reciente de tu cuenta.

email-passkey-removed-subject = Se eliminó una llave de acceso de tu cuenta
email-passkey-removed-heading = Se eliminó una llave de acceso
email-passkey-removed-intro = Una llave de acceso ya no puede iniciar sesión en { $email }.
email-passkey-removed-details = Tus otras llaves de acceso y tu contraseña siguen funcionando.
email-passkey-removed-ignore = Si no eliminaste esta llave de acceso, cambia tu contraseña ahora y revisa la actividad reciente de tu cuenta en la configuración.

email-backup-codes-replaced-subject = Se crearon nuevos códigos de autenticación de respaldo
email-backup-codes-replaced-heading = Tienes nuevos códigos de autenticación de respaldo
email-backup-codes-replaced-intro = Se creó un nuevo conjunto de códigos de autenticación de respaldo para { $email }.
email-backup-codes-replaced-details = Tus códigos anteriores ya no funcionan. Guarda los nuevos en un lugar seguro: cada uno funciona una sola vez, por si no puedes usar tu aplicación de autenticación.
email-backup-codes-replaced-ignore = Si no creaste nuevos códigos de autenticación de respaldo, cambia tu contraseña ahora y revisa la actividad reciente de tu cuenta en la configuración.
email-recovery-key-created-subject = Se creó una clave de recuperación de la cuenta
email-recovery-key-created-heading = Tu cuenta tiene una clave de recuperación
email-recovery-key-created-intro = Se acaba de crear una clave de recuperación de la cuenta para { $email } en la configuración.
email-recovery-key-created-details = Si olvidas tu contraseña, puedes restablecerla con esta clave y conservar tus datos sincronizados. Guarda la clave en un lugar seguro.
email-recovery-key-created-ignore = Si no la creaste tú, cambia tu contraseña ahora, elimina la clave en la configuración y revisa la actividad reciente de tu cuenta.
email-recovery-key-replaced-subject = Se reemplazó tu clave de recuperación de la cuenta
email-recovery-key-replaced-heading = Tu cuenta tiene una nueva clave de recuperación
email-recovery-key-replaced-intro = Se acaba de crear una nueva clave de recuperación de la cuenta para { $email } en la configuración.
email-recovery-key-replaced-details = Tu clave anterior ya no funciona. Guarda la nueva en un lugar seguro.
email-recovery-key-replaced-ignore = Si no la creaste tú, cambia tu contraseña ahora, elimina la clave en la configuración y revisa la actividad reciente de tu cuenta.
email-recovery-key-removed-subject = Se eliminó tu clave de recuperación de la cuenta
email-recovery-key-removed-heading = Se eliminó tu clave de recuperación de la cuenta
email-recovery-key-removed-intro = Se acaba de eliminar la clave de recuperación de la cuenta de { $email } en la configuración.
email-recovery-key-removed-details = La clave ya no funciona. Sin clave, al restablecer una contraseña olvidada pierdes tus datos sincronizados: puedes crear una clave nueva en la configuración.
email-recovery-key-removed-ignore = Si no la eliminaste tú, cambia tu contraseña ahora y revisa la actividad reciente de tu cuenta en la configuración.

email-password-changed-subject = Se cambió tu contraseña
email-password-changed-heading = Se cambió tu contraseña
email-password-changed-intro = Se acaba de cambiar la contraseña de { $email } en la configuración.
email-password-changed-details = Se cerró la sesión en todos los demás dispositivos y servicios conectados a tu cuenta. Vuelve a iniciar sesión en ellos con tu nueva contraseña; tus datos sincronizados se conservaron.
email-password-changed-ignore = Si no cambiaste tu contraseña, restablécela ahora y revisa la actividad reciente de tu cuenta en la configuración.

email-password-created-subject = Tu cuenta tiene una contraseña
email-password-created-heading = Has creado una contraseña
email-password-created-intro = Se acaba de crear una contraseña para { $email } en la configuración.
email-password-created-details = Ahora puedes iniciar sesión con tu dirección de correo electrónico y esta contraseña, además de con el método que usabas antes.
email-password-created-ignore = Si no la creaste tú, restablece tu contraseña ahora y revisa la actividad reciente de tu cuenta en la configuración.

sms-recovery-phone-reset = { $code } es tu código de { -product-name } para restablecer tu contraseña. No lo compartas.
push-signin-title = ¿Iniciando sesión en { -product-name }?
push-signin-body = Selecciona para revisar este inicio de sesión y aprobarlo si eres tú.
