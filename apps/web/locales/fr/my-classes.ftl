# Mes classes (§2 /my-classes) : un état vide honnête tant qu'on ne peut pas créer de classes.

my-classes-title = Mes classes
my-classes-lead = Vos classes et leurs élèves.
my-classes-empty-heading = Aucune classe pour l'instant
my-classes-empty-body = C'est ici que vous créerez une classe, inviterez des élèves par lien ou QR code, partagerez des notes vocales (motes) avec toute la classe, et activerez ou désactiverez les outils de lecture et d'écriture pour la classe ou pour un seul élève.
my-classes-empty-now = Les classes ne sont pas encore disponibles : il n'y a donc rien à configurer ici. Vous pouvez déjà choisir votre vitesse de lecture à voix haute et les libellés de vos surligneurs sur la page de votre compte.
my-classes-action-account = Accéder à votre compte
my-classes-action-learning-zone = Des idées pour votre classe
