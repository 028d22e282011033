# /impact (ESSA e impacto): la lógica de la evidencia, los resultados de los casos de estudio y los niveles de evidencia de ESSA.

impact-page-title = ESSA e impacto
impact-page-description = Cómo pretende Motes ayudar al aprendizaje, qué han contado las escuelas que lo usan y un relato honesto de dónde está su evidencia según los niveles de ESSA.
impact-eyebrow = ESSA e impacto
impact-title = Cómo ayuda Motes al aprendizaje, y cómo lo sabemos
impact-lede = Explicamos cómo esperamos que la retroalimentación por voz y la lectura en voz alta ayuden a los estudiantes, qué han contado las escuelas que usan Motes y dónde está hoy nuestra evidencia. Preferimos ser claros sobre lo que sabemos antes que afirmar más de lo que podemos demostrar.

impact-logic-heading = Nuestra lógica de la evidencia
impact-logic-intro = Todo lo que afirmamos sobre el aprendizaje sigue una misma cadena de razonamiento, desde lo que docentes y estudiantes hacen en Motes hasta los resultados que esperamos ver. Nuestros estudios previstos pondrán a prueba cada eslabón.
impact-logic-do-title = 1. Lo que hacen docentes y estudiantes
impact-logic-do-body = Los docentes dan retroalimentación en notas de voz breves. Los estudiantes escuchan textos con la lectura en voz alta y la traducción, y responden por voz.
impact-logic-soon-title = 2. Lo que cambia de inmediato
impact-logic-soon-body = La retroalimentación llega antes a los estudiantes y con más detalle. Los estudiantes pueden acceder a textos por encima de su nivel de lectura. Todos hablan más.
impact-logic-next-title = 3. Lo que esperamos que venga después
impact-logic-next-body = Los estudiantes entienden su retroalimentación y la aplican. Más estudiantes participan en las clases basadas en la lectura. El vocabulario oral crece.
impact-logic-later-title = 4. Lo que esperamos con el tiempo
impact-logic-later-body = Mejor escritura, comprensión lectora y expresión oral, y docentes que dedican menos tiempo a calificar y más a enseñar.

impact-why-heading = Por qué esperamos que la voz ayude
impact-why-feedback-title = Retroalimentación oral
impact-why-feedback-body = La mayoría de las personas hablan varias veces más rápido de lo que escriben, así que un minuto hablando puede decir más que una página de comentarios, con el ánimo transmitido en el tono. Los estudiantes a quienes les cuesta leer comentarios escritos largos pueden simplemente escuchar, y volver a escuchar.
impact-why-read-aloud-title = Lectura en voz alta
impact-why-read-aloud-body = Leer exige a los estudiantes descifrar las palabras y entenderlas al mismo tiempo. Cuando un texto se lee en voz alta y cada palabra se resalta, los estudiantes a quienes les cuesta descifrar pueden dedicar su esfuerzo al significado, y participar en la misma clase que sus compañeros. La lectura en voz alta ya es una adaptación habitual en las escuelas; Motes la hace disponible en cualquier página.
impact-why-speaking-title = Práctica oral
impact-why-speaking-body = Quienes aprenden un idioma necesitan hablar y escucharse. Grabar un mote, escucharlo y volver a intentarlo es una práctica que un estudiante puede hacer en privado, a su propio ritmo, y que un docente puede escuchar más tarde.

