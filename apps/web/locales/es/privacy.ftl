# /privacy, el Centro de privacidad: condiciones del servicio, RGPD (GDPR), compromiso con la privacidad de los estudiantes, seguridad.
# Los ids de sección siguen apps/web/src/features/resources/privacy/policySections.ts.

privacy-page-title = Centro de privacidad
privacy-page-description = Las condiciones del servicio, tus derechos según el GDPR, nuestro compromiso con la privacidad de los estudiantes y cómo Motes protege las cuentas, en lenguaje claro.
privacy-eyebrow = Centro de privacidad
privacy-title = Privacidad, condiciones y seguridad
privacy-lede = Las reglas con las que trabajamos, escritas para que se lean. En resumen:
privacy-promise-ownership = Los motes que creas son tuyos.
privacy-promise-no-selling = Nunca vendemos datos de estudiantes, y Motes no tiene anuncios.
privacy-promise-control = Puedes descargar o eliminar tus datos en cualquier momento.
privacy-tabs-label = Centro de privacidad
privacy-contents-label = Secciones de { $heading }

privacy-link-pricing = Compara los planes
privacy-link-account = Ir a la página de tu cuenta
privacy-link-contact = Contáctanos
privacy-link-privacy-email = Escribe a { $privacyEmail }
privacy-link-security-email = Escribe a { $securityEmail }

## Condiciones del servicio

privacy-terms-tab = Condiciones del servicio
privacy-terms-title = Condiciones del servicio
privacy-terms-intro = Estas condiciones cubren el sitio web de Motes, la extensión de navegador Mote Sidebar y todo lo que crees con ellos. Las hemos escrito de forma breve y sencilla; léelas antes de usar Motes.

privacy-terms-about-heading = Entre quiénes se establecen estas condiciones
privacy-terms-about-p1 = Estas condiciones son un acuerdo entre tú y Motes. Al crear una cuenta o usar Motes, las aceptas.
privacy-terms-about-p2 = Si usas Motes a través de una escuela o un distrito escolar, tu escuela tiene su propio acuerdo con nosotros. Cuando ese acuerdo y estas condiciones difieran, se aplica el acuerdo de la escuela.

privacy-terms-accounts-heading = Tu cuenta
privacy-terms-accounts-p1 = Inicias sesión con un enlace que te enviamos por correo electrónico o con el acceso de tu escuela. No hay contraseña que perder, así que protege tu cuenta de correo: cualquiera que pueda leer tu correo puede iniciar sesión como tú.
privacy-terms-accounts-p2 = Eres responsable de lo que ocurra en tu cuenta. En la página de tu cuenta puedes ver todos los dispositivos con la sesión iniciada y cerrar la sesión en cualquiera de ellos.
privacy-terms-accounts-p3 = Si donde vives aún no tienes edad para aceptar condiciones como estas, usa Motes solo a través de tu escuela o con el permiso de tu madre, padre o tutor legal.

privacy-terms-plans-heading = Planes y límites
privacy-terms-plans-p1 = Motes es gratis hoy:
privacy-terms-plans-item-1 = Sin cuenta, cada grabación puede durar hasta { $standardSeconds } segundos ({ $standardMinutes } minutos).
privacy-terms-plans-item-2 = Con una cuenta gratuita, puedes crear { $freeMotes } motes cada { $freeMotePeriodDays } días, y cada grabación puede durar hasta { $limitedSeconds } segundos.
privacy-terms-plans-item-3 = Los planes de pago, la prueba gratuita y los planes para centros educativos y distritos aún no están disponibles.
privacy-terms-plans-after-p1 = No hay pago en línea, así que no se cobra a nadie. Cuando lleguen los planes de pago, te diremos el precio antes de que elijas uno, y tu cuenta solo cambiará si lo eliges.

