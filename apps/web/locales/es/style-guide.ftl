# La guía de estilo viva en /style-guide (solo fuera de producción).

style-guide-page-title = Guía de estilo
style-guide-heading = Guía de estilo del sistema de diseño
style-guide-lede = Todas las piezas compartidas de la interfaz de Motes, en vivo, con los valores con los que están construidas. El sitio web y Mote Sidebar usan las mismas piezas. Esta página solo existe fuera de producción.
style-guide-contents = En esta página

## Colores

style-guide-colours-heading = Colores
style-guide-colours-intro = Una paleta morada y rosa. Una prueba unitaria comprueba que cada pareja de la tabla cumple el contraste de WCAG 2.2 AA: 4,5:1 para el texto y 3:1 para los anillos de foco y los bordes de los campos.
style-guide-colour-text = Texto principal y títulos
style-guide-colour-text-muted = Texto secundario y leyendas
style-guide-colour-text-on-primary = Texto sobre rellenos morados, rosas y rojos
style-guide-colour-surface = Fondo de la página y de las tarjetas
style-guide-colour-surface-raised = Paneles elevados
style-guide-colour-border = Separadores y bordes de tarjetas
style-guide-colour-border-strong = Bordes de los campos de formulario
style-guide-colour-primary = Botones principales y enlaces
style-guide-colour-primary-strong = Botones principales al pasar el cursor
style-guide-colour-primary-soft = Fondos con tinte morado
style-guide-colour-accent = Resaltados y degradado de la marca
style-guide-colour-accent-strong = Color de acento al pasar el cursor
style-guide-colour-accent-soft = Fondos con tinte rosa
style-guide-colour-danger = Acciones destructivas y errores
style-guide-colour-danger-strong = Acciones destructivas al pasar el cursor
style-guide-colour-focus-ring = Contorno del foco del teclado
style-guide-contrast-caption = Contraste de las parejas de colores que usan los componentes
style-guide-contrast-foreground = Texto o línea
style-guide-contrast-background = Fondo
style-guide-contrast-ratio = Contraste
style-guide-contrast-minimum = Mínimo AA
style-guide-contrast-value = { $ratio }:1

## Tipografía

style-guide-type-heading-section = Tipografía
style-guide-type-intro = Inter se incluye con la aplicación como fuente variable (pesos de 100 a 900, latín y latín extendido), así que no se descarga nada de un servicio de fuentes. El texto en árabe y en chino usa las fuentes del sistema.
style-guide-type-family = Pila de fuentes:
style-guide-type-display = Display
style-guide-type-heading = Título
style-guide-type-body = Cuerpo
style-guide-type-small = Pequeño
style-guide-type-sample = Graba una nota de voz, compártela con un enlace y lee la transcripción.
style-guide-type-weight = Peso { $weight }

## Maquetación

style-guide-layout-heading = Maquetación
style-guide-layout-intro = Capas, puntos de ruptura y anchos de contenedor, tomados de las constantes compartidas.
style-guide-layers-caption = Capas (z-index)
style-guide-breakpoints-caption = Puntos de ruptura
style-guide-containers-caption = Contenedores y barra de navegación
style-guide-containers-demo = Anchos de contenedor, a escala
style-guide-column-name = Nombre
style-guide-column-z-index = z-index
style-guide-column-min-width = Ancho
style-guide-column-size = Tamaño
style-guide-px = { $value } px

## Botones

style-guide-buttons-heading = Botones
style-guide-buttons-intro = Cuatro variantes en cuatro alturas. Un botón en carga muestra un indicador giratorio y, si se indica, un texto de carga; queda desactivado salvo que se pida que siga siendo enfocable. Un botón visualmente desactivado sigue siendo enfocable para que se pueda leer el motivo.
style-guide-button-primary = Principal
style-guide-button-secondary = Secundario
style-guide-button-ghost = Fantasma
style-guide-button-danger = Peligro
style-guide-button-size = { $size } · { $px } px
style-guide-buttons-states = Estados
style-guide-button-record = Grabar
style-guide-button-save = Guardar
style-guide-button-saving = Guardando ...
style-guide-button-disabled = Desactivado
style-guide-button-share = Compartir
style-guide-button-share-reason = Para compartir, primero necesitas una grabación.

## Alertas

style-guide-alerts-heading = Alertas
style-guide-alerts-intro = Banners de alerta de seis tipos; el de error es el predeterminado. Cada uno tiene el rol alert, así que los lectores de pantalla lo anuncian.
style-guide-alert-error = No se pudo guardar la nota de voz.
style-guide-alert-warn = La grabación se detiene al alcanzar el límite de tiempo.
style-guide-alert-success = Tu nota de voz está lista para compartir.
style-guide-alert-info = La transcripción aparece poco después de que dejes de grabar.
style-guide-alert-loading = Subiendo tu audio ...
style-guide-alert-primary = Los docentes pueden activar y desactivar las herramientas de lectura para sus clases.
style-guide-alerts-interactive = Con una acción y descartable
style-guide-alert-action-title = Subida interrumpida
style-guide-alert-action-message = Se perdió la conexión mientras se subía tu audio.
style-guide-alert-retry = Reintentar
style-guide-alert-dismissible = Sin una acción, un botón de cerrar descarta la alerta.
style-guide-alert-show-again = Volver a mostrar las alertas descartadas

## Avisos emergentes (toasts)

