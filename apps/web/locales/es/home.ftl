# La página principal de marketing, / (especificación §2 «Visitantes anónimos»).

home-page-title = Notas de voz y apoyo a la lectura para docentes y estudiantes
home-page-description = Graba notas de voz breves, convierte texto en voz y comparte cada una con un enlace o un código QR. Mote Sidebar lee en voz alta cualquier página web, la traduce y ayuda a los estudiantes a escribir.

# §2: el texto exacto de la llamada a la acción; lleva a /signup.
home-start-trial = Empieza ya tu prueba gratuita
home-sign-up-free = Regístrate gratis

## Cabecera principal

home-hero-eyebrow = Para docentes y estudiantes
home-hero-title = Notas de voz y apoyo a la lectura para todas las aulas
home-hero-lede = Graba una nota de voz breve, convierte texto en voz y comparte cada una con un enlace o un código QR. Mote Sidebar lee en voz alta cualquier página web, la traduce y ayuda a los estudiantes a escribir.
home-hero-see-how = Mira cómo funciona
home-hero-video-title = Primeros pasos con Motes: un recorrido para nuevos usuarios

## Los tres modos de la barra lateral

home-modes-heading = Una barra lateral, tres modos
home-modes-intro = Mote Sidebar se abre junto a cualquier página web en Chrome y otros navegadores basados en Chromium. Elige un modo para ver sus herramientas.
home-modes-tablist = Modos de la barra lateral
home-modes-reading = Lectura
home-modes-writing = Escritura
home-modes-creating = Creación
home-modes-reading-summary = Herramientas que ayudan a cada estudiante a leer la página que tiene delante.
home-modes-writing-summary = Herramientas que ayudan a los estudiantes a plasmar sus ideas y revisarlas.
home-modes-creating-summary = Herramientas para crear motes: notas de voz breves que puedes compartir con cualquiera.
home-modes-reading-art = Mote Sidebar en modo Lectura junto a una página web, con una palabra resaltada mientras se lee en voz alta y una regla de lectura sobre su línea.
home-modes-writing-art = Mote Sidebar en modo Escritura junto a un cuadro de texto, con sugerencias de palabras y un micrófono para el dictado por voz.
home-modes-creating-art = Mote Sidebar en modo Creación, con un botón de grabar, una onda de sonido y una lista de motes guardados.

home-tool-read-aloud = Lectura en voz alta
home-tool-read-aloud-body = Escucha la página o una selección leída en voz alta, con cada palabra resaltada a medida que se pronuncia, con la voz y a la velocidad que elijas.
home-tool-select-area = Seleccionar área para leer
home-tool-select-area-body = Dibuja un recuadro sobre cualquier texto, incluso el texto de una imagen, y escúchalo.
home-tool-translation = Traducción
home-tool-translation-body = Traduce una palabra o una selección a unos 60 idiomas.
home-tool-dictionary = Diccionario
home-tool-dictionary-body = Consulta qué significa una palabra sin salir de la página.
home-tool-highlighters = Resaltadores
home-tool-highlighters-body = Marca texto en cinco colores, incluido un azul fijo de Vocabulario que reúne las palabras nuevas.
home-tool-screen-mask = Máscara de pantalla
home-tool-screen-mask-body = No pierdas el hilo con una máscara, una regla o un subrayado.
home-tool-focus-view = Vista de enfoque
home-tool-focus-view-body = Reduce una página recargada a su texto principal.
home-tool-listen-back = Volver a escuchar
home-tool-listen-back-body = Escucha en voz alta lo que has escrito y detecta qué corregir.
home-tool-prediction = Predicción de texto
home-tool-prediction-body = Ve sugerencias para la siguiente palabra mientras escribes.
home-tool-voice-typing = Dictado por voz
home-tool-voice-typing-body = Habla y observa cómo aparecen tus palabras.
home-tool-record = Grabar
home-tool-record-body = Graba una nota de voz con un clic, en cualquier página.
home-tool-generate = Generar audio
home-tool-generate-body = Convierte en voz el texto que escribes o pegas.
home-tool-upload = Subir
home-tool-upload-body = Convierte un audio que ya tienes en un mote para compartir.
home-tool-my-content = Mi contenido
home-tool-my-content-body = Encuentra todos los motes que has creado, listos para volver a compartirlos.

