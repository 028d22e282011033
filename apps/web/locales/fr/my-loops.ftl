# Mes boucles (§2 /my-loops) : un état vide honnête tant que les motes et les réponses n'existent pas.

my-loops-title = Mes boucles
my-loops-lead = Des conversations à l'oral entre vous et vos élèves.
my-loops-empty-heading = Pas encore de boucles
my-loops-empty-body = Une boucle commence lorsqu'un élève répond à l'une de vos notes vocales (motes) par son propre enregistrement : le retour devient alors une conversation dans les deux sens. Chaque boucle et ses réponses seront listées ici.
my-loops-empty-now = Les boucles ne sont pas encore disponibles : les élèves ne peuvent pas encore répondre à un mote, il n'y a donc aucune boucle à afficher.
my-loops-action-activity = Aller dans Mon activité
my-loops-action-product = Découvrir ce que Motes peut faire
