# La page 404 : tout chemin que l'application ne connaît pas.

not-found-title = Page introuvable
not-found-heading = Page introuvable
not-found-body = Il n'y a aucune page à l'adresse { $path }. Le lien contient peut-être une faute de frappe, ou la page a été déplacée.
not-found-suggestions = Où aller maintenant
not-found-home = Aller à la page d'accueil de Motes
not-found-product = Découvrir ce que fait Motes
not-found-learning-zone = Visiter l'Espace d'apprentissage
not-found-sign-in = Se connecter
not-found-activity = Aller dans Mon activité
