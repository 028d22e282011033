# /about: misión, lo que creemos sobre la voz en el aprendizaje, cómo trabajamos y #contact.

about-page-title = Quiénes somos
about-page-description = Por qué creamos Motes, qué creemos sobre la voz en el aprendizaje, cómo trabajamos y cómo contactarnos para escuelas, prensa, empleo y comentarios sobre el producto.
about-eyebrow = Sobre Motes
about-title = Creamos para cada voz del aula
about-lede = Motes crea herramientas de voz y lectura para docentes y estudiantes. Creemos que escuchar y ser escuchado está en el corazón del aprendizaje, y que las herramientas para ello deben ser sencillas, amables y seguras.

about-mission-heading = Nuestra misión
about-mission-body-1 = Nuestra misión es ayudar a cada estudiante a escuchar y a ser escuchado: dar a los docentes una forma más rápida y cercana de responder al trabajo de los estudiantes, y dar a los estudiantes una puerta de entrada a cualquier texto, sea cual sea su nivel de lectura o su lengua materna.
about-mission-body-2 = Lo hacemos con herramientas pequeñas y confiables. Una nota de voz que cualquiera puede reproducir desde un enlace. Una barra lateral que lee una página en voz alta y traduce una palabra. Después, y aún no disponible: una clase en la que un estudiante puede responder con su propia voz.

about-beliefs-heading = Lo que creemos sobre la voz en el aprendizaje
about-belief-warmth-title = Una voz transmite lo que el texto no puede
about-belief-warmth-body = El tono, el ánimo y el cariño llegan en unos pocos segundos de voz. Los estudiantes oyen que su docente leyó su trabajo, y oyen cómo mejorarlo.
about-belief-access-title = Escuchar es una puerta de entrada
about-belief-access-body = Un estudiante al que le cuesta descodificar puede pensar a fondo sobre las ideas. Escuchar un texto en voz alta le permite participar en la misma clase que los demás.
about-belief-speaking-title = Vale la pena practicar la expresión oral
about-belief-speaking-body = Quienes aprenden un idioma y los estudiantes más callados necesitan oportunidades para hablar y escucharse, lejos de la presión de toda la clase.
about-belief-languages-title = Todas las lenguas maternas tienen cabida
about-belief-languages-body = La traducción y la lectura en voz alta en unos 60 idiomas ayudan a los estudiantes recién llegados a seguir la clase, y a las familias a seguir el aprendizaje de sus hijos.

about-work-heading = Cómo trabajamos
about-work-privacy-title = La privacidad de los estudiantes es lo primero
about-work-privacy-body = Nunca vendemos datos ni mostramos anuncios. Los estudiantes menores de 18 años no tienen transcripción ni identificadores de seguimiento, y sus nombres se ocultan en las páginas para compartir.
about-work-teachers-title = Los docentes dan forma a lo que creamos
about-work-teachers-body = Partimos de tareas reales del aula, como calificar los trabajos de toda una clase o apoyar a un estudiante recién llegado, y cambiamos de rumbo cuando una herramienta estorba en la clase.
about-work-accessible-title = Accesible por defecto
about-work-accessible-body = Buscamos cumplir WCAG 2.2 AA en cada página, hacemos pruebas con el teclado y comprobaciones automatizadas, y respetamos la configuración de movimiento reducido y de derecha a izquierda.
about-work-honest-title = Sinceros sobre lo que está listo
about-work-honest-body = Cuando algo no está listo, como el pago en línea, lo decimos en la página en lugar de esconderlo tras un botón.
about-work-small-title = Cosas pequeñas, bien hechas
about-work-small-body = Un mote es breve a propósito. Preferimos hacer una cosa rápida y confiable antes que agregar una función que nadie tiene tiempo de aprender.
about-work-open-title = Tus datos son tuyos
about-work-open-body = Puedes exportar tus datos o eliminar tu cuenta desde la página de tu cuenta, y respetamos los derechos que te reconoce la legislación de protección de datos.

about-contact-heading = Contacto
about-contact-intro = Una sola dirección llega a todo nuestro equipo. Leemos todos los mensajes y procuramos responder en un plazo de dos días hábiles.
about-contact-schools-label = Escuelas y distritos
about-contact-schools-link = Solicita una cotización
about-contact-schools-subject = Cotización para nuestra escuela
about-contact-press-label = Prensa
about-contact-press-link = Envía una consulta de prensa
about-contact-press-subject = Consulta de prensa
about-contact-careers-label = Empleo
about-contact-careers-link = Pregunta por trabajar con nosotros
about-contact-careers-subject = Empleo
about-contact-feedback-label = Comentarios sobre el producto
about-contact-feedback-link = Dinos qué mejorar
about-contact-feedback-subject = Comentarios sobre el producto
about-contact-expert = ¿Tienes una pregunta sobre cómo enseñar con Motes?
about-contact-expert-link = Pregunta a un experto

about-cta-heading = Descubre lo que tu voz puede hacer por tus estudiantes
about-cta-sign-up = Regístrate gratis
about-cta-impact = Lee sobre nuestro impacto
