### Mensajes de error del servicio de cuentas (español).

## Errores del servidor

auth-error-101 = La cuenta ya existe
auth-error-102 = Cuenta desconocida
auth-error-103 = Contraseña incorrecta
auth-error-104 = Cuenta sin confirmar
auth-error-105 = Código de confirmación no válido
auth-error-106 = No se pudo leer lo que se envió. Vuelve a cargar la página e inténtalo de nuevo.
auth-error-107 = Algo de lo que se envió no se puede usar. Revisa lo que escribiste o vuelve a cargar la página e inténtalo de nuevo.
auth-error-108 = No se envió algo necesario. Vuelve a cargar la página e inténtalo de nuevo.
auth-error-109 = No se pudo comprobar esta solicitud. Vuelve a cargar la página e inténtalo de nuevo.
auth-error-110 = Sesión no válida. Cierra la sesión y vuelve a iniciarla.
auth-error-111 = No se pudo comprobar esta solicitud. Revisa la fecha y la hora de tu dispositivo y vuelve a intentarlo.
auth-error-112 = No se pudo leer esta solicitud. Vuelve a cargar la página e inténtalo de nuevo.
auth-error-113 = El cuerpo de la solicitud es demasiado grande
# $retryAfterLocalized (String) - ya traducido, por ejemplo «dentro de 15 minutos».
auth-error-114 = Lo has intentado demasiadas veces. Vuelve a intentarlo { $retryAfterLocalized }.
auth-error-114-generic = Lo has intentado demasiadas veces. Vuelve a intentarlo más tarde.
auth-error-115 = No se pudo comprobar esta solicitud. Vuelve a cargar la página e inténtalo de nuevo.
auth-error-116 = Este punto de conexión ya no es compatible
auth-error-120 = Mayúsculas y minúsculas incorrectas en el correo electrónico
auth-error-125 = La solicitud se bloqueó por motivos de seguridad
auth-error-126 = Tu cuenta se ha bloqueado por motivos de seguridad
auth-error-127 = Código de autorización no válido
auth-error-129 = Has introducido un número de teléfono no válido. Compruébalo y vuelve a intentarlo.
auth-error-130 = No se puede enviar a este país
auth-error-133 = Tu correo electrónico acaba de ser devuelto
auth-error-134 = Tu correo electrónico acaba de ser devuelto. ¿Has escrito mal la dirección?
auth-error-135 = No se puede entregar el correo electrónico
auth-error-136 = Otro usuario ya ha confirmado este correo electrónico
auth-error-138 = Sesión sin confirmar. Cierra la sesión y vuelve a iniciarla.
auth-error-139 = El correo electrónico secundario debe ser distinto del correo electrónico de tu cuenta
auth-error-140 = La cuenta ya existe
auth-error-141 = La cuenta ya existe
auth-error-142 = Se necesita el correo electrónico principal de la cuenta para iniciar sesión
auth-error-144 = La dirección ya está en uso en otra cuenta
auth-error-145 = Se necesita el correo electrónico principal de la cuenta para restablecerla
auth-error-146 = Código de inicio de sesión no válido
auth-error-147 = No se puede cambiar el correo electrónico principal a uno sin confirmar
auth-error-148 = No se puede cambiar el correo electrónico principal a uno que no pertenece a esta cuenta
auth-error-149 = Este correo electrónico no se puede usar para iniciar sesión en este momento
auth-error-150 = No se puede cambiar el correo electrónico principal a uno que no pertenece a esta cuenta
auth-error-151 = No se pudo enviar el correo electrónico
auth-error-152 = Se necesita un código válido
auth-error-153 = Este código de confirmación ha caducado
auth-error-154 = Esta cuenta ya tiene una aplicación de autenticación.
auth-error-155 = No se encontró ninguna aplicación de autenticación para esta cuenta.
auth-error-156 = No se ha encontrado el código de autenticación de respaldo
auth-error-157 = Comando de dispositivo no disponible
auth-error-158 = No se ha encontrado la clave de recuperación de la cuenta
auth-error-159 = Clave de recuperación de la cuenta no válida
auth-error-160 = Esta solicitud requiere que tengas activada la autenticación en dos pasos en tu cuenta.
auth-error-161 = Ya existe una clave de recuperación de la cuenta.
auth-error-165 = Ha fallado por una solicitud en conflicto; vuelve a intentarlo.
auth-error-170 = Esta solicitud requiere que tengas activada la autenticación en dos pasos en tu cuenta.
auth-error-176 = Cliente desconocido para la suscripción.
auth-error-177 = Suscripción desconocida.
auth-error-178 = Plan desconocido para la suscripción.
auth-error-179 = Token de pago no válido para la suscripción.
auth-error-180 = La suscripción ya se ha cancelado
auth-error-181 = Se ha rechazado la actualización; vuelve a intentarlo
auth-error-183 = Código de confirmación no válido o caducado
auth-error-188 = Has alcanzado el número máximo de correos electrónicos secundarios
auth-error-189 = Este correo electrónico ya está en tu cuenta
auth-error-201 = El servidor está ocupado; vuelve a intentarlo en breve
auth-error-202 = Función no activada
auth-error-203 = Sistema no disponible; vuelve a intentarlo en breve
auth-error-204 = Sistema no disponible; vuelve a intentarlo en breve
auth-error-206 = No se puede crear la contraseña porque ya está establecida
auth-error-210 = Esta cuenta aún no tiene contraseña. Inicia sesión con el servicio con el que la creaste o crea una contraseña con «¿Has olvidado la contraseña?».
auth-error-214 = El teléfono de recuperación ya existe
auth-error-215 = El teléfono de recuperación no existe
auth-error-216 = Se ha alcanzado el límite de mensajes de texto
auth-error-218 = No se puede eliminar el teléfono de recuperación porque faltan los códigos de autenticación de respaldo.
auth-error-219 = Este número de teléfono se ha registrado en demasiadas cuentas. Prueba con otro número.
auth-error-220 = Este código se acaba de usar. Espera al siguiente código de tu aplicación de autenticación.
auth-error-221 = Esta cuenta ya tiene el máximo de llaves de acceso posible.
auth-error-222 = No se encontró la llave de acceso.
auth-error-223 = No se pudo verificar la llave de acceso.
auth-error-224 = Esta llave de acceso es la última forma de iniciar sesión en esta cuenta. Crea primero una contraseña.
auth-error-225 = La solicitud de llave de acceso caducó. Inténtalo de nuevo.
auth-error-998 = Sistema no disponible; vuelve a intentarlo en breve
auth-error-999 = Error inesperado.

