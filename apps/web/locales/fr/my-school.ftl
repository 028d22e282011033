# Mon établissement (§2 /my-school/manage-users et /my-school/analytics) : des états vides honnêtes
# tant que les comptes établissement n'existent pas.

my-school-users-title = Gérer les utilisateurs
my-school-users-lead = Les enseignants et les élèves de votre établissement qui utilisent Motes.
my-school-users-empty-heading = Aucun utilisateur de l'établissement à afficher
my-school-users-empty-body = Les administrateurs de l'établissement ajouteront des personnes ici — par domaine de messagerie, depuis un tableur ou plusieurs adresses e-mail à la fois — et choisiront les outils que chacune peut utiliser.
my-school-users-empty-now = Les comptes établissement ne sont pas encore disponibles : il n'y a donc personne à gérer. D'ici là, chaque enseignant peut utiliser Motes avec son propre compte gratuit.
my-school-analytics-title = Statistiques administrateur
my-school-analytics-lead = Comment Motes est utilisé dans votre établissement.
my-school-analytics-empty-heading = Pas encore de statistiques
my-school-analytics-empty-body = Les administrateurs de l'établissement verront ici combien de motes sont créés et quelle quantité de texte est lue à voix haute et traduite, par classe et par mois, avec un rapport à partager avec leurs collègues.
my-school-analytics-empty-now = Rien n'est encore comptabilisé : il n'y a donc aucun chiffre à afficher. Les statistiques commenceront dès que les comptes établissement seront disponibles.
my-school-action-users = Gérer les utilisateurs
my-school-action-analytics = Statistiques administrateur
my-school-action-privacy = Comment nous protégeons les données de votre établissement
my-school-action-impact = ESSA et impact
