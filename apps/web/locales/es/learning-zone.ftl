# /learning-zone: casos de estudio (?tab=case) y guías prácticas (?tab=howto). Los ids de las guías siguen
# apps/web/src/features/resources/learning-zone/howToGuides.ts.

learning-zone-page-title = Zona de aprendizaje
learning-zone-page-description = Casos de estudio de escuelas que usan Motes y guías prácticas breves: graba una nota de voz (mote), compártela con un código QR, escucha una página en voz alta y mucho más.
learning-zone-eyebrow = Zona de aprendizaje
learning-zone-title = Aprende de otras escuelas y luego pruébalo tú
learning-zone-lede = Descubre cómo usan las escuelas y los distritos las notas de voz y las herramientas de lectura, y luego sigue una guía breve para hacer lo mismo en tu propia aula.
learning-zone-tabs-label = Zona de aprendizaje
learning-zone-case-tab = Casos de estudio
learning-zone-howto-tab = Guías prácticas

learning-zone-case-heading = Cómo usan Motes las escuelas
learning-zone-case-intro = Cuatro escuelas y distritos, cuatro formas de usar la voz: retroalimentación oral sobre la escritura, comprobaciones de comprensión por voz, apoyo a la lectura para estudiantes con diferencias de aprendizaje y práctica oral en un idioma nuevo.

learning-zone-howto-heading = Guías prácticas
learning-zone-howto-intro = Pasos breves para lo que los docentes hacen más a menudo. Cada guía se sigue en unos pocos minutos.
learning-zone-howto-index-label = Guías de esta página

learning-zone-howto-record-title = Graba un mote
learning-zone-howto-record-summary = Graba una nota de voz breve en tu navegador y compártela con un enlace.
learning-zone-howto-record-step-1 = Ve a la grabadora web, o abre la Mote Sidebar y elige Grabar en las herramientas de Creación.
learning-zone-howto-record-step-2 = Presiona Grabar y permite que tu navegador use el micrófono cuando te lo pida.
learning-zone-howto-record-step-3 = Di tu mensaje. Con una cuenta gratuita y la sesión iniciada, una grabación puede durar hasta { $limitedSeconds } segundos; sin iniciar sesión, hasta { $standardSeconds } segundos ({ $standardMinutes } minutos).
learning-zone-howto-record-step-4 = Presiona Detener y escucha la grabación. Si quieres otra toma, vuelve a grabar.
learning-zone-howto-record-step-5 = Guarda el mote. Se abre su página para compartir, con un enlace que puedes copiar y pegar donde quieras.
learning-zone-howto-record-action = Abrir la grabadora web

learning-zone-howto-share-qr-title = Comparte un mote con un código QR
learning-zone-howto-share-qr-summary = Pon un mote en papel, en un póster o en una diapositiva. Quien escanee el código lo escucha, sin necesidad de una cuenta.
learning-zone-howto-share-qr-step-1 = Abre la página para compartir del mote, desde Mi contenido o justo después de grabar.
learning-zone-howto-share-qr-step-2 = Elige Compartir y luego Código QR.
learning-zone-howto-share-qr-step-3 = Descarga el código o muéstralo en pantalla. Imprímelo en una hoja de trabajo, pégalo en un cuaderno o agrégalo a una diapositiva.
learning-zone-howto-share-qr-step-4 = Quienes escuchan escanean el código con la cámara de un teléfono o una tableta, y el mote se reproduce en su navegador.

learning-zone-howto-read-aloud-title = Escucha una página en voz alta
learning-zone-howto-read-aloud-summary = Escucha en voz alta cualquier página web, o solo una parte, con cada palabra resaltada a medida que se pronuncia.
learning-zone-howto-read-aloud-step-1 = Agrega la Mote Sidebar a tu navegador y ábrela en la página que quieres escuchar.
learning-zone-howto-read-aloud-step-2 = En las herramientas de Lectura, presiona Reproducir página para escuchar la página en voz alta.
learning-zone-howto-read-aloud-step-3 = Para escuchar solo una parte de la página, selecciona primero ese texto y luego presiona reproducir.
learning-zone-howto-read-aloud-step-4 = Para el texto dentro de una imagen o de una página escaneada, elige Seleccionar área para leer y arrastra un recuadro alrededor del texto.
learning-zone-howto-read-aloud-step-5 = Cambia la voz, la velocidad de lectura y el color del resaltado en la configuración de la barra lateral.