## Errores del navegador

auth-error-1001 = Se ha cancelado el intento de inicio de sesión
auth-error-1002 = La sesión ha caducado. Inicia sesión para continuar.
auth-error-1003 = El almacenamiento local o las cookies siguen desactivados
auth-error-1004 = Las contraseñas no coinciden
auth-error-1005 = Procesando…
auth-error-1006 = No se pudo obtener el aviso de privacidad
auth-error-1007 = No se pudieron obtener las condiciones del servicio
auth-error-1008 = La nueva contraseña debe ser distinta de la anterior
auth-error-1009 = Debe tener al menos 8 caracteres
auth-error-1010 = Se necesita una contraseña válida
auth-error-1011 = Se necesita un correo electrónico válido
auth-error-1013 = No se ha encontrado ninguna imagen utilizable
auth-error-1014 = No se pudo iniciar la cámara
auth-error-1015 = Se necesita una URL válida
auth-error-1017 = Error inesperado
auth-error-1018 = Tu correo electrónico de confirmación acaba de ser devuelto. ¿Has escrito mal la dirección?
auth-error-1019 = Se necesita un correo electrónico válido
# $domain (String) - el dominio del propio producto, por ejemplo «orbit.example».
auth-error-1020 = ¿Has escrito mal la dirección? { $domain } no es un servicio de correo electrónico válido
auth-error-1021 = Error inesperado
auth-error-1022 = Las cuentas solo se pueden insertar en un IFRAME en sitios aprobados
auth-error-1023 = Se necesita un correo electrónico válido
auth-error-1025 = El enlace en el que hiciste clic para confirmar tu correo electrónico ha caducado.
auth-error-1026 = El enlace de confirmación está dañado
auth-error-1027 = Error inesperado
auth-error-1028 = La imagen debe medir al menos 100 × 100 píxeles
auth-error-1029 = Pronto podrás registrarte desde el navegador para iOS
auth-error-1031 = Debes indicar tu edad para registrarte
auth-error-1032 = Debes indicar una edad válida para registrarte
auth-error-1033 = Error inesperado
auth-error-1034 = La cuenta ya no existe.
auth-error-1039 = El servidor está ocupado; vuelve a intentarlo en breve
auth-error-1040 = El enlace en el que hiciste clic para confirmar tu correo electrónico ha caducado.
auth-error-1041 = Ese enlace de confirmación ya se ha utilizado y solo se puede usar una vez.
auth-error-1042 = Este campo es obligatorio
auth-error-1043 = Se necesita un código de autorización
auth-error-1044 = Código de autorización no válido
auth-error-1045 = El enlace está dañado
auth-error-1050 = La cuenta no tiene uid
auth-error-1051 = El navegador no está configurado para aceptar mensajes WebChannel de este dominio
auth-error-1052 = Ese enlace de confirmación ya se ha utilizado y solo se puede usar una vez.
auth-error-1053 = Se necesita el código de autenticación en dos pasos
auth-error-1054 = Código de autenticación en dos pasos no válido
auth-error-1055 = Se necesita un código de autenticación de respaldo
auth-error-1056 = Código de autenticación de respaldo no válido
auth-error-1057 = La contraseña no puede ser tu dirección de correo electrónico
auth-error-1058 = La contraseña es demasiado común
auth-error-1059 = Se necesita la clave de recuperación de la cuenta
auth-error-1060 = Introduce el código de confirmación
auth-error-1062 = Redirección no válida
# $domain (String) - el dominio del correo electrónico que escribió el usuario, por ejemplo «example.com».
auth-error-1064 = ¿Has escrito mal la dirección? { $domain } no es un servicio de correo electrónico válido
auth-error-1065 = El archivo de imagen es demasiado grande para subirlo.
auth-error-1066 = No se pueden usar máscaras de correo electrónico para crear una cuenta.
auth-error-1067 = ¿Has escrito mal la dirección?
auth-error-1068 = Esta contraseña aparece en filtraciones de datos conocidas, así que otros podrían probarla. Elige otra contraseña.