## Confianza: las cifras de nuestros casos de estudio (§9)

home-trust-heading = En aulas de Estados Unidos, Inglaterra y Canadá
home-trust-intro = Cifras de nuestros cuatro casos de estudio de clientes.
home-trust-new-york-figure = 3200+
home-trust-new-york-label = estudiantes de cinco escuelas usan Motes.
home-trust-new-york-source = Un distrito de Nueva York
home-trust-england-figure = Unos 45 min
home-trust-england-label = de retroalimentación oral para los trabajos de toda una clase, alrededor de 1,5 minutos por niño, en lugar de al menos 2 horas de corrección por escrito.
home-trust-england-source = 9 escuelas primarias de una red escolar de Inglaterra
home-trust-connecticut-figure = 40 000+
home-trust-connecticut-label = notas de voz en un año.
home-trust-connecticut-source = Un distrito de Connecticut
home-trust-nova-scotia-figure = 2000+
home-trust-nova-scotia-label = grabaciones al mes en promedio, para unos 6000 estudiantes de 22 escuelas.
home-trust-nova-scotia-source = Un centro educativo de Nueva Escocia

## Historias de clientes (§2, sección de testimonios)

home-stories-heading = Historias de escuelas
home-stories-intro = Cómo usan Motes cuatro escuelas y distritos escolares. Elige una historia o deja que vayan cambiando cada pocos segundos.
home-stories-tablist = Historias de clientes
home-stories-pause = Pausar historias
home-stories-play = Reproducir historias
# Quién habla en la cita: un cargo en un lugar, p. ej. «Coordinadora pedagógica, distrito de Nueva York».
home-story-attribution = { $role }, { $from }
home-story-learn-more = Más información
    .label = Más información sobre { $story }
home-story-dialog-close = Cerrar
home-story-case-study = Lee el caso de estudio completo

home-story-new-york-district-name = Un distrito de Nueva York
home-story-new-york-district-text = Más de 3200 estudiantes de cinco escuelas usan Motes como apoyo a la lectura y para practicar la expresión oral en lenguas extranjeras.
home-story-new-york-district-quote = Una sola herramienta cubre dos necesidades: apoyo a la lectura para los estudiantes con dificultades de aprendizaje y práctica oral en nuestras clases de lenguas extranjeras.
home-story-new-york-district-role = Coordinación pedagógica
home-story-new-york-district-from = Distrito de Nueva York
home-story-new-york-district-long =
    En cinco escuelas, más de 3200 estudiantes usan Motes. El distrito quería una sola herramienta para dos tareas: apoyar a los estudiantes con dificultades de aprendizaje y dar más práctica oral en las clases de lenguas extranjeras.

    Para leer, los estudiantes abren Mote Sidebar en la página que tienen delante. La lectura en voz alta resalta cada palabra a medida que se pronuncia, la máscara de pantalla les ayuda a no perder el hilo, y el diccionario y la traducción están a una selección de distancia.

    Para hablar, los docentes publican una consigna como nota de voz. Los estudiantes responden con un mote propio y los docentes contestan por voz, así que la práctica se convierte en una conversación.

home-story-england-primary-trust-name = Una red de escuelas primarias en Inglaterra
home-story-england-primary-trust-text = En 9 escuelas primarias, los docentes dan retroalimentación oral sobre los textos de los estudiantes: unos 45 minutos para los trabajos de toda una clase, en lugar de al menos 2 horas de corrección por escrito.
home-story-england-primary-trust-quote = Alrededor de un minuto y medio de grabación por niño: la retroalimentación oral sobre los trabajos de toda una clase lleva unos 45 minutos, cuando corregirlos por escrito llevaba al menos dos horas.
home-story-england-primary-trust-role = Dirección escolar
home-story-england-primary-trust-from = Red de escuelas primarias en Inglaterra
home-story-england-primary-trust-long =
    Nueve escuelas primarias de una red escolar de Inglaterra usan Motes para dar a los niños retroalimentación oral personalizada sobre sus textos.

    El docente lee un trabajo y graba alrededor de un minuto y medio de retroalimentación para ese niño: qué ha funcionado y una cosa que probar la próxima vez. Para toda una clase, eso suma unos 45 minutos en total, cuando la corrección por escrito llevaba al menos dos horas.

    Los niños abren su retroalimentación con un enlace o un código QR, sin cuenta en la que iniciar sesión, y la escuchan tantas veces como necesiten.

