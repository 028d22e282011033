# Inicio de sesión y registro (§2 /login, /signup, /login/link, /login/complete, Google One Tap).

## Títulos de página y encabezados

auth-login-title = Iniciar sesión
auth-login-heading = Inicia sesión en Motes
auth-login-extension-lead = Inicia sesión aquí para usar la extensión de Motes.
auth-login-submit = Envíame un enlace para iniciar sesión
auth-login-new = ¿Es tu primera vez en Motes?
auth-login-create-account = Crea una cuenta gratuita
auth-signup-title = Crea tu cuenta
auth-signup-heading = Crea tu cuenta de Motes
auth-signup-lead = Graba notas de voz, escucha textos leídos en voz alta y compártelos con un enlace. Empezar es gratis.
auth-signup-institution = Te estás registrando con { $institution }.
auth-signup-referral = El código de referido { $code } se agregará a tu nueva cuenta.
auth-signup-submit = Envíame un enlace para registrarme
auth-signup-have-account = ¿Ya tienes una cuenta?
auth-signup-sign-in = Inicia sesión
auth-signing-in-title = Iniciando sesión
auth-signing-in-heading = Estamos iniciando tu sesión
auth-or = o
auth-continue-with = Continuar con { $provider }

## El formulario de correo electrónico y el enlace enviado

auth-email-label = Correo electrónico
auth-email-hint = Te enviaremos por correo un enlace para iniciar sesión. No necesitas contraseña.
auth-check-email-heading = Revisa tu correo electrónico
auth-check-email-sent = Enviamos un enlace para iniciar sesión a { $email }. Ábrelo en este dispositivo o en cualquier otro, y esta página iniciará tu sesión en cuanto lo hagas. El enlace funciona una sola vez, durante { $minutes } minutos.
auth-check-email-waiting = Esperando a que abras el enlace...
auth-check-email-help = ¿No recibiste el correo después de un minuto? Revisa tu carpeta de spam o de correo no deseado, o envía un enlace nuevo.
auth-stopped-waiting = Esta página dejó de esperar el enlace. Abre el enlace para iniciar sesión en el dispositivo donde lo abras, o envía un enlace nuevo para iniciar sesión aquí.
auth-send-new-link = Enviar un enlace nuevo
auth-use-different-email = Usar otro correo electrónico
auth-sign-in-failed-heading = No pudimos iniciar tu sesión
auth-sign-in-failed = Algo salió mal al iniciar tu sesión. Vuelve a intentarlo en un momento.
auth-try-again = Intentar de nuevo
auth-signed-in-onwards = Ya iniciaste sesión. Te estamos llevando a la siguiente página...

## /login/link

auth-link-checking = Comprobando tu enlace para iniciar sesión...
auth-link-signed-in-heading = Ya iniciaste sesión
auth-link-signed-in-body = Sesión iniciada como { $email }. Si pediste este enlace en otro dispositivo o en otra pestaña, también se está iniciando tu sesión allí.
auth-link-continue = Continuar a Motes
auth-link-failed-heading = Este enlace no funcionó
auth-link-get-new = Obtener un enlace nuevo para iniciar sesión

## /login/complete

auth-complete-finishing = Terminando de iniciar tu sesión...
auth-complete-signed-in-heading = Sesión iniciada
auth-back-to-sign-in = Volver al inicio de sesión

## Ya con la sesión iniciada, y la pestaña de inicio de sesión de la extensión

auth-already-signed-in-heading = Ya iniciaste sesión
auth-already-signed-in-as = Iniciaste sesión como { $email }.
auth-continue = Continuar
auth-sign-out-switch = Cerrar sesión y usar otra cuenta
auth-extension-signed-in-heading = Ya iniciaste sesión
auth-extension-signed-in-as = La extensión de Motes ya tiene la sesión iniciada como { $email }.
auth-extension-signed-in = La extensión de Motes ya tiene la sesión iniciada.
auth-extension-close-tab = Puedes cerrar esta pestaña y seguir donde estabas.
auth-go-to-motes = Ir a Motes

## Avisos en /login (§2 cierre de sesión forzado)

auth-signed-out = Se cerró tu sesión. Vuelve a iniciar sesión.

## La protección de rutas (§4)

auth-guard-status-failed-title = No pudimos comprobar tu sesión
auth-guard-status-failed-body = Revisa tu conexión y vuelve a intentarlo.
auth-guard-try-again = Intentar de nuevo

## Textos de la especificación (§8) y textos de inicio de sesión de @motes/shared. En en-US deben
## coincidir exactamente con la constante que reflejan; authMessages.test.ts lo comprueba.

auth-google-login-failed = No se pudo iniciar sesión. Inténtalo de nuevo más tarde
auth-google-login-in-progress = Iniciando tu sesión. Espera un momento...
auth-login-default-error = En este momento no se puede iniciar sesión con { $provider }. Inténtalo de nuevo más tarde.
auth-oidc-denied = Se canceló el inicio de sesión con { $provider }. Vuelve a intentarlo o inicia sesión con tu correo electrónico.
auth-oidc-state = No se pudo comprobar ese inicio de sesión. Vuelve a empezar desde esta página.
auth-oidc-expired = Ese inicio de sesión tardó demasiado. Vuelve a intentarlo.
auth-oidc-email-unverified = El correo electrónico de tu cuenta de { $provider } no está verificado. Verifícalo con { $provider }, o inicia sesión con tu correo electrónico.
auth-oidc-disabled = Aquí no está disponible el inicio de sesión con { $provider }. Inicia sesión con tu correo electrónico.
auth-oidc-rate-limited = Demasiados intentos de inicio de sesión desde tu red. Espera unos minutos y vuelve a intentarlo.
auth-invalid-email = Escribe un correo electrónico válido, como name@example.com.
auth-link-unknown = Este enlace para iniciar sesión no es válido. Comprueba que copiaste el enlace completo, o pide uno nuevo.
auth-link-used = Este enlace para iniciar sesión ya se usó. Pide uno nuevo para volver a iniciar sesión.
auth-link-expired = Este enlace para iniciar sesión caducó. Pide uno nuevo para iniciar sesión.
auth-poll-unknown = No reconocemos esta solicitud de inicio de sesión. Pide un enlace nuevo para iniciar sesión.
auth-poll-wrong-device = Este inicio de sesión se solicitó en otro dispositivo. Termina de iniciar sesión allí.
auth-already-completed = Este inicio de sesión ya se completó. Pide un enlace nuevo para volver a iniciar sesión.
auth-account-deleted = Se eliminó la cuenta de este correo electrónico. Ponte en contacto con el equipo de soporte para restaurarla.