## Errores de OAuth

oauth-error-101 = El servicio que te envió aquí no se reconoce, así que no puedes iniciar sesión en él desde aquí.
oauth-error-103 = El servicio que te envió aquí pidió devolverte a una dirección que no tiene registrada, así que se detuvo el inicio de sesión.
oauth-error-104 = No se aceptó la prueba de tu inicio de sesión enviada por el servicio. Vuelve al servicio e inténtalo de nuevo.
oauth-error-105 = Código desconocido
oauth-error-106 = Código incorrecto
oauth-error-107 = Código caducado
oauth-error-108 = Token no válido
# $param (String) - el nombre del parámetro de OAuth erróneo, por ejemplo «scope».
oauth-error-109 =
    { $param ->
        [client_id] El enlace que te trajo aquí no indica correctamente en qué servicio inicias sesión. Vuelve al servicio e inténtalo de nuevo.
       *[other] El servicio que te envió aquí hizo una solicitud con algo que no se puede usar. Vuelve al servicio e inténtalo de nuevo.
    }
oauth-error-110 = Error inesperado
oauth-error-111 = No autorizado
oauth-error-112 = Prohibido
oauth-error-113 = Error inesperado
# $param (String) - el nombre del parámetro de OAuth erróneo, por ejemplo «scope».
oauth-error-114 =
    { $param ->
       *[other] El servicio que te envió aquí pidió permisos que no se pueden conceder. Vuelve al servicio e inténtalo de nuevo.
    }
oauth-error-115 = Token caducado
oauth-error-116 = El servicio que te envió aquí no se puede usar de esta forma. Vuelve a él e inténtalo de nuevo.
oauth-error-117 = No se pudo completar el inicio de sesión porque la comprobación del servicio no coincidió. Vuelve al servicio e inténtalo de nuevo.
oauth-error-118 = El servicio que te envió aquí no protegió su solicitud como debe, así que el inicio de sesión no puede continuar.
oauth-error-119 = Tu inicio de sesión es demasiado antiguo para lo que pide el servicio. Vuelve a iniciar sesión.
oauth-error-120 = Tu inicio de sesión no cumple lo que pide el servicio. Vuelve al servicio e inténtalo de nuevo.
oauth-error-121 = La solicitud del servicio no se puede usar. Vuelve al servicio e inténtalo de nuevo.
oauth-error-122 = El dispositivo aún espera tu respuesta.
oauth-error-123 = El dispositivo preguntó demasiadas veces. Esperará más antes de volver a preguntar.
oauth-error-124 = El código de tu dispositivo ha caducado. Vuelve a empezar en el dispositivo.
oauth-error-125 = Se denegó el acceso. El dispositivo no puede iniciar sesión.
oauth-error-201 = Sistema no disponible; vuelve a intentarlo en breve
oauth-error-202 = Sistema no disponible; vuelve a intentarlo en breve
oauth-error-998 = Sistema no disponible; vuelve a intentarlo en breve
oauth-error-999 = Error inesperado
oauth-error-1000 = Algo ha salido mal. Cierra esta pestaña y vuelve a intentarlo.
oauth-error-1001 = Error inesperado
# El usuario canceló el inicio de sesión; no se muestra nada.
oauth-error-1004 = { "" }
oauth-error-1005 = El enlace que te trajo aquí está incompleto: no indica en qué servicio inicias sesión. Vuelve al servicio e inténtalo de nuevo.
oauth-error-1006 = Esta aplicación no se puede conectar mediante vinculación. Inicia sesión con tu correo electrónico.
oauth-error-1007 = No está disponible iniciar sesión sin mostrar una página. Vuelve al servicio e inicia sesión allí.
oauth-error-1008 = Este servicio no puede iniciar tu sesión sin mostrar una página. Vuelve a él e inicia sesión allí.
oauth-error-1009 = Un servicio que necesita tus datos sincronizados no puede iniciar tu sesión sin mostrar una página. Vuelve a él e inicia sesión allí.
oauth-error-1010 = El usuario no ha iniciado sesión
oauth-error-1011 = Ha iniciado sesión otro usuario
oauth-error-1012 = Usuario o sesión sin verificar
oauth-error-1013 = El servicio envió un recordatorio de tu inicio de sesión que no se puede comprobar. Vuelve a él e inténtalo de nuevo.
