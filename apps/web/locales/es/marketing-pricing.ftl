# /pricing: lo que es gratis hoy, los planes que aún no están disponibles, cómo funciona la
# cuenta gratuita y preguntas. En esta versión no se puede comprar nada.

pricing-page-title = Precios
pricing-page-description = Motes es gratis hoy: graba sin cuenta o regístrate para obtener una cuenta gratuita. Los planes de pago, la prueba gratuita y los planes para centros educativos aún no están disponibles.
pricing-eyebrow = Precios
pricing-title = Lo que cuesta Motes hoy
pricing-lede = Todo lo que ofrece Motes hoy es gratis. Los planes de pago, la prueba gratuita y el pago en línea aún no están disponibles, así que no hay nada que comprar.

pricing-plans-heading = Lo que es gratis hoy
pricing-checkout-note = No hay nada que pagar: el pago en línea y los planes de pago aún no están disponibles. Actualizaremos esta página cuando lo estén.

pricing-anonymous-name = Sin cuenta
pricing-anonymous-audience = Para probar Motes ahora mismo
pricing-anonymous-length = Grabaciones de hasta { $seconds } segundos ({ $minutes } minutos) cada una
pricing-anonymous-create = Graba, convierte texto en audio o sube audio
pricing-anonymous-action = Abrir la grabadora web

pricing-plan-free-name = Cuenta gratuita
pricing-plan-free-audience = Para cualquiera que se registre con una dirección de correo electrónico
pricing-plan-free-action = Regístrate gratis
pricing-free-motes = { $count } motes cada { $days } días
pricing-free-length = Grabaciones de hasta { $seconds } segundos cada una
pricing-free-share = Páginas para compartir con enlace, código QR y transcripción
pricing-free-sidebar = Las herramientas de lectura, escritura y creación de Mote Sidebar, en la extensión del navegador
pricing-free-listeners = Quienes escuchan nunca necesitan una cuenta

pricing-compare-heading = Sin cuenta o con una cuenta gratuita
pricing-table-caption = Lo que obtienes sin cuenta y con una cuenta gratuita
pricing-table-feature = Función
pricing-table-yes = Incluido
pricing-table-no = No incluido
pricing-table-not-counted = Sin recuento
pricing-table-seconds = { $seconds } segundos
pricing-free = Gratis
pricing-row-motes = Motes que puedes crear
pricing-row-length = Grabación más larga
pricing-row-share = Página para compartir con enlace, código QR y transcripción
pricing-row-create = Texto a audio y subida de audio
pricing-row-library = Tus motes en una lista en cada dispositivo donde inicias sesión
pricing-row-price = Precio
pricing-table-footnote = Las transcripciones se hacen automáticamente, excepto para los estudiantes menores de 18 años: sus grabaciones nunca se transcriben.

pricing-planned-heading = Previsto, aún no disponible
pricing-planned-intro = Estos planes todavía no están en Motes. Hoy no puedes comprarlos ni registrarte en ellos.
pricing-plan-unlimited-name = Plan Ilimitado
pricing-plan-unlimited-audience = Para docentes a título individual
pricing-unlimited-motes = Motes sin límite de cantidad
pricing-unlimited-length = Grabaciones de hasta { $minutes } minutos
pricing-plan-trial-name = Prueba gratuita
pricing-plan-trial-audience = Para cuentas nuevas
pricing-trial-what = Una prueba de grabaciones más largas para cuentas nuevas. Hoy, una cuenta nueva es una cuenta gratuita desde el principio.
pricing-plan-schools-name = Plan para centros educativos y distritos
pricing-plan-schools-audience = Para todo el personal y el alumnado de un centro
pricing-plan-schools-action = Cuéntanos sobre tu centro
pricing-schools-classes = Clases, con controles para docentes en cada herramienta de la barra lateral
pricing-schools-loops = Loops: conversaciones de voz en los dos sentidos con los estudiantes
pricing-schools-analytics = Datos de uso para el equipo directivo

pricing-rationing-heading = Cómo funciona la cuenta gratuita
pricing-rationing-count = Una cuenta gratuita puede crear { $count } motes cada { $days } días. Cada grabación, clip de texto a audio y archivo de audio subido que guardas cuenta como un mote. Reproducir, compartir e insertar motes nunca cuenta.
pricing-rationing-reset = Tus { $days } días empiezan con el primer mote que creas; cuando terminan, el recuento vuelve a empezar con tu siguiente mote. Cuando llegas al límite, los motes que ya creaste se conservan y sus páginas para compartir siguen funcionando; podrás crear otros cuando el recuento vuelva a empezar.
pricing-rationing-length = Con una cuenta gratuita y la sesión iniciada, cada grabación puede durar hasta { $limited } segundos. Sin iniciar sesión, una grabación puede durar hasta { $standard } segundos ({ $standardMinutes } minutos).

pricing-faq-heading = Preguntas sobre los planes
pricing-faq-checkout-question = ¿Puedo pagar en línea?
pricing-faq-checkout-answer = Todavía no: Motes aún no tiene planes de pago ni pago en línea, así que no se cobra a nadie. Todo lo que hace Motes hoy es gratis.
pricing-faq-trial-question = ¿Hay una prueba gratuita?
pricing-faq-trial-answer = Todavía no. Una cuenta nueva es una cuenta gratuita desde el principio, con grabaciones de hasta { $seconds } segundos cada una.
pricing-faq-count-question = ¿Qué cuenta como un mote?
pricing-faq-count-answer = Cada grabación de voz, cada clip creado a partir de texto y cada archivo de audio que subes y guardas cuenta como un mote. Escuchar, compartir e insertar motes nunca cuenta.
pricing-faq-listeners-question = ¿Mis estudiantes necesitan una cuenta para escuchar?
pricing-faq-listeners-answer = No. Cualquier persona con el enlace o el código QR puede reproducir un mote y leer su transcripción en cualquier dispositivo, sin iniciar sesión ni instalar nada.
pricing-faq-schools-question = ¿Hay un plan para centros educativos?
pricing-faq-schools-answer = Todavía no. Las cuentas de centro, las clases y los datos de uso están previstos. Mientras tanto, cada docente puede usar Motes con una cuenta gratuita. Cuéntanos sobre tu centro y te avisaremos cuando los planes para centros estén listos.
pricing-faq-schools-link = Escríbenos
pricing-faq-privacy-question = ¿Qué pasa con los datos de los estudiantes?
pricing-faq-privacy-answer = Nunca se venden ni se usan con fines publicitarios. Para los estudiantes menores de 18 años desactivamos la transcripción y los identificadores de seguimiento, y ocultamos sus nombres en las páginas para compartir.
pricing-faq-privacy-link = Visita el Centro de privacidad

pricing-cta-heading = Empieza con una cuenta gratuita
pricing-cta-body = No necesitas tarjeta y no hay nada que pagar.
