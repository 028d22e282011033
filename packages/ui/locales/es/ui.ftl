# Textos del sistema de diseño (packages/ui). Los componentes pasan el texto en inglés como respaldo,
# así que también funcionan sin un proveedor de localización (pruebas de la extensión, guía de estilo).

ui-loading-wave = Un momentito ...

# Botones de cerrar y descartar (§2 banners de alerta, §4 diálogos)
ui-alert-dismiss = Descartar
ui-alert-close = Cerrar
ui-dialog-close = Cerrar

# Avisos emergentes (§2, §4)
ui-toast-region = Notificaciones
ui-toast-dismiss = Descartar notificación

# Avatar de respaldo (§8 «La etiqueta del avatar genérico es 'Generic avatar'»)
ui-avatar-generic = Avatar genérico

# Botón de navegación móvil
ui-hamburger-label = Menú

# Reproductor de video (§2, §8)
ui-video-play = Reproducir video
ui-video-unsupported = Tu navegador no admite la etiqueta de video.

# Atajos de teclado (§2 Comportamientos de página): el atajo de los avisos tal como aparece en el widget de ayuda
ui-toast-hotkey = Ir a las notificaciones

# Selector de idioma (§3 idiomas admitidos): la etiqueta, cada opción y por qué un idioma no está disponible
ui-language-select-label = Idioma
ui-language-select-option = { $native } — { $english }
ui-language-select-unavailable = { $language } ({ $reason })
ui-language-unavailable-not-installed = no configurado en este servidor
ui-language-unavailable-language-not-supported = no disponible para este idioma
ui-language-unavailable-disabled-for-language = desactivado para este idioma