home-story-connecticut-district-name = Un distrito de Connecticut
home-story-connecticut-district-text = Más de 40 000 notas de voz en un año, con respuestas orales en la evaluación formativa.
home-story-connecticut-district-quote = Los docentes plantean una pregunta en un formulario y los estudiantes responden en voz alta. Oír a los estudiantes explicar su razonamiento muestra lo que entienden.
home-story-connecticut-district-role = Asesoría de aprendizaje digital
home-story-connecticut-district-from = Distrito de Connecticut
home-story-connecticut-district-long =
    Docentes y estudiantes de un distrito de Connecticut grabaron más de 40 000 notas de voz en un año.

    El caso de estudio sigue la evaluación formativa mediante formularios. El docente agrega una pregunta a un formulario, los estudiantes graban su respuesta como mote y pegan su enlace, y el docente escucha cada respuesta. Oír a un estudiante explicar su razonamiento muestra lo que entiende y dónde se ha atascado.

    Cada mote se abre desde su enlace sin necesidad de cuenta, así que una respuesta también puede compartirse con la familia o con un docente de apoyo cuando resulte útil.

home-story-nova-scotia-centre-name = Un centro educativo de Nueva Escocia
home-story-nova-scotia-centre-text = Unos 6000 estudiantes de 22 escuelas y más de dos mil grabaciones al mes en promedio.
home-story-nova-scotia-centre-quote = Los estudiantes escuchan el francés antes de clase y después graban el suyo. Con audio en nuestras diapositivas, el modelo oral siempre está a un clic.
home-story-nova-scotia-centre-role = Docente de francés como segunda lengua
home-story-nova-scotia-centre-from = Centro educativo de Nueva Escocia
home-story-nova-scotia-centre-long =
    Un centro educativo de Nueva Escocia atiende a unos 6000 estudiantes de 22 escuelas. Sus docentes y estudiantes hacen más de dos mil grabaciones al mes en promedio.

    Los docentes de francés como segunda lengua usan Motes para practicar la expresión oral: los estudiantes se graban y se vuelven a escuchar, y los docentes responden con un modelo oral.

    Los docentes también aplican el aula invertida con notas de voz breves que los estudiantes escuchan antes de clase, y agregan anclajes de audio a sus diapositivas: un mote insertado, para que el modelo oral esté ahí cada vez que un estudiante abre la presentación.

## Funciones destacadas

home-features-heading = Hecho para el aula
home-features-intro = Todo lo que un mote necesita para llegar a cada estudiante y, próximamente, los controles que piden los docentes y las escuelas.
home-feature-share = Una página para compartir cada mote
home-feature-share-body = Cada mote tiene su propia página con un enlace, un código QR y una transcripción. Quien lo escucha no necesita cuenta.
home-feature-speech = Texto a voz en unos 60 idiomas
home-feature-speech-body = Escribe o pega un texto y escúchalo en voz alta, con la voz y la velocidad que elijas.
home-feature-translation = Traducción
home-feature-translation-body = Traduce una palabra, un pasaje o una transcripción, para que todos los estudiantes y todas las familias puedan seguirlo.
home-feature-controls = Controles para docentes
home-feature-controls-body = Activa o desactiva cada herramienta de la barra lateral para una clase o para un solo estudiante, por ejemplo durante un examen.
home-feature-loops = Loops
home-feature-loops-body = Los estudiantes responden por voz a tu nota de voz, así que la retroalimentación se convierte en una conversación en ambos sentidos.
home-feature-minors = Privacidad para menores
home-feature-minors-body = Las cuentas de menores no tienen transcripción automática ni identificadores de seguimiento, y su nombre se oculta en sus páginas para compartir.

