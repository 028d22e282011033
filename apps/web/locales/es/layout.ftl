# El marco de cada página: enlace para saltar, barra de navegación (§2), pie de página (§2), selector de idioma.

layout-skip-link = Saltar al contenido principal

layout-page-failed-title = No se ha podido mostrar esta página
layout-page-failed-body = Algo ha fallado al cargar esta página. Volver a cargarla suele solucionarlo.
layout-page-failed-reload = Volver a cargar la página

## Barra de navegación

nav-main-label = Principal
nav-account-label = Cuenta
nav-mobile-toggle = Menú

nav-link-product = Producto
nav-link-pricing = Precios
nav-menu-solutions = Soluciones
nav-link-diverse-learners = Diversidad de estudiantes
nav-link-assessment = Evaluación
nav-link-translation = Traducción
nav-link-administration = Administración
nav-menu-resources = Recursos
nav-link-learning-zone = Zona de aprendizaje
nav-link-courses = Cursos a tu ritmo
nav-link-support = Ayuda
nav-link-impact = ESSA e impacto
nav-link-privacy = Centro de privacidad
nav-link-community = Noticias y debate
nav-link-expert = Pregunta a un experto

nav-action-login = Acceder
nav-action-start-free-trial = Empieza la prueba gratuita
nav-action-sign-in = Iniciar sesión
nav-action-sign-up-free = Regístrate gratis
nav-action-go-to-dashboard = Ir al panel
nav-action-admin = Administración
nav-action-sign-out = Cerrar sesión

nav-account-my-account = Mi cuenta
nav-account-my-activity = Mi actividad
nav-account-my-annotations = Mis anotaciones
nav-account-admin = Administración
nav-account-sign-out = Cerrar sesión

## Pie de página

footer-tagline = Notas de voz, lectura en voz alta y traducción para todas las aulas.
footer-nav-label = Pie de página
footer-heading-customers = Clientes
footer-heading-solutions = Soluciones
footer-heading-company = Empresa
footer-heading-product = Producto
footer-heading-use-cases = Casos de uso

footer-link-elementary-teachers = Docentes de primaria
footer-link-middle-high-school-teachers = Docentes de secundaria y bachillerato
footer-link-language-teachers = Docentes de idiomas
footer-link-learners-with-special-needs = Estudiantes con necesidades especiales
footer-link-emerging-bilingual-learners = Estudiantes bilingües emergentes
footer-link-schools = Escuelas
footer-link-professors-and-faculty = Profesorado universitario
footer-link-content-creators = Creadores de contenido

footer-link-verbal-feedback = Retroalimentación oral
footer-link-developing-student-speaking-and-listening-skills = Expresión oral y comprensión auditiva
footer-link-accommodating-diverse-learners = Adaptaciones para estudiantes diversos
footer-link-assessing-student-speaking-and-listening-skills = Evaluar la expresión oral y la comprensión auditiva
footer-link-dictation = Dictado
footer-link-voice-translation = Traducción por voz
footer-link-school-administrators = Administradores escolares

footer-link-about = Quiénes somos
footer-link-impact = ESSA e impacto
footer-link-accessibility = Accesibilidad
footer-link-privacy = Centro de privacidad
footer-link-terms = Condiciones
footer-link-careers = Empleo
footer-link-press = Prensa
footer-link-conference-2023 = Conferencia 2023
footer-link-status = Estado del servicio

footer-link-product = Producto
footer-link-features = Funciones
footer-link-pricing = Precios
footer-link-compare = Comparar
footer-link-chrome = Extensión para Chrome
footer-link-courses = Cursos a tu ritmo
footer-link-learning-zone = Zona de aprendizaje
footer-link-for-feedback = Retroalimentación
footer-link-connect-with-all-learners = Conectar con todos los estudiantes
footer-link-diverse-learners = Diversidad de estudiantes
footer-link-for-language-learning = Aprendizaje de idiomas

footer-social-label = { $brand } en redes sociales
footer-social-instagram = { $brand } en Instagram (se abre en una pestaña nueva)
footer-social-facebook = { $brand } en Facebook (se abre en una pestaña nueva)
footer-social-twitter = { $brand } en Twitter (se abre en una pestaña nueva)
footer-social-youtube = { $brand } en YouTube (se abre en una pestaña nueva)
footer-social-tiktok = { $brand } en TikTok (se abre en una pestaña nueva)

footer-language-label = Idioma
footer-copyright = © { $year } { $brand }
