# Mis loops (§2 /my-loops): un estado vacío honesto hasta que existan los motes y las respuestas.

my-loops-title = Mis loops
my-loops-lead = Conversaciones por voz entre tú y tus estudiantes.
my-loops-empty-heading = Todavía no hay loops
my-loops-empty-body = Un loop empieza cuando un estudiante responde a uno de tus motes (tus notas de voz) con una grabación propia, y así la retroalimentación se convierte en una conversación en ambos sentidos. Aquí aparecerá cada loop con sus respuestas.
my-loops-empty-now = Los loops aún no están disponibles: hoy los estudiantes no pueden responder a un mote, así que no hay loops para mostrar.
my-loops-action-activity = Ir a Mi actividad
my-loops-action-product = Descubre lo que puede hacer Motes