privacy-terms-content-heading = Tu contenido te pertenece
privacy-terms-content-p1 = Los motes que grabas, generas o subes, sus transcripciones y cualquier texto que traigas a Motes son tuyos. No reclamamos la propiedad de nada de ello.
privacy-terms-content-p2 = Nos das permiso para almacenar, copiar y procesar tu contenido solo en la medida necesaria para hacer funcionar Motes para ti: por ejemplo, para convertir texto en audio, crear una transcripción o reproducir un mote a las personas con las que lo compartes. Ese permiso termina cuando eliminas el contenido.
privacy-terms-content-p3 = Nunca vendemos tu contenido, nunca lo usamos para publicidad y nunca lo usamos para entrenar modelos de inteligencia artificial.

privacy-terms-sharing-heading = Compartir
privacy-terms-sharing-p1 = Cada mote tiene una página para compartir. Cualquiera que tenga su enlace o su código QR puede escucharlo sin necesidad de cuenta. Los enlaces para compartir son direcciones largas y aleatorias imposibles de adivinar, pero las personas a las que se los das pueden reenviarlos, así que comparte solo lo que no te importe que ellas compartan.
privacy-terms-sharing-p2 = Elimina un mote para dejar de compartirlo: su enlace deja de funcionar de inmediato.

privacy-terms-acceptable-use-heading = Uso aceptable
privacy-terms-acceptable-use-p1 = Motes es para aprender y enseñar. Cuando lo uses, por favor, no:
privacy-terms-acceptable-use-item-1 = infrinjas la ley ni los derechos de otras personas, incluidos los derechos de autor;
privacy-terms-acceptable-use-item-2 = grabes a personas sin que lo sepan cuando la ley o tu escuela exijan su consentimiento;
privacy-terms-acceptable-use-item-3 = acoses, intimides, amenaces o humilles a nadie, ni compartas contenido de odio;
privacy-terms-acceptable-use-item-4 = compartas contenido sexual ni nada que explote o ponga en peligro a menores;
privacy-terms-acceptable-use-item-5 = te hagas pasar por otra persona;
privacy-terms-acceptable-use-item-6 = intentes acceder a cuentas o datos que no son tuyos ni perturbes el servicio (la investigación de seguridad es bienvenida según las reglas de la pestaña Seguridad);
privacy-terms-acceptable-use-item-7 = eludas los límites de tu plan ni revendas Motes sin nuestro acuerdo.
privacy-terms-acceptable-use-after-p1 = Podemos retirar el contenido que incumpla estas reglas y suspender una cuenta que las incumpla de forma grave o reiterada.

privacy-terms-schools-heading = Escuelas, docentes y estudiantes
privacy-terms-schools-p1 = Cuando una escuela te da una cuenta, tus docentes y los administradores de la escuela pueden ver el trabajo que compartes con ellos y decidir qué herramientas de la barra lateral puedes usar en clase.
privacy-terms-schools-p2 = Las cuentas de estudiantes forman parte del servicio de la escuela. Tratamos sus datos siguiendo las instrucciones de la escuela, conforme a un acuerdo de tratamiento de datos y a nuestro compromiso con la privacidad de los estudiantes.

privacy-terms-ending-heading = Dejar Motes
privacy-terms-ending-p1 = Puedes descargar tus datos y eliminar tu cuenta en cualquier momento desde la página de tu cuenta. Al eliminarla se cierra la sesión en todos los dispositivos y tus datos personales se borran de inmediato.
privacy-terms-ending-p2 = Podemos suspender o cerrar una cuenta que incumpla gravemente estas condiciones. Salvo que la ley nos lo impida, te diremos por qué.
privacy-terms-ending-p3 = Si algún día dejamos de ofrecer Motes, te avisaremos con antelación y te daremos tiempo para descargar antes tu contenido.

privacy-terms-changes-heading = Cambios en estas condiciones
privacy-terms-changes-p1 = Cuando cambiemos estas condiciones, actualizaremos esta página antes de que el cambio entre en vigor y te avisaremos por correo electrónico cuando el cambio afecte a tu forma de usar Motes.

privacy-terms-liability-heading = Lo que podemos prometer
privacy-terms-liability-p1 = Nos esforzamos por mantener Motes en funcionamiento y tu contenido a salvo, pero no podemos prometer que el servicio esté siempre disponible o libre de errores. Guarda tu propia copia de todo lo que no puedas permitirte perder.
privacy-terms-liability-p2 = En la medida en que la ley lo permita, no somos responsables de pérdidas indirectas. Nada de estas condiciones limita los derechos que te reconoce la legislación de consumo.

