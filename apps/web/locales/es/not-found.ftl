# La página 404: cualquier ruta que la aplicación no conoce.

not-found-title = Página no encontrada
not-found-heading = Página no encontrada
not-found-body = No hay ninguna página en { $path }. Puede que el enlace esté mal escrito o que la página se haya movido.
not-found-suggestions = Adónde ir desde aquí
not-found-home = Ir a la página de inicio de Motes
not-found-product = Descubre lo que hace Motes
not-found-learning-zone = Visita la Zona de aprendizaje
not-found-sign-in = Iniciar sesión
not-found-activity = Ir a Mi actividad
