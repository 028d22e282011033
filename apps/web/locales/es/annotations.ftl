# Mis anotaciones (/my-annotations, issue 7 item 4): los resaltados del Resaltador, página por
# página, y la lista de vocabulario. Los nombres de los colores son los del usuario (§3).

annotations-title = Mis anotaciones
annotations-lead = Los fragmentos que resaltaste con la extensión de Motes, página por página, y las palabras que reuniste.
annotations-filter-label = Mostrar resaltados en
annotations-filter-all = Todos los colores
annotations-export-csv = Exportar como CSV
annotations-export-json = Exportar como JSON
annotations-export-failed = No pudimos exportar tus anotaciones. Inténtalo de nuevo.
annotations-highlights-heading = Resaltados
annotations-loading = Cargando tus resaltados ...
annotations-load-failed = No pudimos cargar tus resaltados. Inténtalo de nuevo en un momento.
annotations-try-again = Intentar de nuevo
annotations-load-more = Cargar más
annotations-empty = Todavía no hay resaltados. Selecciona texto en cualquier página, abre la barra lateral de Motes y elige un color del Resaltador.
annotations-empty-filtered = Todavía no hay resaltados en { $label }.
annotations-untitled-page = Página sin título
annotations-note = Nota: { $note }
annotations-remove = Quitar
annotations-remove-label = Quitar el resaltado «{ $text }»
annotations-removed = Resaltado quitado.
annotations-remove-failed = No pudimos quitar ese resaltado. Inténtalo de nuevo.

## Vocabulario

annotations-vocabulary-heading = Vocabulario
annotations-vocabulary-lead = Aquí se reúnen las palabras que resaltas con el resaltador azul Vocabulario.
annotations-vocabulary-loading = Cargando tu lista de vocabulario ...
annotations-vocabulary-empty = Todavía no hay palabras.
annotations-vocabulary-load-failed = No pudimos cargar tu lista de vocabulario. Inténtalo de nuevo en un momento.
annotations-word-remove-label = Quitar «{ $word }» de tu lista de vocabulario
annotations-word-removed = «{ $word }» se quitó de tu lista de vocabulario.
annotations-word-remove-failed = No pudimos quitar «{ $word }». Inténtalo de nuevo.