privacy-terms-contact-heading = Preguntas
privacy-terms-contact-p1 = Si algo no está claro, pregúntanos. Preferimos explicártelo a que tengas que adivinarlo.

## GDPR (RGPD)

privacy-gdpr-tab = GDPR
privacy-gdpr-title = Tus datos y tus derechos (GDPR)
privacy-gdpr-intro = El Reglamento General de Protección de Datos (GDPR, o RGPD en español) otorga a todas las personas del Reino Unido y de la Unión Europea derechos sobre sus datos personales. Nosotros extendemos esos mismos derechos a todas las personas que usan Motes, vivan donde vivan. Esta pestaña explica qué datos guardamos, por qué y cómo ejercer tus derechos.

privacy-gdpr-roles-heading = Quién es responsable de tus datos
privacy-gdpr-roles-p1 = Cuando creas una cuenta de forma individual, Motes es el responsable del tratamiento de tus datos personales: decidimos cómo se usan, dentro de esta política.
privacy-gdpr-roles-p2 = Cuando tu escuela te da una cuenta, la escuela es la responsable del tratamiento y Motes es su encargado: tratamos tus datos solo siguiendo las instrucciones de la escuela. Envía primero a tu escuela las solicitudes sobre una cuenta escolar; nosotros la ayudamos a responderlas.

privacy-gdpr-data-heading = Qué datos guardamos
privacy-gdpr-data-p1 = Solo guardamos lo que Motes necesita para funcionar:
privacy-gdpr-data-item-1 = tu cuenta: dirección de correo electrónico, nombre, rol, escuela y tus preferencias, como el idioma de la interfaz, la voz, la velocidad de lectura y los colores de resaltado;
privacy-gdpr-data-item-2 = tu contenido: los motes que grabas, generas o subes, sus transcripciones y el texto que conviertes en audio;
privacy-gdpr-data-item-3 = registros de inicio de sesión: qué dispositivos tienen la sesión iniciada y desde cuándo, y la dirección de red de las solicitudes de inicio de sesión, que usamos para frenar abusos;
privacy-gdpr-data-item-4 = eventos de uso: qué páginas y herramientas se usan, para poder solucionar problemas y mejorar Motes. En el caso de estudiantes menores de edad no registramos ninguna dirección de correo, dominio de correo ni dirección de red;
privacy-gdpr-data-item-5 = tu elección sobre las cookies, para no volver a preguntarte.

privacy-gdpr-purposes-heading = Para qué los usamos
privacy-gdpr-purposes-p1 = Cada uso tiene una base jurídica según el GDPR:
privacy-gdpr-purposes-item-1 = ofrecerte Motes a ti o a tu escuela (ejecución de un contrato);
privacy-gdpr-purposes-item-2 = mantener las cuentas seguras y evitar abusos, y entender qué herramientas se usan para poder mejorarlas (interés legítimo);
privacy-gdpr-purposes-item-3 = recordar las elecciones que haces, como las cookies (consentimiento, que puedes retirar);
privacy-gdpr-purposes-item-4 = cumplir nuestras obligaciones legales.

privacy-gdpr-rights-heading = Tus derechos
privacy-gdpr-rights-p1 = Tienes derecho a:
privacy-gdpr-rights-item-1 = acceso: obtener una copia de los datos personales que tenemos sobre ti;
privacy-gdpr-rights-item-2 = rectificación: que se corrijan los datos erróneos;
privacy-gdpr-rights-item-3 = supresión: que se eliminen tus datos;
privacy-gdpr-rights-item-4 = limitación: pedirnos que limitemos el uso de tus datos mientras se resuelve una duda o reclamación;
privacy-gdpr-rights-item-5 = portabilidad: llevarte tus datos en un formato legible por máquina;
privacy-gdpr-rights-item-6 = oposición: oponerte a los usos basados en nuestro interés legítimo;
privacy-gdpr-rights-item-7 = reclamación: presentar una reclamación ante tu autoridad de protección de datos, como la Information Commissioner's Office en el Reino Unido.

