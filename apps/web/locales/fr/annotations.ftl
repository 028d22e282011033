# Mes annotations (/my-annotations, issue 7 item 4) : les surlignages du Surligneur, page par
# page, et la liste de vocabulaire. Les noms des couleurs sont ceux de l'utilisateur (§3).

annotations-title = Mes annotations
annotations-lead = Les passages que vous avez surlignés avec l'extension Motes, page par page, et les mots que vous avez recueillis.
annotations-filter-label = Afficher les surlignages en
annotations-filter-all = Toutes les couleurs
annotations-export-csv = Exporter en CSV
annotations-export-json = Exporter en JSON
annotations-export-failed = Nous n'avons pas pu exporter vos annotations. Veuillez réessayer.
annotations-highlights-heading = Surlignages
annotations-loading = Chargement de vos surlignages ...
annotations-load-failed = Nous n'avons pas pu charger vos surlignages. Veuillez réessayer dans un instant.
annotations-try-again = Réessayer
annotations-load-more = Afficher plus
annotations-empty = Aucun surlignage pour l'instant. Sélectionnez du texte sur une page, ouvrez la barre latérale Motes et choisissez une couleur du Surligneur.
annotations-empty-filtered = Aucun surlignage en { $label } pour l'instant.
annotations-untitled-page = Page sans titre
annotations-note = Note : { $note }
annotations-remove = Supprimer
annotations-remove-label = Supprimer le surlignage « { $text } »
annotations-removed = Surlignage supprimé.
annotations-remove-failed = Nous n'avons pas pu supprimer ce surlignage. Veuillez réessayer.

## Vocabulaire

annotations-vocabulary-heading = Vocabulaire
annotations-vocabulary-lead = Les mots que vous surlignez avec le surligneur bleu Vocabulaire sont rassemblés ici.
annotations-vocabulary-loading = Chargement de votre liste de vocabulaire ...
annotations-vocabulary-empty = Aucun mot pour l'instant.
annotations-vocabulary-load-failed = Nous n'avons pas pu charger votre liste de vocabulaire. Veuillez réessayer dans un instant.
annotations-word-remove-label = Retirer « { $word } » de votre liste de vocabulaire
annotations-word-removed = « { $word } » a été retiré de votre liste de vocabulaire.
annotations-word-remove-failed = Nous n'avons pas pu retirer « { $word } ». Veuillez réessayer.
