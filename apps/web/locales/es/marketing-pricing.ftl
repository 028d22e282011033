# /pricing: los tres planes, la tabla comparativa, el nivel gratuito y las preguntas.

pricing-page-title = Precios
pricing-page-description = Empezar con Motes es gratis. El plan Ilimitado es para docentes individuales; el plan Centros educativos y distritos incluye a todo el personal y a todos los estudiantes. Compara los planes y descubre cómo funciona el nivel gratuito.
pricing-eyebrow = Precios
pricing-title = Planes para un docente o para todo un distrito
pricing-lede = Empieza gratis, prueba todas las herramientas durante { $days } días y suma a toda tu escuela cuando quieras.

pricing-plans-heading = Elige un plan
pricing-checkout-note = El pago en línea todavía no está disponible. Mientras tanto, el botón del plan Ilimitado crea tu cuenta e inicia tu prueba gratuita de { $days } días, y las escuelas y los distritos reciben una cotización nuestra por correo electrónico. Actualizaremos esta página cuando puedas pagar en línea.
pricing-currency-note = Los precios están en dólares estadounidenses.

pricing-plan-free-name = Gratuito
pricing-plan-free-audience = Para quien quiera probar las notas de voz
pricing-plan-free-price = Gratis
pricing-plan-free-price-note = Sin tarjeta y sin límite de tiempo
pricing-plan-free-action = Regístrate gratis
pricing-free-motes = { $count ->
        [one] { $count } mote cada { $days } días
       *[other] { $count } motes cada { $days } días
    }
pricing-free-length = Grabaciones de hasta { $minutes ->
        [one] un minuto
       *[other] { $minutes } minutos
    }
pricing-free-trial = Todas las herramientas de la Mote Sidebar durante tus primeros { $days } días
pricing-free-share = Páginas para compartir con enlace, código QR y transcripción
pricing-free-listeners = Quienes escuchan nunca necesitan una cuenta

pricing-plan-unlimited-name = Ilimitado
pricing-plan-unlimited-audience = Para docentes individuales
pricing-plan-unlimited-price = { $monthly } al mes
pricing-plan-unlimited-price-note = o { $yearly } al año, con dos meses gratis
pricing-plan-unlimited-action = Empieza tu prueba gratuita
pricing-unlimited-motes = Motes ilimitados
pricing-unlimited-length = Grabaciones de hasta { $minutes } minutos
pricing-unlimited-tools = Todas las herramientas de la Mote Sidebar: lectura, escritura y creación
pricing-unlimited-share = Páginas para compartir, códigos QR, transcripciones y códigos para insertar

pricing-plan-schools-name = Centros educativos y distritos
pricing-plan-schools-audience = Para todo el personal y todos los estudiantes de una escuela
pricing-plan-schools-price = Precio por escuela
pricing-plan-schools-price-note = Un solo acuerdo puede abarcar todas las escuelas de un distrito
pricing-plan-schools-action = Solicita una cotización
pricing-schools-everyone = Todo lo del plan Ilimitado, para todo el personal y todos los estudiantes
pricing-schools-classes = Clases, con controles para docentes para cada herramienta de la barra lateral
pricing-schools-loops = Loops: conversaciones de voz en ambos sentidos con los estudiantes
pricing-schools-analytics = Análisis de uso para los equipos directivos
pricing-schools-sso = Inicio de sesión con el proveedor de identidad de tu escuela
pricing-schools-dpa = Un acuerdo de tratamiento de datos

pricing-compare-heading = Compara los planes
pricing-table-caption = Qué incluye cada plan
pricing-table-feature = Función
pricing-table-yes = Incluido
pricing-table-no = No incluido
pricing-table-unlimited = Ilimitados
pricing-table-minutes = { $minutes ->
        [one] 1 minuto
       *[other] { $minutes } minutos
    }
pricing-table-trial-only = Tus primeros { $days } días
pricing-table-unlimited-price = { $monthly } al mes o { $yearly } al año
pricing-row-motes = Motes que puedes crear
pricing-row-length = Grabación más larga
pricing-row-share = Página para compartir con enlace, código QR y transcripción
pricing-row-create = Texto a audio y subida de audio
pricing-row-sidebar = Herramientas de lectura y escritura de la Mote Sidebar
pricing-row-classes = Clases y controles para docentes
pricing-row-loops = Loops (conversaciones de voz con los estudiantes)
pricing-row-analytics = Análisis de uso
pricing-row-sso = Inicio de sesión con el proveedor de identidad de tu escuela
pricing-row-dpa = Acuerdo de tratamiento de datos
pricing-row-price = Precio
pricing-table-footnote = Las transcripciones se hacen automáticamente, excepto para los estudiantes menores de 18 años: sus grabaciones nunca se transcriben.