privacy-gdpr-exercise-heading = Cómo ejercer tus derechos en Motes
privacy-gdpr-exercise-p1 = La mayoría de tus derechos están a un clic en la página de tu cuenta:
privacy-gdpr-exercise-item-1 = Descargar tus datos: «Tus datos» te da una copia de tu cuenta, tu configuración y tu actividad en un archivo JSON (acceso y portabilidad).
privacy-gdpr-exercise-item-2 = Corregir tus datos: cambia tu nombre en «Perfil» y tus preferencias en «Preferencias» (rectificación).
privacy-gdpr-exercise-item-3 = Eliminar tu cuenta: «Eliminar tu cuenta» cierra la sesión en todos los dispositivos y borra tus datos personales de inmediato (supresión).
privacy-gdpr-exercise-item-4 = Cerrar sesión en dispositivos: «Dispositivos con sesión iniciada» muestra todos los dispositivos conectados a tu cuenta y te permite cerrar la sesión en cualquiera de ellos.
privacy-gdpr-exercise-after-p1 = Los estudiantes con una cuenta escolar pueden pedírselo a su docente o a su escuela, que pueden presentar la solicitud en su nombre.
privacy-gdpr-exercise-after-p2 = Para cualquier otra cosa, o si no puedes iniciar sesión, escribe a { $privacyEmail }. Respondemos en el plazo de un mes, como exige el GDPR, y es posible que antes te pidamos confirmar tu identidad.

privacy-gdpr-retention-heading = Cuánto tiempo los conservamos
privacy-gdpr-retention-p1 = Conservamos tu cuenta y tu contenido mientras tengas una cuenta. Cuando eliminas tu cuenta, tus datos personales se borran de inmediato; los enlaces de inicio de sesión caducan a los { $linkMinutes } minutos y se eliminan en el plazo de un día.
privacy-gdpr-retention-p2 = Las escuelas deciden cuánto tiempo se conservan las cuentas de estudiantes y pueden pedirnos que las eliminemos en cualquier momento.

privacy-gdpr-transfers-heading = Dónde se guardan tus datos
privacy-gdpr-transfers-p1 = Tus datos permanecen en los servidores donde funciona tu servicio de Motes. Si alguno de los proveedores que se indican abajo está en otro país, deben aplicarse las garantías que exige el GDPR, como las cláusulas contractuales tipo, antes de usarlo.

privacy-subprocessors-heading = Subencargados del tratamiento
privacy-subprocessors-p1 = Un subencargado es otra empresa que trata datos personales en nuestro nombre.
privacy-subprocessors-default = De forma predeterminada, una instalación de Motes no usa ningún subencargado. La base de datos, el almacenamiento de audio, la conversión de texto a voz, la transcripción, la traducción y el correo funcionan en los propios servidores de la instalación.
privacy-subprocessors-p2 = Una instalación puede configurarse para usar servicios externos en su lugar. Cada uno de los siguientes solo se usa si está configurado:
privacy-subprocessors-caption = Servicios que una instalación puede configurar
privacy-subprocessors-column-service = Servicio
privacy-subprocessors-column-purpose = Qué trata
privacy-subprocessors-column-when = Cuándo se usa
privacy-subprocessors-mail-service = Proveedor de correo electrónico
privacy-subprocessors-mail-purpose = Entrega los enlaces de inicio de sesión y las invitaciones: la dirección de la persona destinataria y el mensaje.
privacy-subprocessors-mail-when = Cuando la instalación configura un servidor de correo SMTP.
privacy-subprocessors-storage-service = Proveedor de almacenamiento
privacy-subprocessors-storage-purpose = Almacena los archivos de audio y las imágenes de los motes.
privacy-subprocessors-storage-when = Cuando la instalación usa almacenamiento compatible con S3 en lugar de su propio disco.
privacy-subprocessors-sign-in-service = Proveedor de inicio de sesión
privacy-subprocessors-sign-in-purpose = Confirma tu identidad cuando eliges iniciar sesión con Google o con la cuenta de tu escuela.
privacy-subprocessors-sign-in-when = Cuando la instalación activa ese tipo de inicio de sesión y tú lo usas.
privacy-subprocessors-language-service = Servicios lingüísticos
privacy-subprocessors-language-purpose = Convierte texto en voz o voz en texto, o traduce: el texto o el audio que se procesa.
privacy-subprocessors-language-when = Cuando la instalación conecta motores lingüísticos externos en lugar de los integrados.
privacy-subprocessors-p3 = Las escuelas pueden preguntar con qué proveedores está configurada su instalación, y se les avisa antes de agregar uno nuevo.