style-guide-toasts-heading = Avisos emergentes
style-guide-toasts-intro = Los avisos emergentes permanecen 4 segundos, con un máximo de 3 a la vez, y se pueden descartar deslizándolos. Alt+T lleva el foco a ellos.
style-guide-toast-button = Mostrar un aviso de tipo { $type }
style-guide-toast-success = Nota de voz guardada.
style-guide-toast-error = No se pudo guardar la nota de voz. Inténtalo de nuevo.
style-guide-toast-info = Enlace copiado.
style-guide-toast-warning = La grabación se detiene al llegar al límite de tiempo.
style-guide-toast-loading = Transcribiendo tu nota de voz ...
style-guide-toast-primary = Comparte una nota de voz con un enlace o un código QR.

## Onda de carga

style-guide-wave-heading = Onda de carga
style-guide-wave-intro = Una onda con un texto breve, en línea, sobre una sección o sobre toda la página. Se queda quieta para quienes piden movimiento reducido.
style-guide-wave-inline = En línea
style-guide-wave-overlay = Sobre una tarjeta
style-guide-wave-card-text = El contenido de la tarjeta queda bajo la capa superpuesta hasta que termina la carga.
style-guide-wave-overlay-text = Cargando la transcripción ...
style-guide-wave-fullscreen = Pantalla completa
style-guide-wave-fullscreen-button = Mostrar la onda a pantalla completa durante 2 segundos

## Tarjetas

style-guide-cards-heading = Tarjetas
style-guide-cards-intro = Contenedores que agrupan contenido relacionado: con contorno, elevados o planos.
style-guide-cards-variants = Variantes
style-guide-card-body = Una tarjeta agrupa lo que va junto, como una nota de voz y su transcripción.

## Diálogo

style-guide-dialog-heading = Diálogo
style-guide-dialog-intro = Un diálogo modal: la página de detrás queda inactiva mientras está abierto. Escape o un clic en la capa oscura cierran solo el diálogo superior, y cada cierre indica el motivo.
style-guide-dialog-open = Abrir un diálogo
style-guide-dialog-last-reason = Último cierre por: { $reason }
style-guide-dialog-title = Compartir una nota de voz
style-guide-dialog-description = Elige quién puede escucharla.
style-guide-dialog-body = Abre el segundo diálogo y pulsa Escape: solo se cierra el segundo.
style-guide-dialog-cancel = Cancelar
style-guide-dialog-open-nested = Elegir una clase
style-guide-dialog-nested-title = Elegir una clase
style-guide-dialog-nested-body = Este diálogo se muestra encima del primero.
style-guide-dialog-done = Listo

## Menús desplegables

style-guide-dropdowns-heading = Menús desplegables
style-guide-dropdowns-intro = Menús de 215 px de ancho en ocho posiciones. Pasan al otro lado cuando la ventana no tiene espacio, y la izquierda y la derecha siguen la dirección de lectura. Se cierran con Escape, con un clic fuera, con Tab, al perder el foco y al elegir un elemento.
style-guide-dropdowns-click = Se abre al hacer clic
style-guide-dropdowns-hover = Se abre al pasar el cursor o al recibir el foco, tras 100 ms
style-guide-dropdown-hover-label = Herramientas de creación
style-guide-dropdown-record = Grabar
style-guide-dropdown-upload = Subir audio
style-guide-dropdown-generate = Generar a partir de texto
style-guide-dropdown-unavailable = Elemento no disponible

## Información sobre herramientas

style-guide-tooltips-heading = Información sobre herramientas
style-guide-tooltips-intro = La información sobre herramientas aparece 50 ms después de pasar el cursor o recibir el foco y se cierra 25 ms después; arriba es el lado predeterminado. Escape la oculta.
style-guide-tooltip-content = Se muestra en el lado: { $placement }

## Avatares

style-guide-avatars-heading = Avatares
style-guide-avatars-intro = Una imagen; si no, las iniciales de la persona; si no, un icono con la etiqueta «Avatar genérico».
style-guide-avatars-sizes = Tamaños
style-guide-avatar-size = { $size } · { $px } px
style-guide-avatars-kinds = Tipos
style-guide-avatar-image = Imagen
style-guide-avatar-initials = Iniciales
style-guide-avatar-fallback = Icono de respaldo
style-guide-avatar-custom = Icono personalizado
style-guide-avatar-custom-alt = Nota de audio
style-guide-avatar-bordered = Con borde

## Piezas de navegación

style-guide-navigation-heading = Menú hamburguesa y enlaces
style-guide-navigation-intro = El botón del menú móvil y los enlaces: las rutas internas navegan sin recargar la página, las direcciones web son enlaces normales, una pestaña nueva no recibe opener ni referrer, y un enlace desactivado es inerte.
style-guide-hamburger = Botón hamburguesa ({ $size } px)
style-guide-hamburger-panel = Este panel se abre y se cierra con el botón.
style-guide-links = Enlaces
style-guide-link-internal = Precios (enlace interno)
style-guide-link-external = Resumen de WCAG 2.2 (enlace externo)
style-guide-link-blank = Resumen de WCAG 2.2 (se abre en una pestaña nueva)
style-guide-link-disabled = Enlace no disponible (desactivado)

## Video

style-guide-video-heading = Reproductor de video
style-guide-video-intro = Una vista previa 16/9 con un botón «Reproducir video» se sustituye por el reproductor del propio navegador, con subtítulos.
style-guide-video-title = Mote Sidebar en una página web
style-guide-video-captions = Inglés
