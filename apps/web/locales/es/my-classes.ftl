# Mis clases (§2 /my-classes): un estado vacío sincero hasta que se puedan crear clases.

my-classes-title = Mis clases
my-classes-lead = Tus clases y sus estudiantes.
my-classes-empty-heading = Aún no hay clases
my-classes-empty-body = Aquí podrás crear una clase, invitar a los estudiantes con un enlace o un código QR, compartir motes con toda la clase y activar o desactivar las herramientas de lectura y escritura para la clase o para un solo estudiante.
my-classes-empty-now = Las clases aún no están disponibles, así que aquí no hay nada que configurar. Ya puedes elegir tu propia velocidad de lectura en voz alta y las etiquetas de tus resaltadores en la página de tu cuenta.
my-classes-action-account = Ir a tu cuenta
my-classes-action-learning-zone = Ideas para tu aula