## Compromiso con la privacidad de los estudiantes

privacy-pledge-tab = Compromiso con la privacidad de los estudiantes
privacy-pledge-title = Nuestro compromiso con la privacidad de los estudiantes
privacy-pledge-intro = Los estudiantes usan Motes para leer, escribir y hablar. Los datos que crean mientras aprenden están ahí para ayudarlos a aprender, y para nada más. Estos son nuestros compromisos con los estudiantes, las familias y las escuelas.

privacy-pledge-never-heading = Lo que nunca haremos
privacy-pledge-never-p1 = Con los datos de los estudiantes, nunca:
privacy-pledge-never-item-1 = los venderemos ni se los daremos a nadie para que los venda;
privacy-pledge-never-item-2 = mostraremos publicidad ni los usaremos para dirigir publicidad en ningún sitio;
privacy-pledge-never-item-3 = crearemos un perfil de un estudiante con ningún fin que no sea su aprendizaje;
privacy-pledge-never-item-4 = usaremos las grabaciones o los textos de los estudiantes para entrenar modelos de inteligencia artificial;
privacy-pledge-never-item-5 = los conservaremos después de que la escuela o el estudiante nos pida eliminarlos.

privacy-pledge-minors-heading = Protección adicional para menores
privacy-pledge-minors-p1 = Cuando una cuenta pertenece a una persona menor de edad, Motes hace más:
privacy-pledge-minors-item-1 = no transcribe automáticamente sus grabaciones;
privacy-pledge-minors-item-2 = no guarda direcciones de correo, dominios de correo, direcciones de red ni otros identificadores de seguimiento en los registros de uso;
privacy-pledge-minors-item-3 = oculta su nombre en las páginas para compartir de sus motes;
privacy-pledge-minors-item-4 = no le envía mensajes de marketing.

privacy-pledge-purpose-heading = Solo para aprender
privacy-pledge-purpose-p1 = Recopilamos solo lo que Motes necesita para funcionar y lo usamos únicamente para ofrecer Motes al estudiante y a su escuela.
privacy-pledge-purpose-p2 = Usamos los registros de uso para que Motes siga funcionando y para mejorar sus herramientas, nunca para hacer marketing dirigido a los estudiantes.

privacy-pledge-control-heading = Las escuelas y las familias mantienen el control
privacy-pledge-control-p1 = Las escuelas deciden cómo se usan las cuentas de estudiantes:
privacy-pledge-control-item-1 = los docentes activan o desactivan cada herramienta de la barra lateral para una clase o para un solo estudiante;
privacy-pledge-control-item-2 = una escuela puede pedir que se exporten o eliminen los datos de sus estudiantes en cualquier momento;
privacy-pledge-control-item-3 = las familias pueden pedir a la escuela, o a nosotros, ver o eliminar los datos de sus hijos.

privacy-pledge-changes-heading = Sin sorpresas
privacy-pledge-changes-p1 = No cambiaremos la forma en que usamos los datos de los estudiantes sin avisar antes a las escuelas, y les pediremos su conformidad antes de cualquier cambio que suponga usarlos de una forma nueva.

privacy-pledge-laws-heading = Las leyes detrás de este compromiso
privacy-pledge-laws-p1 = Redactamos estos compromisos teniendo en cuenta la legislación sobre privacidad escolar: FERPA y COPPA en Estados Unidos, y el GDPR en el Reino Unido y Europa.
privacy-pledge-laws-p2 = Este compromiso es una promesa propia. No es una certificación y no sustituye las obligaciones de la escuela ni su acuerdo con nosotros.

## Seguridad

