# Liens de partage /m/{id} et /t/{id} (§2) qui ne mènent nulle part : une page « introuvable » honnête.

share-mote-not-found-title = Enregistrement introuvable
share-mote-not-found-heading = Cet enregistrement est introuvable
share-mote-what = Le lien { $path } devrait ouvrir un mote : une courte note vocale enregistrée par quelqu'un avec Motes, que tout le monde peut écouter et suivre avec sa transcription, sans compte.
share-tote-not-found-title = Élément partagé introuvable
share-tote-not-found-heading = Cet élément partagé est introuvable
share-tote-what = Le lien { $path } devrait ouvrir un élément qu'un utilisateur de Motes a partagé avec vous.
share-not-yet = Rien n'est partagé à cette adresse : le contenu a peut-être été supprimé ou rendu privé par son propriétaire, ou le lien est incomplet.
share-ask-sender = Si quelqu'un vous a envoyé ce lien, demandez-lui de le vérifier et de vous le renvoyer.
share-link-product = Qu'est-ce que Motes ?
share-link-home = Aller à la page d'accueil de Motes
