# /events/fetc: la página de una conferencia de tecnología educativa de 2023, conservada como evento pasado.

events-fetc-page-title = FETC 2023
events-fetc-page-description = Lo que Motes presentó en FETC 2023: sesiones sobre retroalimentación por voz y lectura en voz alta, con las guías y los casos de estudio que las respaldan.
events-fetc-eyebrow = Evento pasado · 2023
events-fetc-title = Motes en FETC 2023
events-fetc-lede = En FETC 2023, una conferencia de tecnología educativa, mostramos a docentes cómo una grabación breve puede hacer que la retroalimentación sea más rápida y la lectura más accesible. Esto es lo que presentamos, y dónde encontrarlo ahora.
events-fetc-status = Este evento ha terminado.

events-fetc-sessions-heading = Lo que presentamos
events-fetc-sessions-intro = Nuestras sesiones trataron dos temas: la retroalimentación oral y el apoyo a la lectura.
events-fetc-session-feedback-title = Retroalimentación por voz que los estudiantes aplican
events-fetc-session-feedback-body = Grabar comentarios sobre el trabajo de los estudiantes en uno o dos minutos y compartirlos con un enlace o un código QR. Que los estudiantes respondan por voz (los loops) aún no está disponible en Motes.
events-fetc-session-feedback-action = Retroalimentación por voz con Motes
events-fetc-session-read-aloud-title = Lectura en voz alta para cada estudiante
events-fetc-session-read-aloud-body = Leer en voz alta cualquier página web resaltando las palabras, leer el texto de las imágenes y traducir una selección, en Mote Sidebar. Los controles para docentes, para elegir qué herramientas puede usar cada estudiante, aún no están disponibles en Motes.
events-fetc-session-read-aloud-action = Apoyo para estudiantes diversos

events-fetc-materials-heading = Materiales
events-fetc-materials-intro = Los pasos que mostramos están recogidos en guías prácticas, y las historias de aula que contamos son casos de estudio en la Zona de aprendizaje.
events-fetc-materials-guides = Guías prácticas
events-fetc-materials-case-studies = Casos de estudio

events-fetc-next-heading = Descubre lo que viene
events-fetc-next-body = Las nuevas guías y los nuevos casos de estudio aparecen primero en la Zona de aprendizaje.
events-fetc-next-action = Visita la Zona de aprendizaje
events-fetc-signup = Regístrate gratis
