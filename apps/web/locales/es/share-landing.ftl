# Enlaces /m/{id} y /t/{id} (§2) que no llevan a nada: una página honesta de «no encontrado».

share-mote-not-found-title = Grabación no encontrada
share-mote-not-found-heading = No se encontró esta grabación
share-mote-what = El enlace { $path } debería abrir una nota de voz (mote): una nota de voz breve que alguien grabó con Motes y que cualquiera puede reproducir y seguir con su transcripción, sin necesidad de cuenta.
share-tote-not-found-title = Elemento compartido no encontrado
share-tote-not-found-heading = No se encontró este elemento compartido
share-tote-what = El enlace { $path } debería abrir algo que una persona usuaria de Motes compartió contigo.
share-not-yet = No hay nada compartido en esta dirección: puede que su propietario lo haya eliminado o hecho privado, o que el enlace esté incompleto.
share-ask-sender = Si alguien te envió este enlace, pídele que lo revise y te lo vuelva a enviar.
share-link-product = ¿Qué es Motes?
share-link-home = Ir a la página principal de Motes
