# Mi actividad (§2 /activity): un estado vacío honesto hasta que se puedan crear motes.

activity-title = Mi actividad
activity-lead = Todo lo que creas con Motes, de lo más reciente a lo más antiguo.
activity-empty-heading = Todavía no hay actividad
activity-empty-body = Esta página mostrará las notas de voz que grabas, el audio que creas a partir de texto y las grabaciones que subes, cada una con su enlace y quién la ha escuchado.
activity-empty-now = La grabación y la opción de compartir todavía están en desarrollo, así que aún no hay nada que mostrar. Mientras tanto, configura tu cuenta (elige tu velocidad de lectura en voz alta y ponles nombre a los colores de tus resaltadores), o descubre cómo instalar la extensión de navegador Mote Sidebar.
activity-action-account = Configura tu cuenta
activity-action-extension = Instala la Mote Sidebar
