# Liens de partage /m/{id} et /t/{id} (§2). Les motes partagés n'existent pas encore : chaque lien
# aboutit donc à une page « introuvable » honnête.

share-mote-not-found-title = Enregistrement introuvable
share-mote-not-found-heading = Cet enregistrement est introuvable
share-mote-what = Le lien { $path } devrait ouvrir un mote : une courte note vocale enregistrée par quelqu'un avec Motes, que tout le monde peut écouter et suivre avec sa transcription, sans compte.
share-tote-not-found-title = Élément partagé introuvable
share-tote-not-found-heading = Cet élément partagé est introuvable
share-tote-what = Le lien { $path } devrait ouvrir un élément qu'un utilisateur de Motes a partagé avec vous.
share-not-yet = Le partage par lien est encore en cours de développement : il n'y a donc encore rien à cette adresse.
share-ask-sender = Si quelqu'un vous a envoyé ce lien, demandez-lui de vous transmettre son message autrement pour le moment.
share-link-product = Qu'est-ce que Motes ?
share-link-home = Aller à la page d'accueil de Motes
