# Los artículos de casos de estudio (/learning-zone/case-studies/{slug}) y sus tarjetas. Los artículos
# en sí son registros de contenido en inglés (packages/shared/src/website/caseStudies.ts), no
# texto de la interfaz: aquí solo están las palabras que los rodean.

case-study-key-figure = Cifra clave:
case-study-breadcrumbs-label = Ruta de navegación
case-study-breadcrumb-home = Inicio
case-study-breadcrumb-learning-zone = Zona de aprendizaje
case-study-breadcrumb-case-studies = Casos de estudio
case-study-figures-heading = De un vistazo
case-study-contents-heading = En este artículo
case-study-back = Volver a la Zona de aprendizaje
case-study-related-heading = Casos de estudio relacionados
case-study-cta-heading = Lleva la voz a tu escuela
case-study-cta-body = Empieza gratis como docente, o habla con nosotros sobre un plan para toda tu escuela o tu distrito.
case-study-cta-signup = Regístrate gratis
case-study-cta-contact = Habla con nosotros sobre tu escuela