## El carrusel de la página principal: cómo usan Motes los docentes

home-ways-heading = Cómo usan Motes los docentes
home-ways-intro = Algunas de las formas en que una nota de voz breve ayuda en clase y en casa.
home-ways-carousel = carrusel
home-ways-slide = diapositiva
home-ways-position = { $position } de { $count }
home-ways-pause = Pausar diapositivas
home-ways-play = Reproducir diapositivas
home-ways-previous = Diapositiva anterior
home-ways-next = Diapositiva siguiente
home-ways-feedback = Retroalimentación oral sobre trabajos escritos
home-ways-feedback-body = Graba un minuto de retroalimentación para cada estudiante. Oyen tu tono de voz y pueden volver a escucharla tantas veces como necesiten.
home-ways-language = Práctica oral en cualquier idioma
home-ways-language-body = Publica una consigna como nota de voz; los estudiantes graban su respuesta, se escuchan y lo vuelven a intentar.
home-ways-access = Apoyo a la lectura para cada estudiante
home-ways-access-body = La lectura en voz alta, la máscara de pantalla y el diccionario funcionan en cualquier página, para los estudiantes que los necesitan.
home-ways-family = Mensajes que las familias pueden escuchar
home-ways-family-body = Comparte una nota de voz con un enlace o un código QR. Las familias no necesitan cuenta, y el texto puede convertirse en voz en unos 60 idiomas.

## Integraciones

home-integrations-heading = Funciona con todo lo que acepte un enlace
home-integrations-intro = Cada mote tiene un enlace y un código QR, así que llega allí donde ya están tus estudiantes.
home-integration-web = Cualquier página web
home-integration-web-body = Mote Sidebar funciona en las páginas que ya usas: lee en voz alta, traduce y graba sin salir de ellas.
home-integration-classroom = Google Classroom, Docs y Slides
home-integration-classroom-body = Pega el enlace de un mote en una tarea, un documento o una diapositiva; los estudiantes lo abren con un clic.
home-integration-lms = Plataformas de aprendizaje (LMS)
home-integration-lms-body = Inserta el reproductor de un mote en una página de un curso con su código de inserción iframe.
home-integration-messages = Correo electrónico y chat
home-integration-messages-body = Envía el enlace. Se abre en cualquier navegador, sin cuenta y sin instalar ninguna aplicación.

## Distintivos de cumplimiento (descripciones claras de lo que hace el producto)

home-badges-heading = Privacidad y accesibilidad integradas
home-badges-intro = Lo que hacemos, dicho con claridad.
home-badge-wcag = WCAG 2.2 AA
home-badge-wcag-body = Creamos cada página conforme a WCAG 2.2 nivel AA, pensando en el teclado, los lectores de pantalla, un buen contraste y el movimiento reducido, y lo comprobamos con pruebas automatizadas.
home-badge-gdpr = Derechos del GDPR integrados
home-badge-gdpr-body = Exporta tus datos o elimina tu cuenta sin pedírselo a nadie, desde la página de tu cuenta.
home-badge-never-sold = Nunca vendemos datos de estudiantes
home-badge-never-sold-body = No vendemos los datos de los estudiantes, ni los de nadie.
home-badge-no-ads = Sin anuncios
home-badge-no-ads-body = En Motes no hay publicidad, y nada de lo que creas se usa para dirigir anuncios.
home-badges-privacy-link = Visita el Centro de privacidad
home-badges-accessibility-link = Lee nuestra declaración de accesibilidad

## Llamada a la acción

home-cta-heading = Prueba todas las herramientas gratis durante { $days } días
home-cta-free-heading = Empieza con una cuenta gratuita
home-cta-body = Regístrate con tu dirección de correo electrónico. No necesitas tarjeta de pago.
