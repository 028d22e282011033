# Mi escuela (§2 /my-school/manage-users y /my-school/analytics): estados vacíos honestos hasta que
# existan las cuentas escolares.

my-school-users-title = Gestionar usuarios
my-school-users-lead = Los docentes y estudiantes de tu escuela que usan Motes.
my-school-users-empty-heading = No hay usuarios de la escuela para mostrar
my-school-users-empty-body = Los administradores escolares agregarán aquí a las personas (por dominio de correo electrónico, desde una hoja de cálculo o con varias direcciones de correo a la vez) y elegirán qué herramientas puede usar cada una.
my-school-users-empty-now = Las cuentas escolares todavía no están disponibles, así que no hay nadie a quien administrar. Mientras tanto, cada docente puede usar Motes con su propia cuenta gratuita.
my-school-analytics-title = Datos de administración
my-school-analytics-lead = Cómo se usa Motes en tu escuela.
my-school-analytics-empty-heading = Todavía no hay estadísticas
my-school-analytics-empty-body = Aquí los administradores escolares verán cuántos motes se crean y cuánto texto se lee en voz alta y se traduce, por clase y por mes, con un informe para compartir con sus colegas.
my-school-analytics-empty-now = Todavía no se cuenta nada, así que no hay cifras para mostrar. Las estadísticas empezarán cuando estén disponibles las cuentas escolares.
my-school-action-users = Gestionar usuarios
my-school-action-analytics = Datos de administración
my-school-action-privacy = Cómo protegemos los datos de tu escuela
my-school-action-impact = ESSA e impacto
