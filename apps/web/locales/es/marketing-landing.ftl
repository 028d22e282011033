# /landing: donde llegan las personas desde la extensión del navegador o desde un anuncio.

landing-page-title = Te damos la bienvenida
landing-page-description = Ya tienes todo listo en Motes. Graba tu primera nota de voz, abre la Mote Sidebar en cualquier página y encuentra todo lo que creas en tu panel.
landing-eyebrow = Te damos la bienvenida a Motes
landing-title = Tu voz está lista
landing-lede = Cada nota de voz (mote) que grabas, generas a partir de texto o subes se guarda en tu panel, con su propia página para compartir. La Mote Sidebar pone herramientas de lectura y grabación en cualquier página web que abras.
landing-go-to-dashboard = Ir al panel
landing-take-tour = Haz el recorrido por el producto

landing-first-steps-heading = Tres cosas para probar primero
landing-step-record-title = Graba tu primer mote
landing-step-record-body = Presiona grabar, di lo que quieras decir y presiona detener. Puedes grabar en tu navegador o en la Mote Sidebar, o crear un mote a partir de texto escrito.
landing-step-record-link = Formas de crear un mote
landing-step-sidebar-title = Abre la barra lateral en una página
landing-step-sidebar-body = En cualquier artículo o tarea, abre la Mote Sidebar para escuchar el texto en voz alta, traducir una palabra o grabar una nota sobre lo que estás leyendo.
landing-step-sidebar-link = Obtén la extensión del navegador
landing-step-share-title = Compártelo con un enlace o un código QR
landing-step-share-body = Cada mote tiene una página con un reproductor y una transcripción. Envía el enlace, imprime el código QR o insértalo en una lección: quienes escuchan no necesitan una cuenta.
landing-step-share-link = Descubre cómo funcionan las páginas para compartir

landing-account-heading = Qué incluye tu cuenta
landing-account-free = Con una cuenta gratuita puedes crear { $count } motes cada { $days } días, y cada grabación puede durar hasta { $limited } segundos. Tus motes y sus páginas para compartir siguen siendo tuyos.
landing-account-signed-out = Sin iniciar sesión, una grabación puede durar hasta { $standard } segundos ({ $standardMinutes } minutos). La prueba gratuita y los planes de pago aún no están disponibles.
landing-account-pricing-link = Lo que es gratis hoy

landing-help-heading = ¿Quieres ayuda para empezar?
landing-help-courses = Haz un curso breve a tu propio ritmo
landing-help-howto = Lee las guías prácticas en la Zona de aprendizaje
landing-help-expert = Hazle una pregunta a nuestro equipo de educadores

landing-cta-heading = Todo lo que creas, en un solo lugar
landing-cta-body = Tu panel muestra tus motes y sus enlaces para compartir, del más reciente al más antiguo, para que puedas encontrarlos y reutilizarlos.
