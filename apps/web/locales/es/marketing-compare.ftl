# /compare: Motes frente a tipos de herramientas alternativas. Nunca nombrar otros productos.

compare-page-title = Comparar
compare-page-description = Cómo se compara Motes con escribir la retroalimentación, con los grabadores de pantalla generales y con la lectura en voz alta integrada del navegador, y cuándo una de esas opciones encaja mejor.
compare-eyebrow = Comparar
compare-title = Cómo se compara Motes con las herramientas que ya tienes
compare-lede = Los docentes ya dan retroalimentación por escrito, graban su pantalla y usan la lectura en voz alta integrada en su navegador. Esto es lo que aporta Motes, y los casos en que esas herramientas son la mejor opción.

compare-table-heading = Lado a lado
compare-table-intro = Comparamos tipos de herramientas, no productos concretos. Cada columna describe lo que suele hacer ese tipo de herramienta; cada producto es distinto, así que revisa los que usa tu escuela.
compare-table-caption = Motes comparado con tres tipos de herramientas
compare-table-what = Lo que necesitas
compare-column-motes = Motes
compare-column-typing = Escribir la retroalimentación
compare-column-recorders = Grabadores de pantalla generales
compare-column-read-aloud = Lectura en voz alta integrada del navegador
compare-cell-yes = Sí
compare-cell-no = No
compare-cell-depends = Depende de la herramienta
compare-cell-not-applicable = No es para lo que sirve
compare-cell-varies-by-browser = Varía según el navegador

compare-row-voice = Retroalimentación con tu propia voz
compare-row-effort = Lo que cuesta dar una retroalimentación
compare-effort-motes = Hablar un minuto más o menos y compartir el enlace
compare-effort-typing = Escribir cada comentario
compare-effort-recorders = Un video de tu pantalla, pensado para recorridos más largos
compare-row-share = Compartir por enlace y código QR
compare-share-typing = Se queda dentro del documento o de la plataforma
compare-row-transcript = Texto para leer mientras se escucha el audio
compare-transcript-motes = Transcripción automática, excepto para estudiantes menores de 18 años
compare-transcript-typing = Ya es texto
compare-row-no-account = Quienes escuchan no necesitan una cuenta
compare-row-read-aloud = Lectura en voz alta con cada palabra resaltada, en cualquier página
compare-row-translate = Traducción y diccionario junto al texto
compare-row-reply = Los estudiantes responden
compare-reply-typing = Por escrito
compare-reply-recorders = Cada respuesta es un video aparte
compare-row-controls = Controles para docentes para cada herramienta, por clase
compare-row-minors = Protecciones para estudiantes menores de 18 años
compare-minors-motes = Sin transcripción ni identificadores de seguimiento; nombres ocultos en las páginas para compartir

compare-fit-heading = Cuándo encaja mejor otra herramienta
compare-fit-intro = Motes no es la respuesta a todo. Estos son los casos en los que recurriríamos a otra cosa, o usaríamos ambas.
compare-fit-typing-title = Una corrección rápida
compare-fit-typing-body = Para corregir una falta de ortografía o cambiar una sola palabra, un comentario escrito al margen es más rápido de dar y de leer.
compare-fit-recorders-title = Mostrar algo en pantalla
compare-fit-recorders-body = Para recorrer una hoja de cálculo, un sitio web o un fragmento de código, un grabador de pantalla muestra lo que señalas. Un mote es solo audio.
compare-fit-read-aloud-title = Escuchar una página de vez en cuando
compare-fit-read-aloud-body = Si solo necesitas que te lean una página de vez en cuando, puede que el lector de tu propio navegador sea suficiente. Motes es para estudiantes que dependen de la lectura en voz alta todos los días, con las mismas herramientas y la misma configuración en cada página.

compare-together-heading = Úsalas juntas
compare-together-body = Motes no te pide que sustituyas nada. El enlace de un mote cabe en un comentario escrito, un correo electrónico o una tarea, y su reproductor puede estar dentro de tu sistema de gestión del aprendizaje o de tus diapositivas. Conserva las herramientas que te funcionan y agrega tu voz donde más ayude.

compare-cta-heading = Prueba tu voz con los próximos trabajos de tu clase
compare-cta-body = Una cuenta gratuita basta para descubrir si la retroalimentación oral te funciona.
compare-cta-sign-up = Regístrate gratis
compare-cta-features = Ver todas las funciones
