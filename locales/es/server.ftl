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
email-footer = Cuentas de Orbit
