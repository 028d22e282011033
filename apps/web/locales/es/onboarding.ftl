# Incorporación (§2 /complete-profile, /onboarding/survey, /onboarding/product; pasos §4).

## Tu nombre (/complete-profile)

onboarding-name-title = Tu nombre
onboarding-name-heading = ¿Cómo quieres que te llamemos?
onboarding-name-lead = Tu nombre aparece en los motes que compartes, para que tus estudiantes y colegas sepan de quién son.
onboarding-name-save-failed = No pudimos guardar tu nombre. Vuelve a intentarlo.
onboarding-saving = Guardando...
onboarding-continue = Continuar

## Encuesta (/onboarding/survey)

onboarding-survey-title = Primeros pasos
onboarding-survey-heading = ¡Te damos la bienvenida! Dos preguntas rápidas
onboarding-survey-lead = Tus respuestas nos ayudan a mostrarte primero las herramientas adecuadas. Te llevará menos de un minuto.
onboarding-survey-role-question = ¿Qué opción te describe mejor?
onboarding-survey-role-required = Elige la respuesta que mejor te describa, u omite la pregunta por ahora.
onboarding-survey-role-teacher = Docente
onboarding-survey-role-student = Estudiante
onboarding-survey-role-school-leader = Directivo escolar
onboarding-survey-role-other = Otra cosa
onboarding-survey-intent-question = ¿Qué te gustaría hacer con Motes? Elige todas las opciones que correspondan.
onboarding-survey-intent-spoken-feedback = Dar retroalimentación oral sobre el trabajo de mis estudiantes
onboarding-survey-intent-read-aloud = Escuchar textos leídos en voz alta, con traducción
onboarding-survey-intent-record-instructions = Grabar lecciones, instrucciones o avisos
onboarding-survey-intent-language-practice = Practicar la expresión oral y la comprensión auditiva en otro idioma
onboarding-survey-intent-reading-support = Apoyar a estudiantes a quienes les cuesta leer
onboarding-survey-save-failed = No pudimos guardar tus respuestas. Vuelve a intentarlo.
onboarding-survey-skip = Omitir por ahora

## Recorrido por el producto (/onboarding/product)

onboarding-tour-title = Te damos la bienvenida a Motes
onboarding-tour-heading = Te damos la bienvenida a Motes
onboarding-tour-lead = Tres cosas que puedes hacer, en menos de un minuto.
onboarding-tour-steps = Pasos del recorrido
onboarding-tour-step-count = Paso { $step } de { $count }
onboarding-tour-back = Atrás
onboarding-tour-next = Siguiente
onboarding-tour-finish = Empezar a usar Motes
onboarding-tour-skip = Omitir el recorrido
onboarding-tour-save-failed = No pudimos guardar tu progreso. Vuelve a intentarlo.
onboarding-tour-record-name = Grabar
onboarding-tour-record-title = Graba un mote
onboarding-tour-record-body = Un mote es una nota de voz breve. Graba uno en tu navegador para explicar una tarea, dar retroalimentación sobre un trabajo o saludar a una clase nueva.
onboarding-tour-record-tip = También puedes convertir texto escrito en audio, o subir una grabación que ya tengas.
onboarding-tour-read-name = Lectura en voz alta
onboarding-tour-read-title = Escucha cualquier texto en voz alta
onboarding-tour-read-body = Selecciona texto en una página y escúchalo en voz alta, con cada palabra resaltada a medida que se pronuncia. Traduce una palabra o un fragmento completo a más de 60 idiomas.
onboarding-tour-read-tip = La extensión del navegador lleva la lectura en voz alta, el diccionario y los resaltadores a cada página web.
onboarding-tour-share-name = Compartir
onboarding-tour-share-title = Comparte con un enlace o un código QR
onboarding-tour-share-body = Cada mote tiene su propia página con una transcripción. Comparte el enlace en un mensaje, un documento o la página de tu clase, o imprime el código QR en una hoja de trabajo.
onboarding-tour-share-tip = Quienes escuchan no necesitan una cuenta para reproducir un mote que compartes.
