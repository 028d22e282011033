# /courses (Cursos a tu ritmo): cursos breves de lectura creados a partir de nuestras propias páginas.

courses-page-title = Cursos a tu ritmo
courses-page-description = Cursos breves, gratuitos y a tu ritmo sobre Motes: primeros pasos, retroalimentación por voz, apoyo a la lectura, enseñanza de idiomas e implementación de Motes en toda una escuela.
courses-eyebrow = Cursos a tu ritmo
courses-title = Aprende Motes a tu ritmo
courses-lede = Cinco cursos breves, cada uno con unas pocas lecciones que puedes leer en una hora de planificación. Cada lección es una página de este sitio, así que puedes empezar ya y volver cuando quieras.
courses-list-heading = Los cursos
courses-lesson-count = { $count ->
        [one] 1 lección
       *[other] { $count } lecciones
    }

courses-getting-started-title = Primeros pasos con Motes
courses-getting-started-summary = Crea tu primera nota de voz (mote), compártela y abre Mote Sidebar. Empieza aquí si eres nuevo.
courses-getting-started-lesson-motes = Qué es un mote y tres formas de crear uno
courses-getting-started-lesson-record = Grabación, texto a audio y subidas
courses-getting-started-lesson-share = Comparte un mote con un enlace, un código QR o una inserción
courses-getting-started-lesson-sidebar = Instala y abre Mote Sidebar
courses-getting-started-lesson-plans = Qué incluye el plan Gratis

courses-feedback-title = Retroalimentación por voz
courses-feedback-summary = Sustituye algunos comentarios escritos por comentarios breves hablados, y convierte la retroalimentación en una conversación.
courses-feedback-lesson-why = Por qué ayuda la retroalimentación oral
courses-feedback-lesson-plan = Usar Motes para dar retroalimentación
courses-feedback-lesson-class-set = Retroalimentación oral sobre los trabajos de toda una clase
courses-feedback-lesson-loops = Retroalimentación en ambos sentidos con loops
courses-feedback-lesson-case = Caso de estudio: retroalimentación oral sobre la escritura en nueve escuelas primarias

courses-reading-title = Apoyo a la lectura para cada estudiante
courses-reading-summary = Usa las herramientas de lectura para que los estudiantes a quienes les cuesta leer puedan participar en la misma clase.
courses-reading-lesson-tools = Las herramientas de lectura, una a una
courses-reading-lesson-diverse = Llegar a estudiantes diversos
courses-reading-lesson-accommodations = Adaptaciones con los controles para docentes
courses-reading-lesson-special-needs = Motes para estudiantes con necesidades especiales
courses-reading-lesson-accessibility = Cómo funciona Motes con las tecnologías de apoyo

courses-languages-title = Enseñar idiomas con Motes
courses-languages-summary = Da a cada estudiante más tiempo para hablar, escucharse y ser escuchado, y apoya a los estudiantes recién llegados en su lengua materna.
courses-languages-lesson-overview = Motes para aprender idiomas
courses-languages-lesson-practice = Desarrollar la expresión y la comprensión oral
courses-languages-lesson-assessing = Evaluar la expresión y la comprensión oral
courses-languages-lesson-translation = Voz y traducción para estudiantes bilingües emergentes
courses-languages-lesson-case = Caso de estudio: práctica oral de francés en 22 escuelas

courses-rollout-title = Implementar Motes en toda una escuela
courses-rollout-summary = Para directivos escolares y equipos de TI: planifica la implementación, configura usuarios y herramientas, y cuida los datos de los estudiantes.
courses-rollout-lesson-leaders = Lo que Motes ofrece a los directivos escolares
courses-rollout-lesson-admin = Gestionar usuarios y el acceso a las herramientas
courses-rollout-lesson-privacy = Privacidad de los estudiantes y protección de datos
courses-rollout-lesson-extension = Instalar la extensión para todos
courses-rollout-lesson-plans = El plan para escuelas y cómo solicitar una cotización
courses-rollout-lesson-impact = Evidencias e impacto

courses-how-heading = Cómo funcionan los cursos
courses-how-self-paced = Los cursos son lecturas a tu ritmo: sin sesiones en vivo, sin plazos y sin tareas.
courses-how-no-account = No necesitas una cuenta para leerlos; te vendrá bien tener una para ir probando cosas sobre la marcha.
courses-how-order = Hazlos en el orden que quieras, aunque «Primeros pasos con Motes» te ayudará si Motes es nuevo para ti.
courses-how-certificates = No emitimos certificados, créditos ni insignias por estos cursos. Si tu escuela registra la formación docente, anota tú el curso y la fecha.
courses-how-expert = ¿Te has atascado con algo? Pregunta a nuestro equipo de docentes.

courses-cta-heading = Aprende haciendo
courses-cta-body = Los cursos se entienden mejor con Motes abierto en otra pestaña.
courses-cta-sign-up = Regístrate gratis
