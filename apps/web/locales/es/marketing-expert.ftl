# /expert (Pregunta a un experto): en qué ayuda nuestro equipo de docentes y cómo contactarlo.

expert-page-title = Pregunta a un experto
expert-page-description = Pregunta al equipo de docentes de Motes sobre retroalimentación por voz, apoyo a la lectura, enseñanza de idiomas, clases o la implementación de Motes en tu escuela. Aquí te explicamos cómo contactarnos y qué incluir.
expert-eyebrow = Pregunta a un experto
expert-title = Pregunta a nuestro equipo de docentes
expert-lede = Nuestro equipo de docentes ayuda a profesores y directivos escolares a aprovechar Motes en clases reales: planificar la retroalimentación, apoyar a los estudiantes que lo necesitan y poner en marcha toda una escuela. Envíanos tu pregunta y la responderemos pensando en tu aula.
expert-email-action = Escribe a un experto
expert-mail-subject = Pregunta para un experto de Motes

expert-help-heading = En qué podemos ayudarte
expert-help-feedback-title = Retroalimentación por voz
expert-help-feedback-body = Cómo dar retroalimentación oral que los estudiantes pongan en práctica, y cómo encajarla en tu rutina de calificación.
expert-help-reading-title = Apoyo a la lectura
expert-help-reading-body = Qué herramientas de lectura convienen a cada estudiante y cómo configurarlas como adaptaciones.
expert-help-languages-title = Enseñanza de idiomas
expert-help-languages-body = Práctica oral, tareas de comprensión auditiva y apoyo a los estudiantes recién llegados en su lengua materna.
expert-help-classes-title = Clases y loops
expert-help-classes-body = Configurar clases, elegir los controles para docentes durante los exámenes y mantener conversaciones de voz con los estudiantes.
expert-help-rollout-title = Implementación en la escuela
expert-help-rollout-body = Planificar la implementación, capacitar al personal, instalar la extensión para todos y medir el uso.
expert-help-privacy-title = Preguntas sobre privacidad
expert-help-privacy-body = Qué ocurre con los datos de los estudiantes en Motes, y qué decir a las familias y a la persona responsable de protección de datos.

expert-reach-heading = Cómo contactarnos
expert-reach-intro = Envía tu pregunta por correo electrónico a
expert-include-intro = Para ayudarnos a darte una respuesta útil, incluye, por favor:
expert-include-role = tu función y el grupo de edad o la materia que impartes;
expert-include-goal = qué intentas hacer con Motes;
expert-include-tried = qué has probado hasta ahora, si has probado algo;
expert-include-setup = en el caso de preguntas técnicas, tu navegador y tu dispositivo, y una captura de pantalla si puedes.
expert-include-no-student-data = Por favor, no incluyas los nombres de los estudiantes ni otros datos personales suyos. Podemos ayudarte sin ellos.
expert-reply-goal = Nuestro objetivo es responder en un plazo de dos días hábiles. En las épocas de más trabajo del curso escolar puede tardar un poco más.

expert-before-heading = Antes de escribir
expert-before-courses = Explora los cursos a tu ritmo
expert-before-howto = Lee las guías prácticas de la Zona de aprendizaje
expert-before-features = Busca una herramienta en la página de funciones
expert-before-contact = Para cotizaciones, prensa o comentarios, contáctanos

expert-cta-heading = ¿Tienes una pregunta sobre cómo enseñar con Motes?