pricing-rationing-heading = Cómo funciona el plan Gratuito
pricing-rationing-count = El plan Gratuito te da { $count ->
        [one] { $count } mote cada { $days } días
       *[other] { $count } motes cada { $days } días
    }. Cada grabación, clip de texto a audio y archivo de audio subido que guardas cuenta como un mote. Reproducir, compartir e insertar motes nunca cuenta.
pricing-rationing-reset = Tu periodo de { $days } días empieza con el primer mote que creas; cuando termina, el contador vuelve a empezar con tu siguiente mote. Cuando llegas al límite, los motes que ya creaste se conservan y sus páginas para compartir siguen funcionando; puedes crear otros nuevos cuando el contador vuelva a empezar, o de inmediato con un plan de pago.
pricing-rationing-length = Con el plan Gratuito, cada grabación puede durar hasta { $short ->
        [one] un minuto
       *[other] { $short } minutos
    }. Con el plan Ilimitado, con un plan para centros educativos y durante tu prueba, puede durar hasta { $long } minutos.
pricing-rationing-trial = Cada cuenta nueva empieza con una prueba de { $days } días de todas las herramientas de la Mote Sidebar, incluida la lectura en voz alta. No necesitas tarjeta, y cuando termina la prueba tu cuenta pasa automáticamente al plan Gratuito.

pricing-faq-heading = Preguntas sobre los planes
pricing-faq-checkout-question = ¿Puedo pagar en línea?
pricing-faq-checkout-answer = Todavía no: el pago en línea aún no está disponible. Mientras tanto, «Empieza tu prueba gratuita» crea tu cuenta e inicia tu prueba de { $days } días, y las escuelas y los distritos reciben una cotización nuestra por correo electrónico. Lo anunciaremos en esta página cuando puedas pagar en línea.
pricing-faq-trial-end-question = ¿Qué pasa cuando termina mi prueba?
pricing-faq-trial-end-answer = Tu cuenta pasa al plan Gratuito. Todo lo que creaste se conserva, los enlaces para compartir siguen funcionando y las nuevas grabaciones pueden durar hasta { $minutes ->
        [one] un minuto
       *[other] { $minutes } minutos
    }.
pricing-faq-count-question = ¿Qué cuenta como un mote?
pricing-faq-count-answer = Cada grabación de voz, cada clip creado a partir de texto y cada archivo de audio que subes y guardas cuenta como un mote. Escuchar, compartir e insertar motes nunca cuenta.
pricing-faq-listeners-question = ¿Mis estudiantes necesitan una cuenta para escuchar?
pricing-faq-listeners-answer = No. Cualquier persona con el enlace o el código QR puede reproducir un mote y leer su transcripción en cualquier dispositivo, sin iniciar sesión ni instalar nada.
pricing-faq-schools-question = ¿Cómo se calcula el precio para una escuela o un distrito?
pricing-faq-schools-answer = Por escuela, según el número de miembros del personal y de estudiantes, con un solo acuerdo que puede abarcar todas las escuelas de un distrito. Dinos el nombre y el tamaño de tu escuela y te responderemos con una cotización.
pricing-faq-schools-link = Contáctanos para solicitar una cotización
pricing-faq-privacy-question = ¿Qué pasa con los datos de los estudiantes?
pricing-faq-privacy-answer = Nunca se venden ni se usan con fines publicitarios. Para los estudiantes menores de 18 años desactivamos la transcripción y los identificadores de seguimiento, y ocultamos sus nombres en las páginas para compartir.
pricing-faq-privacy-link = Visita el Centro de privacidad

pricing-cta-heading = Prueba gratis todas las herramientas durante { $days } días
pricing-cta-body = No necesitas tarjeta. Cuando termina la prueba, tu cuenta conserva el plan Gratuito.
pricing-cta-trial = Empieza tu prueba gratuita
pricing-cta-quote = Solicita una cotización para tu escuela
