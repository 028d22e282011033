# Textos compartidos por las páginas de la propia aplicación (inicio de sesión, cuenta, bienvenida y las páginas con sesión iniciada).

# El mismo texto que CONNECTION_PROBLEM_MESSAGE en apps/web/src/api/describeApiError.ts.
app-connection-problem = No pudimos conectar con Motes. Revisa tu conexión a internet y vuelve a intentarlo.
