# /features: todas las herramientas, agrupadas. Anclas: #reading, #writing, #creating, #teaching, #school-admin.

features-page-title = Funciones
features-page-description = Todas las herramientas de Motes en una lista: el apoyo a la lectura y la escritura de Mote Sidebar y las notas de voz con páginas para compartir, disponibles hoy, y las herramientas para la clase y la escuela que aún están por llegar, marcadas como aún no disponibles.
features-eyebrow = Funciones
features-title = Todas las herramientas de Motes
features-lede = Aquí tienes todas las herramientas de Motes, agrupadas según lo que estés haciendo. Una herramienta marcada como «Aún no disponible» está prevista pero todavía no está en Motes; una marcada como «En la extensión del navegador» funciona en Mote Sidebar.
features-page-nav-label = Grupos de herramientas

features-reading-heading = Lectura
features-reading-intro = Herramientas de Mote Sidebar que facilitan la lectura de cualquier página web, en unos 60 idiomas.
features-read-aloud-title = Lectura en voz alta
features-read-aloud-body = Escucha la página entera, o solo el texto que selecciones, con cada palabra resaltada a medida que se pronuncia; elige la voz, la velocidad y el color de resaltado.
features-select-area-title = Seleccionar área para leer
features-select-area-body = Arrastra un recuadro sobre cualquier parte de la pantalla, incluso sobre el texto de una imagen o de una página escaneada, y Motes reconoce las palabras y las lee en voz alta.
features-translation-title = Traducción
features-translation-body = Traduce una sola palabra o toda una selección a tu propio idioma y escucha la traducción en voz alta.
features-dictionary-title = Diccionario
features-dictionary-body = Consulta el significado de una palabra sin salir de la página que estás leyendo.
features-highlighter-title = Resaltadores
features-highlighter-body = Marca texto en cinco colores: Vocabulario (un azul fijo que reúne palabras para tu lista de vocabulario), Ideas principales, Evidencias, Preguntas y Reacciones; los cuatro últimos se pueden renombrar.
features-screen-mask-title = Máscara de pantalla, regla y subrayado
features-screen-mask-body = Oscurece todo salvo una franja de texto, sigue la línea con una regla de lectura o subraya la línea que está bajo el puntero para no perder el hilo.
features-focus-title = Vista de enfoque
features-focus-body = Muestra solo el texto principal de una página, sin menús, anuncios ni barras laterales, para leer sin distracciones.

features-writing-heading = Escritura
features-writing-intro = Herramientas de Mote Sidebar que ayudan a los estudiantes a plasmar sus ideas y revisarlas.
features-listen-back-title = Volver a escuchar
features-listen-back-body = Escucha en voz alta lo que has escrito para detectar palabras que faltan y frases que no suenan bien.
features-prediction-title = Predicción de texto
features-prediction-body = Ve sugerencias para la siguiente palabra mientras escribes y elige una con un clic o pulsando una tecla.
features-voice-typing-title = Dictado por voz
features-voice-typing-body = Habla en lugar de teclear, y tus palabras aparecen en el cuadro de texto en el que estás trabajando.

features-creating-heading = Creación
features-creating-intro = Formas de crear notas de voz (motes), y de encontrarlas y compartirlas después.
features-recording-title = Grabación de voz
features-recording-body = Graba un mote con la grabadora web o en la barra lateral, encima de la página que estés comentando.
features-generation-title = Texto a audio
features-generation-body = Convierte en audio el texto que escribes o pegas, con la voz, el idioma y la velocidad que elijas.
features-upload-title = Subida de audio
features-upload-body = Sube un archivo de audio que ya tengas y se convertirá en un mote con su propia página.
features-my-content-title = Mi contenido
features-my-content-body = Encuentra, reproduce y reutiliza todos los motes que has creado, desde el sitio web o desde la barra lateral.
features-share-page-title = Páginas para compartir
features-share-page-body = Cada mote tiene una página con un reproductor, una transcripción, un enlace y un código QR; quien escucha no necesita cuenta.
features-embed-title = Inserciones
features-embed-body = Coloca el reproductor de un mote dentro de una página de una plataforma de aprendizaje o de una presentación con su código de inserción.

features-teaching-heading = Enseñanza
features-teaching-intro = Herramientas para dirigir una clase y practicar vocabulario. Hoy solo está disponible la lista de vocabulario; las demás están previstas.
features-classes-title = Clases
features-classes-body = Crea una clase a la que los estudiantes se unen con un enlace o un código QR, y ve cómo usa cada estudiante las herramientas.
features-controls-title = Controles para docentes
features-controls-body = Activa o desactiva cada herramienta de la barra lateral para toda una clase o para un solo estudiante, por ejemplo durante un examen.
features-loops-title = Loops
features-loops-body = Mantén una conversación de voz con un estudiante: él o ella responde a tu mote con una grabación y tú le contestas.
features-motebook-title = Motebook
features-motebook-body = Guarda los comentarios que das a menudo y vuelve a enviarlos, en lugar de grabarlos de nuevo.
features-vocabulary-title = Lista de vocabulario
features-vocabulary-body = Las palabras que resaltas con el color Vocabulario se reúnen en una lista en tu página Mis anotaciones.
features-flash-cards-title = Tarjetas de estudio
features-flash-cards-body = Practica las palabras de una lista de vocabulario tarjeta a tarjeta, con la palabra en una cara y el significado en la otra.
features-matching-title = Ejercicio de emparejar
features-matching-body = Empareja cada palabra con su significado para comprobar qué se ha quedado.
features-multiple-choice-title = Test de opción múltiple
features-multiple-choice-body = Elige el significado correcto de cada palabra entre varias opciones, con la respuesta al instante.
features-mind-map-title = Mapa mental
features-mind-map-body = Organiza las palabras de un tema como un mapa de ideas conectadas.

features-admin-heading = Administración escolar
features-admin-intro = Herramientas para quienes gestionan Motes en una escuela o un distrito. El inicio de sesión escolar y la protección de los menores de 18 años ya funcionan; las demás están previstas.
features-manage-users-title = Gestionar usuarios
features-manage-users-body = Agrega al personal y a los estudiantes por dirección de correo electrónico o de forma masiva, y elimínalos cuando se vayan.
features-feature-access-title = Acceso a funciones
features-feature-access-body = Decide para toda la escuela qué herramientas están activadas, desactivadas o desactivadas hasta que un docente las active.
features-insights-title = Datos de uso
features-insights-body = Consulta cuántas personas usan Motes y qué herramientas utilizan, para planificar la capacitación e informar sobre la implementación.
features-school-sign-in-title = Inicio de sesión de la escuela
features-school-sign-in-body = El personal y los estudiantes inician sesión con las cuentas que la escuela ya les proporciona.
features-minors-title = Protección para estudiantes menores de 18 años
features-minors-body = Los estudiantes menores de 18 años no tienen transcripción ni identificadores de seguimiento, y sus nombres se ocultan en las páginas para compartir.

features-cta-heading = Prueba las herramientas tú mismo
features-cta-body = Solo necesitas una cuenta gratuita para empezar a crear motes. No necesitas tarjeta.
features-cta-sign-up = Regístrate gratis
features-cta-tour = Haz el recorrido por el producto