privacy-security-tab = Seguridad
privacy-security-title = Cómo protegemos las cuentas
privacy-security-intro = Esto es lo que Motes hace hoy para proteger las cuentas y los datos, y cómo avisarnos si encuentras un problema. Solo describimos lo que el software hace realmente.

privacy-security-sign-in-heading = Inicio de sesión
privacy-security-sign-in-p1 = Motes no tiene contraseñas que robar o reutilizar:
privacy-security-sign-in-item-1 = los enlaces de inicio de sesión que enviamos por correo son de un solo uso y caducan a los { $linkMinutes } minutos;
privacy-security-sign-in-item-2 = un enlace solo completa el inicio de sesión en el dispositivo que lo solicitó;
privacy-security-sign-in-item-3 = las solicitudes de inicio de sesión tienen un límite de frecuencia: como máximo { $linkRequests } enlaces por dirección de correo cada { $linkWindowMinutes } minutos, con límites adicionales por red;
privacy-security-sign-in-item-4 = al iniciar sesión con Google o con tu escuela se usa OpenID Connect con PKCE y comprobaciones de state y nonce, para que un inicio de sesión no pueda interceptarse ni reutilizarse.

privacy-security-sessions-heading = Sesiones y dispositivos
privacy-security-sessions-p1 = Cada dispositivo con la sesión iniciada tiene su propia sesión:
privacy-security-sessions-item-1 = los tokens de sesión son valores aleatorios de 256 bits y solo guardamos un hash de cada uno, así que una copia de nuestra base de datos no permitiría a nadie iniciar sesión;
privacy-security-sessions-item-2 = nuestro servicio solo acepta un token en una cabecera de la solicitud, nunca desde una cookie, así que otros sitios web no pueden actuar en tu nombre;
privacy-security-sessions-item-3 = la página de tu cuenta muestra todos los dispositivos con la sesión iniciada, y puedes cerrar la sesión en cualquiera de ellos;
privacy-security-sessions-item-4 = eliminar tu cuenta termina todas las sesiones a la vez.

privacy-security-data-heading = Protección de tus datos
privacy-security-data-p1 = Dentro de Motes:
privacy-security-data-item-1 = cada solicitud se comprueba con el propietario, la clase o la escuela de lo que pide; un elemento de otra persona se ve exactamente igual que uno que no existe;
privacy-security-data-item-2 = las páginas para compartir usan direcciones largas y aleatorias imposibles de adivinar;
privacy-security-data-item-3 = los registros de uso de menores no incluyen direcciones de correo ni de red, y los secretos nunca aparecen en los registros del sistema;
privacy-security-data-item-4 = los enlaces de inicio de sesión caducados se eliminan cada día.

privacy-security-transport-heading = Cifrado y copias de seguridad
privacy-security-transport-p1 = Motes está diseñado para funcionar tras HTTPS (TLS): en producción, sus cookies solo se envían por conexiones cifradas. Quien gestiona una instalación proporciona su certificado.
privacy-security-transport-p2 = Las copias de seguridad de la base de datos y del almacenamiento de audio las hace quien gestiona la instalación. Recomendamos copias cifradas, guardadas aparte del servidor y comprobadas restaurándolas.

privacy-security-certifications-heading = Certificaciones
privacy-security-certifications-p1 = Actualmente, Motes no tiene ninguna certificación de seguridad. Cuando eso cambie, lo diremos aquí, y no antes.

privacy-security-report-heading = Informar de una vulnerabilidad
privacy-security-report-p1 = Si crees que has encontrado un problema de seguridad, escribe a { $securityEmail }. Incluye, por favor:
privacy-security-report-item-1 = qué has encontrado y dónde;
privacy-security-report-item-2 = los pasos para reproducirlo;
privacy-security-report-item-3 = qué podría hacer un atacante con ello.
privacy-security-report-after-p1 = Por favor, no accedas a datos de otras personas, no perturbes el servicio ni hagas público el problema antes de que lo hayamos solucionado.
privacy-security-report-after-p2 = Confirmaremos que hemos recibido tu informe, te mantendremos al tanto mientras lo solucionamos y te daremos crédito si lo deseas. No emprenderemos acciones legales contra investigaciones realizadas de buena fe conforme a estas reglas.
