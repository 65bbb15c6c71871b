### Textos de la aplicación (español)

## Entry page: the email-first step that leads to sign-in or sign-up.

entry-title = Introduce tu correo electrónico
entry-heading = Introduce tu correo electrónico
entry-subheading = Continuar a tu cuenta de { -product-name }
entry-email-label = Correo electrónico
entry-submit = Registrarse o iniciar sesión
entry-suggestion-text = ¿Querías decir { $suggestion }?
entry-suggestion-use = Usar { $suggestion }
entry-suggestion-keep = Vuelve a enviar para mantener la dirección tal como la has escrito.

## Page not found: shown for any address the product does not serve.

errors-not-found-title = Página no encontrada
errors-not-found-heading = Página no encontrada
errors-not-found-text = La página que has solicitado no existe o ya no está disponible.
errors-not-found-home-link = Ir a la página de inicio de las cuentas de { -product-name }

## Page titles shown in the browser tab and announced on route changes.

app-page-title = { $title } | Cuentas de { -product-name }
app-page-title-default = Cuentas de { -product-name }