learning-zone-howto-translate-title = Traduce una selección
learning-zone-howto-translate-summary = Traduce una palabra o un fragmento completo a uno de unos 60 idiomas, sin salir de la página.
learning-zone-howto-translate-step-1 = Abre la Mote Sidebar en la página que estás leyendo.
learning-zone-howto-translate-step-2 = Selecciona una palabra, una oración o un fragmento.
learning-zone-howto-translate-step-3 = Elige Traducción en las herramientas de Lectura y selecciona el idioma al que quieres traducir.
learning-zone-howto-translate-step-4 = Lee la traducción, o presiona reproducir para escucharla en ese idioma.

learning-zone-howto-class-title = Crea una clase
learning-zone-howto-class-summary = Reúne a tus estudiantes para poder compartir motes con ellos, mantener loops y elegir sus herramientas.
learning-zone-howto-class-step-1 = Inicia sesión con tu cuenta de docente y ve a Mis clases.
learning-zone-howto-class-step-2 = Crea una clase y ponle un nombre que tus estudiantes reconozcan.
learning-zone-howto-class-step-3 = Comparte con tus estudiantes el enlace o el código QR para unirse a la clase.
learning-zone-howto-class-step-4 = Los estudiantes inician sesión y se unen. Aparecen en la lista de tu clase a medida que llegan.
learning-zone-howto-class-action = Ir a Mis clases

learning-zone-howto-controls-title = Desactiva herramientas para tus estudiantes
learning-zone-howto-controls-summary = Decide qué herramientas de la Mote Sidebar pueden usar tus estudiantes, para toda una clase o para un solo estudiante.
learning-zone-howto-controls-step-1 = Ve a Mis clases y abre la clase.
learning-zone-howto-controls-step-2 = Abre Controles para docentes.
learning-zone-howto-controls-step-3 = Activa o desactiva cada herramienta para toda la clase, o elige un estudiante para cambiar solo sus herramientas.
learning-zone-howto-controls-step-4 = Las barras laterales de los estudiantes siguen tus decisiones. Antes de un examen, desactiva lo que no está permitido, mantén activo lo que exige el plan de un estudiante y, después, vuelve a activar el resto.

learning-zone-howto-loop-title = Inicia un loop
learning-zone-howto-loop-summary = Convierte la retroalimentación en una conversación: tú hablas y tu estudiante responde por voz.
learning-zone-howto-loop-step-1 = Ve a Mis loops e inicia un nuevo loop con un estudiante.
learning-zone-howto-loop-step-2 = Graba tu mensaje: retroalimentación, una pregunta o una consigna.
learning-zone-howto-loop-step-3 = Tu estudiante escucha y graba una respuesta.
learning-zone-howto-loop-step-4 = Escucha la respuesta y contesta. Toda la conversación queda reunida en el loop.
learning-zone-howto-loop-action = Ir a Mis loops

learning-zone-more-heading = Más formas de aprender
learning-zone-more-courses-title = Cursos a tu ritmo
learning-zone-more-courses-body = Cursos breves que te guían por Motes a tu propio ritmo, desde tu primera grabación hasta la gestión de una clase.
learning-zone-more-courses-action = Explora los cursos
learning-zone-more-expert-title = Pregunta a un experto
learning-zone-more-expert-body = ¿Necesitas ayuda o estás planeando algo nuevo? Pregunta a un educador de nuestro equipo cómo lo abordan otros docentes.
learning-zone-more-expert-action = Haz una pregunta
learning-zone-more-events-title = Eventos
learning-zone-more-events-body = Descubre lo que presentamos en FETC 2023, con las guías y los casos de estudio detrás de cada sesión.
learning-zone-more-events-action = FETC 2023

learning-zone-cta-heading = Pruébalo con tu clase
learning-zone-cta-body = Regístrate gratis, o graba ahora mismo tu primer mote en tu navegador.
learning-zone-cta-signup = Regístrate gratis
learning-zone-cta-record = Graba un mote
