# /product: el recorrido por el producto. Anclas de sección: #motes, #share-pages, #sidebar, #classes, #extension.

product-page-title = Recorrido por el producto
product-page-description = Un recorrido por Motes: notas de voz breves con su propia página para compartir, y las herramientas de lectura, escritura y creación de Mote Sidebar en cualquier página web. Las clases y los loops están previstos.
product-eyebrow = Recorrido por el producto
product-title = Tu voz, en cada página que leen tus estudiantes
product-lede = Motes convierte unos segundos de voz en una nota que cualquiera puede escuchar. Mote Sidebar lleva la lectura en voz alta, la traducción y la grabación a cualquier página web.
product-sign-up = Regístrate gratis
product-get-extension = Consigue la extensión del navegador
product-video-title = La extensión de navegador de Motes: su botón en la barra de herramientas, su ventana emergente y cómo abre el sitio web

product-motes-heading = Motes: notas de voz breves
product-motes-intro = Una nota de voz (mote) es un audio breve con su propia página. Hay tres formas de crear uno.
product-motes-record-title = Graba tu voz
product-motes-record-body = Graba en la grabadora web o desde la barra lateral, sin otro programa. Con una cuenta gratuita y la sesión iniciada, cada grabación puede durar hasta { $limited } segundos; sin iniciar sesión, hasta { $standard } segundos ({ $standardMinutes } minutos).
product-motes-generate-title = Convierte texto en audio
product-motes-generate-body = Escribe o pega un texto y Motes lo lee con la voz, el idioma y la velocidad que elijas, en unos 60 idiomas. Útil para instrucciones, vocabulario y todo lo que prefieras no grabar.
product-motes-upload-title = Sube un audio que ya tengas
product-motes-upload-body = Trae una grabación de tu teléfono o de otra aplicación y se convertirá en un mote como cualquier otro, con página para compartir y transcripción.

product-share-heading = Una página para cada mote
product-share-intro = Cada mote tiene su propia página con un reproductor, así que las personas con las que lo compartes solo necesitan un navegador.
product-share-link-title = Un enlace y un código QR
product-share-link-body = Pega el enlace en un comentario, un correo electrónico o un chat, o imprime el código QR en una hoja de trabajo, un póster o un libro para que los estudiantes lo escaneen.
product-share-transcript-title = Una transcripción bajo el reproductor
product-share-transcript-body = Las grabaciones se transcriben automáticamente para que quien escucha pueda seguir la lectura. Las grabaciones de estudiantes menores de 18 años nunca se transcriben.
product-share-no-account-title = Sin cuenta para escuchar
product-share-no-account-body = Estudiantes, familias y colegas abren la página y pulsan reproducir. No tienen que registrarse ni instalar nada.
product-share-embed-title = Insértalo en tus clases
product-share-embed-body = Coloca el reproductor dentro de una página de tu plataforma de aprendizaje o de una presentación con el código de inserción, para que el audio quede justo al lado del trabajo.

product-sidebar-heading = Mote Sidebar
product-sidebar-intro = La extensión de navegador de Motes abre una barra lateral junto a cualquier página web, documento o tarea. Tiene tres modos, para que los estudiantes vean solo las herramientas que necesitan en cada momento.
product-sidebar-reading-title = Lectura
product-sidebar-reading-body = Lectura en voz alta con cada palabra resaltada, lectura del texto dentro de imágenes, traducción de una selección, consulta de palabras, resaltado en colores y máscara para el resto de la pantalla.
product-sidebar-reading-link = Las herramientas de lectura
product-sidebar-writing-title = Escritura
product-sidebar-writing-body = Vuelve a escuchar lo que has escrito, recibe sugerencias de la siguiente palabra mientras escribes y dicta con el dictado por voz.
product-sidebar-writing-link = Las herramientas de escritura
product-sidebar-creating-title = Creación
product-sidebar-creating-body = Graba un mote, genera audio a partir de texto o sube un archivo sin salir de la página, y encuentra todo lo que has creado en Mi contenido.
product-sidebar-creating-link = Las herramientas de creación
product-sidebar-focus-title = Vista de enfoque
product-sidebar-focus-body = Reduce una página recargada a su texto principal, sin anuncios ni menús, para una lectura más tranquila.

product-classes-heading = Clases, controles para docentes y loops
product-classes-intro = Están previstos, pero todavía no están en Motes. Cuando lleguen, el docente decidirá qué herramientas están activadas y la retroalimentación irá en los dos sentidos.
product-classes-classes-title = Clases
product-classes-classes-body = Crea una clase y los estudiantes se unen con un enlace o un código QR. Ves quién se ha unido y cómo usa las herramientas.
product-classes-controls-title = Controles para docentes
product-classes-controls-body = Activa o desactiva cada herramienta de la barra lateral para una clase o para un solo estudiante: desactiva la traducción para un examen de vocabulario y mantén la lectura en voz alta para quien la necesite.
product-classes-loops-title = Loops
product-classes-loops-body = Un estudiante responde a tu mote con una respuesta de voz, y tú le contestas. La retroalimentación se convierte en una conversación que cualquiera de los dos puede volver a escuchar.
product-classes-schools-title = Para toda la escuela
product-classes-schools-body = Los directivos escolares agregan al personal y a los estudiantes, les permiten iniciar sesión con el proveedor de identidad de la escuela, eligen qué herramientas están disponibles y ven cuánto se usan.
product-classes-schools-link = Sobre el plan escolar

product-extension-heading = Instala Mote Sidebar
product-extension-intro = Mote Sidebar es una extensión de navegador. Funciona primero en navegadores basados en Chromium, como Google Chrome y Microsoft Edge, también en Chromebooks; está prevista una versión para Firefox.
product-extension-step-add-title = Agrega la extensión a tu navegador
product-extension-step-add-body = Nuestra ficha en la tienda de extensiones del navegador aún no está publicada. Hasta entonces, escríbenos y te ayudaremos a ti, o al equipo de TI de tu escuela, a instalar Mote Sidebar.
product-extension-step-add-link = Pídenos la extensión
product-extension-step-pin-title = Fíjala en la barra de herramientas
product-extension-step-pin-body = Abre el menú de extensiones de tu navegador (el botón con forma de pieza de rompecabezas) y fija Motes, para que su botón esté siempre a un clic.
product-extension-step-sign-in-title = Inicia sesión
product-extension-step-sign-in-body = Selecciona el botón de Motes e inicia sesión con la cuenta que usas en este sitio web. La barra lateral sigue los límites de tu cuenta.
product-extension-step-open-title = Ábrela en cualquier página
product-extension-step-open-body = En un artículo, un documento o una tarea, selecciona el botón de Motes para abrir la barra lateral junto a la página. Vuelve a seleccionarlo para cerrarla.
product-extension-schools = Los equipos de TI de las escuelas pueden instalar la extensión para todo el alumnado y el profesorado a la vez desde su consola de administración de navegadores. Escríbenos y te daremos los detalles.

product-cta-heading = Descubre la diferencia que marca tu voz
product-cta-body = Empieza con una cuenta gratuita. No necesitas tarjeta.
product-cta-pricing = Ver los planes
