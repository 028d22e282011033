# Comportamientos de página (§2): aviso de consentimiento de cookies, widget de ayuda, toques de temporada.

## Aviso de consentimiento de cookies
behaviours-cookie-banner-label = Consentimiento de cookies
behaviours-cookie-banner-text =
    { $brand } usa cookies y el almacenamiento del navegador para mantener tu sesión iniciada y recordar tu configuración.
    Si aceptas, también contamos qué páginas nuestras visitas y, cuando este sitio lo tiene activado,
    recopilamos informes de errores de la página, para poder solucionar los problemas.
behaviours-cookie-banner-privacy = Lee nuestro aviso de privacidad
behaviours-cookie-banner-accept = Aceptar todo
behaviours-cookie-banner-necessary = Solo las necesarias

## Widget de ayuda
behaviours-help-button = Ayuda
behaviours-help-title = ¿Necesitas ayuda?
behaviours-help-howto = Guías prácticas
behaviours-help-expert = Pregunta a un experto
behaviours-help-status = Estado del servicio
behaviours-help-shortcuts = Atajos de teclado
behaviours-help-no-shortcuts = Esta página no tiene atajos de teclado.
behaviours-help-shortcut = Abrir esta ayuda

## Toques de temporada (§3 ajuste de festividades de temporada)
seasonal-touches-legend = Toques de temporada
seasonal-touches-hint =
    En Halloween (31 de octubre) y del 5 de diciembre al 1 de enero, { $brand } puede decorar su logotipo
    y reproducir versiones festivas de los sonidos de grabación.
seasonal-touches-enabled = Toques festivos
seasonal-touches-sound = Sonidos de grabación festivos
seasonal-touches-visual = Logotipo festivo