impact-outcomes-heading = Lo que han contado las escuelas
impact-outcomes-intro = Estas cifras provienen de cuatro escuelas y grupos de escuelas que contaron su experiencia en nuestros casos de estudio. Describen cómo se usó Motes; no son estudios controlados y, por sí solas, no demuestran una relación de causa y efecto.
impact-outcome-new-york-title = Un distrito escolar de Nueva York
impact-outcome-new-york-figure = Más de 3200 estudiantes en cinco escuelas
impact-outcome-new-york-body = Cinco escuelas dieron a sus estudiantes las mismas herramientas de lectura y grabación: apoyo para estudiantes con diferencias de aprendizaje y más tiempo de expresión oral en las clases de lenguas extranjeras.
impact-outcome-new-york-link = Lee el caso de estudio del distrito de Nueva York
impact-outcome-england-title = Una red de nueve escuelas primarias en Inglaterra
impact-outcome-england-figure = Alrededor de 1,5 minutos de grabación por niño
impact-outcome-england-body = En sus 9 escuelas primarias, la retroalimentación oral sobre los textos de los niños llevó unos 45 minutos para los trabajos de toda una clase, frente a al menos 2 horas de corrección escrita.
impact-outcome-england-link = Lee el caso de estudio de la red de escuelas primarias de Inglaterra
impact-outcome-connecticut-title = Un distrito escolar de Connecticut
impact-outcome-connecticut-figure = Más de 40 000 notas de voz en un año
impact-outcome-connecticut-body = Los docentes agregaron voz a los formularios en línea que ya usaban para comprobar rápidamente la comprensión.
impact-outcome-connecticut-link = Lee el caso de estudio del distrito de Connecticut
impact-outcome-nova-scotia-title = Un centro educativo de Nueva Escocia
impact-outcome-nova-scotia-figure = Unos 6000 estudiantes en 22 escuelas
impact-outcome-nova-scotia-body = Más de dos mil grabaciones al mes en promedio, para practicar la expresión oral en francés, escuchar las lecciones antes de clase e incluir audios de referencia en las diapositivas.
impact-outcome-nova-scotia-link = Lee el caso de estudio del centro educativo de Nueva Escocia
impact-all-case-studies = Lee todos los casos de estudio en la Zona de aprendizaje

impact-essa-heading = Los niveles de evidencia de ESSA, explicados
impact-essa-intro = La ley Every Student Succeeds Act (ESSA), la principal ley de educación escolar de los Estados Unidos, clasifica la evidencia que respalda un programa o producto en cuatro niveles. Las escuelas a menudo necesitan conocer el nivel antes de gastar ciertos fondos federales.
impact-essa-caption = Niveles de evidencia de ESSA y dónde está Motes
impact-essa-tier = Nivel
impact-essa-requires = Lo que exige el nivel
impact-essa-motes = Motes hoy
impact-essa-met = Cumple este nivel
impact-essa-not-met = No cumple este nivel
impact-essa-not-yet = Todavía no
impact-essa-tier-1 = Nivel I: evidencia sólida
impact-essa-tier-1-requires = Al menos un estudio experimental bien diseñado y bien realizado (un ensayo controlado aleatorizado) que muestre un efecto positivo significativo en los resultados de los estudiantes.
impact-essa-tier-2 = Nivel II: evidencia moderada
impact-essa-tier-2-requires = Al menos un estudio cuasiexperimental bien diseñado y bien realizado, que compare a los usuarios con un grupo equivalente y muestre un efecto positivo significativo.
impact-essa-tier-3 = Nivel III: evidencia prometedora
impact-essa-tier-3-requires = Al menos un estudio correlacional bien diseñado y bien realizado, con controles estadísticos del sesgo de selección, que muestre un efecto positivo significativo.
impact-essa-tier-4 = Nivel IV: demuestra una justificación
impact-essa-tier-4-requires = Un modelo lógico bien definido, basado en la investigación, que muestre cómo se espera que el producto mejore los resultados, con iniciativas en marcha para estudiar sus efectos.
impact-essa-tier-4-status = Nuestro modelo lógico está más arriba; estamos planificando estudios
impact-essa-standing = Hoy, la evidencia de Motes cumple el Nivel IV, «demuestra una justificación». Las cifras de los casos de estudio de más arriba muestran cómo usan Motes las escuelas, pero no son el tipo de estudio que exigen los Niveles I a III, y no afirmamos cumplir esos niveles.
impact-essa-plans = Estamos planificando estudios para poner a prueba nuestro modelo lógico, empezando por la retroalimentación oral sobre la escritura y la lectura en voz alta para estudiantes a quienes les cuesta descifrar. Publicaremos aquí lo que encuentren, sean cuales sean los resultados.

impact-cta-heading = Ayúdanos a construir la evidencia
impact-cta-body = Si a tu escuela le gustaría participar en un estudio, o necesitas nuestra evidencia para una solicitud de financiamiento, ponte en contacto con nosotros.
impact-cta-contact = Contáctanos
impact-cta-case-studies = Lee los casos de estudio
