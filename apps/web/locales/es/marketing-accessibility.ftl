# /accessibility: nuestra declaración de accesibilidad.

a11y-page-title = Declaración de accesibilidad
a11y-page-description = Cómo funciona Motes con el teclado, los lectores de pantalla, el movimiento reducido y los idiomas que se escriben de derecha a izquierda, qué sabemos que aún no está a la altura y cómo avisarnos de un problema.
a11y-eyebrow = Accesibilidad
a11y-title = Declaración de accesibilidad
a11y-lede = Motes existe para que la lectura, la escritura y la retroalimentación estén al alcance de más personas, así que también tiene que poder usarlo todo el mundo. Esta declaración abarca este sitio web, las páginas para compartir de los motes y Mote Sidebar.

a11y-target-heading = Nuestro objetivo: WCAG 2.2 nivel AA
a11y-target-body = Queremos que todas las páginas de Motes cumplan las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA. Cuando no lo conseguimos, lo decimos a continuación y trabajamos en una solución.
a11y-target-testing = Comprobamos las páginas con pruebas de accesibilidad automatizadas cada vez que las modificamos, y a mano con el teclado y en pantallas estrechas.

a11y-keyboard-heading = Uso con teclado
a11y-keyboard-everything = Todo lo que puedes hacer con el mouse lo puedes hacer con el teclado: desplázate con Tab y Mayús+Tab (Shift+Tab), y usa Enter o la barra espaciadora para seguir un enlace o pulsar un botón.
a11y-keyboard-skip = La primera pulsación de Tab en cada página llega a un enlace «Saltar al contenido principal».
a11y-keyboard-focus = El elemento que tiene el foco del teclado siempre muestra un contorno claro.
a11y-keyboard-dialogs = Los menús y los diálogos se cierran con Escape, y el foco vuelve a donde estabas.
a11y-keyboard-shortcuts = Los atajos de teclado nunca se activan mientras escribes en un campo de texto. Alt+T lleva a las notificaciones.

a11y-screen-readers-heading = Uso con lector de pantalla
a11y-screen-readers-structure = Cada página tiene un único título principal, títulos en orden y regiones para la cabecera, la navegación, el contenido principal y el pie de página.
a11y-screen-readers-images = Las imágenes que aportan significado tienen alternativas de texto; las ilustraciones decorativas se ocultan a los lectores de pantalla.
a11y-screen-readers-announcements = Los mensajes que aparecen por sí solos, como las notificaciones y las alertas, se anuncian.
a11y-screen-readers-media = Nuestros videos tienen subtítulos, y los motes tienen una transcripción bajo el reproductor, salvo los grabados por estudiantes menores de 18 años.

a11y-motion-heading = Movimiento reducido
a11y-motion-body = Si tu dispositivo está configurado para reducir el movimiento, Motes desactiva las animaciones, las diapositivas dejan de avanzar solas, las páginas saltan directamente a una sección en lugar de desplazarse suavemente y los videos nunca empiezan solos.

a11y-visual-heading = Ver la página
a11y-visual-contrast = El texto tiene una relación de contraste de al menos 4,5 a 1 con su fondo.
a11y-visual-zoom = Las páginas funcionan al ampliar el texto al 200 % y en pantallas tan estrechas como la de un teléfono, sin tener que desplazarse lateralmente para leer.
a11y-visual-colour = El color nunca es la única forma en que mostramos algo: los colores de los resaltadores tienen nombre, y las funciones incluidas en las tablas se marcan con una marca de verificación y texto.

a11y-languages-heading = Idiomas y lectura de derecha a izquierda
a11y-languages-interface = La interfaz de Motes está disponible en inglés (Estados Unidos y Reino Unido), francés, español, árabe y chino mandarín.
a11y-languages-rtl = En árabe, todo el diseño se lee de derecha a izquierda, con los menús, las listas y las tablas reflejados.
a11y-languages-tools = La lectura en voz alta, la traducción y el diccionario abarcan unos 60 idiomas.

a11y-limitations-heading = Limitaciones conocidas
a11y-limitations-intro = Estos son los problemas que conocemos hoy. Los enumeramos para que puedas tenerlos en cuenta, y los quitamos de esta lista a medida que los solucionamos.
a11y-limitations-transcripts = Las transcripciones automáticas pueden contener errores, sobre todo con ruido de fondo o con vocabulario específico de una materia. Tómalas como una guía, no como un registro literal.
a11y-limitations-minors = Para proteger su privacidad, las grabaciones de estudiantes menores de 18 años nunca se transcriben, así que esos motes no tienen alternativa de texto. Si compartes el mote de un estudiante con alguien que necesita texto, agrega un breve resumen escrito junto al enlace.
a11y-limitations-ocr = Seleccionar área para leer reconoce el texto de las imágenes, pero puede leer mal la letra manuscrita, las fuentes poco habituales y las imágenes tenues o de bajo contraste.
a11y-limitations-other-sites = Mote Sidebar funciona encima de otros sitios web. No puede corregir los problemas de accesibilidad de esas páginas, y algunas, como la propia configuración del navegador, no permiten extensiones en absoluto.
a11y-limitations-languages = No todos los idiomas tienen todas las herramientas. Cuando la lectura en voz alta, la traducción o el dictado por voz no están disponibles para un idioma, Motes te lo indica en lugar de adivinar.
a11y-limitations-captions = Por ahora, los subtítulos de nuestros videos del producto solo están en inglés.

a11y-report-heading = Informar de un problema
a11y-report-intro = Si algo de Motes te resulta difícil o imposible de usar, dínoslo, por favor. Tratamos como urgentes los problemas que impiden a alguien usar Motes.
a11y-report-link = Escribe a { $address } sobre un problema de accesibilidad
a11y-report-subject = Problema de accesibilidad
a11y-report-include = Nos ayuda saber:
a11y-report-include-page = la dirección de la página, o qué parte de la barra lateral estabas usando;
a11y-report-include-task = qué intentabas hacer y qué ocurrió en su lugar;
a11y-report-include-setup = tu navegador y tu dispositivo, y cualquier tecnología de apoyo que uses, como un lector de pantalla o una lupa.
a11y-report-reply = Procuramos responder en un plazo de dos días hábiles y avisarte cuando esté solucionado.
