# El área de administración del personal (§2 admin/*, §6 lista de administración integrada) y su página «no permitido».

admin-title = Administración
admin-heading = Administración
admin-lead = Herramientas para el personal que gestiona este servicio de Motes. Las ves porque { $email } figura en la lista de personal del servidor.
admin-tools-heading = Herramientas del personal
admin-tools-status = Página de estado del servicio
admin-tools-status-about = La página pública que cualquiera puede abrir para comprobar si Motes responde.
admin-tools-account = Tu cuenta
admin-tools-account-about = Tu perfil, tus preferencias y tus dispositivos con la sesión iniciada.
admin-insights-heading = Datos de administración
admin-insights-empty = Aquí aparecerán las cifras de todo el servicio, como las cuentas nuevas y los motes creados cada semana, cuando el servicio las cuente. Todavía no se cuenta nada, así que no hay cifras que mostrar.
admin-support-heading = Asistencia con cuentas
admin-support-empty = La búsqueda de una cuenta para ayudar a su titular llegará aquí en una próxima actualización. Hasta entonces, la propia lista de personal se configura en el servidor, en su ajuste STAFF_EMAILS.

admin-not-allowed-title = No permitido
admin-not-allowed-heading = No puedes abrir el área de administración
admin-not-allowed-body = El área de administración es solo para el personal que gestiona Motes. Has iniciado sesión como { $email }, que no figura en la lista de personal.
admin-not-allowed-body-no-email = El área de administración es solo para el personal que gestiona Motes, y esta cuenta no figura en la lista de personal.
admin-not-allowed-help = Si crees que deberías tener acceso, pide a la persona que gestiona tu servicio de Motes que agregue tu dirección de correo electrónico a su lista de personal.
admin-not-allowed-home = Ir a la página principal de Motes
admin-not-allowed-account = Ir a tu cuenta
