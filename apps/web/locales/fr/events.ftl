# /events/fetc : la page d'une conférence sur les technologies éducatives de 2023, conservée comme événement passé.

events-fetc-page-title = FETC 2023
events-fetc-page-description = Ce que Motes a présenté au FETC 2023 : des sessions sur les retours oraux et la lecture à voix haute, avec les guides et les études de cas qui les accompagnent.
events-fetc-eyebrow = Événement passé · 2023
events-fetc-title = Motes au FETC 2023
events-fetc-lede = Au FETC 2023, une conférence sur les technologies éducatives, nous avons montré aux enseignants comment un court enregistrement peut accélérer les retours et rendre la lecture plus accessible. Voici ce que nous avons présenté, et où le retrouver aujourd'hui.
events-fetc-status = Cet événement est terminé.

events-fetc-sessions-heading = Ce que nous avons présenté
events-fetc-sessions-intro = Nos sessions portaient sur deux thèmes : les retours oraux et l'aide à la lecture.
events-fetc-session-feedback-title = Des retours oraux dont les élèves tiennent compte
events-fetc-session-feedback-body = Enregistrer un retour sur le travail d'un élève en une minute ou deux et le partager par lien ou QR code. La réponse vocale des élèves (les boucles) n'est pas encore disponible dans Motes.
events-fetc-session-feedback-action = Les retours vocaux avec Motes
events-fetc-session-read-aloud-title = La lecture à voix haute pour chaque élève
events-fetc-session-read-aloud-body = Lire à voix haute n'importe quelle page web en surlignant les mots, lire le texte contenu dans les images et traduire une sélection, dans la Mote Sidebar. Les contrôles enseignants, pour choisir les outils de chaque élève, ne sont pas encore disponibles dans Motes.
events-fetc-session-read-aloud-action = L'accompagnement des élèves aux besoins variés

events-fetc-materials-heading = Ressources
events-fetc-materials-intro = Les étapes que nous avons présentées sont rédigées sous forme de guides pratiques, et les récits de classe que nous avons partagés sont des études de cas de l'Espace d'apprentissage.
events-fetc-materials-guides = Guides pratiques
events-fetc-materials-case-studies = Études de cas

events-fetc-next-heading = Découvrir la suite
events-fetc-next-body = Les nouveaux guides et les nouvelles études de cas paraissent d'abord dans l'Espace d'apprentissage.
events-fetc-next-action = Visiter l'Espace d'apprentissage
events-fetc-signup = Inscrivez-vous gratuitement
