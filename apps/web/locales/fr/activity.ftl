# Mon activité (§2 /activity) : un état vide honnête tant qu'on ne peut pas créer de motes.

activity-title = Mon activité
activity-lead = Tout ce que vous créez avec Motes, du plus récent au plus ancien.
activity-empty-heading = Pas encore d'activité
activity-empty-body = Cette page listera les notes vocales que vous enregistrez, l'audio que vous générez à partir de texte et les enregistrements que vous importez, chacun avec son lien et la liste des personnes qui l'ont écouté.
activity-empty-now = L'enregistrement et le partage sont encore en cours de développement : il n'y a donc rien à lister pour l'instant. En attendant, configurez votre compte (choisissez votre vitesse de lecture à voix haute et nommez les couleurs de vos surligneurs), ou découvrez comment installer l'extension de navigateur Mote Sidebar.
activity-action-account = Configurer votre compte
activity-action-extension = Installer la Mote Sidebar
