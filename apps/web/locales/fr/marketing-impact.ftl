# /impact (ESSA et impact) : la logique des preuves, les résultats des études de cas et les niveaux de preuve ESSA.

impact-page-title = ESSA et impact
impact-page-description = Comment Motes doit aider les apprentissages, ce qu'en disent les établissements qui l'utilisent, et un point honnête sur le niveau de ses preuves selon les niveaux ESSA.
impact-eyebrow = ESSA et impact
impact-title = Comment Motes aide les apprentissages, et comment nous le savons
impact-lede = Nous expliquons comment nous pensons que les retours oraux et la lecture à voix haute aident les élèves, ce qu'ont constaté les établissements qui utilisent Motes, et où en sont nos preuves aujourd'hui. Nous préférons être clairs sur ce que nous savons plutôt qu'affirmer plus que nous ne pouvons le démontrer.

impact-logic-heading = Notre logique de preuve
impact-logic-intro = Chacune de nos affirmations sur les apprentissages suit une même chaîne de raisonnement, de ce que font les enseignants et les élèves dans Motes jusqu'aux résultats que nous espérons observer. Les études que nous prévoyons testeront chaque maillon.
impact-logic-do-title = 1. Ce que font les enseignants et les élèves
impact-logic-do-body = Les enseignants font leurs retours sous forme de courtes notes vocales. Les élèves écoutent des textes grâce à la lecture à voix haute et à la traduction, et répondent à l'oral.
impact-logic-soon-title = 2. Ce qui change tout de suite
impact-logic-soon-body = Les retours parviennent aux élèves plus tôt et de façon plus détaillée. Les élèves peuvent aborder des textes au-dessus de leur niveau de lecture. Tout le monde parle davantage.
impact-logic-next-title = 3. Ce que nous attendons ensuite
impact-logic-next-body = Les élèves comprennent leurs retours et en tiennent compte. Davantage d'élèves participent aux cours fondés sur la lecture. Le vocabulaire oral s'enrichit.
impact-logic-later-title = 4. Ce que nous espérons à terme
impact-logic-later-body = De meilleurs résultats en écriture, en compréhension écrite et à l'oral, et des enseignants qui passent moins de temps à corriger et plus de temps à enseigner.

impact-why-heading = Pourquoi nous pensons que la voix aide
impact-why-feedback-title = Les retours oraux
impact-why-feedback-body = La plupart des gens parlent plusieurs fois plus vite qu'ils n'écrivent : une minute de parole peut en dire plus qu'une page de commentaires, avec l'encouragement dans le ton. Les élèves qui ont du mal à lire de longs commentaires écrits peuvent simplement écouter, et réécouter.
impact-why-read-aloud-title = La lecture à voix haute
impact-why-read-aloud-body = Lire demande aux élèves de déchiffrer les mots et de les comprendre en même temps. Quand un texte est lu à voix haute et que chaque mot est surligné, les élèves qui peinent à déchiffrer peuvent consacrer leurs efforts au sens, et participer au même cours que leurs camarades. La lecture à voix haute est déjà un aménagement courant dans les établissements ; Motes la rend disponible sur n'importe quelle page.
impact-why-speaking-title = L'entraînement à l'oral
impact-why-speaking-body = Ceux qui apprennent une langue ont besoin de la parler et de s'entendre. Enregistrer une note vocale (mote), se réécouter et recommencer : c'est un entraînement qu'un élève peut faire seul, à son rythme, et qu'un enseignant peut écouter plus tard.

impact-outcomes-heading = Ce qu'ont constaté les établissements
impact-outcomes-intro = Ces chiffres proviennent de quatre établissements et groupes d'établissements qui ont raconté leur expérience dans nos études de cas. Ils décrivent la façon dont Motes a été utilisé ; il ne s'agit pas d'études contrôlées, et ils ne démontrent pas à eux seuls un lien de cause à effet.
impact-outcome-new-york-title = Un district scolaire de l'État de New York
impact-outcome-new-york-figure = Plus de 3 200 élèves dans cinq établissements
impact-outcome-new-york-body = Cinq établissements ont donné à leurs élèves les mêmes outils de lecture et d'enregistrement : un soutien pour les élèves ayant des troubles des apprentissages, et plus de temps de parole en cours de langues vivantes.
impact-outcome-new-york-link = Lire l'étude de cas du district de New York
impact-outcome-england-title = Un réseau de neuf écoles primaires en Angleterre
impact-outcome-england-figure = Environ 1,5 minute d'enregistrement par enfant
impact-outcome-england-body = Dans ses 9 écoles primaires, les retours oraux sur les écrits des enfants ont pris environ 45 minutes pour les copies d'une classe, contre au moins 2 heures de correction écrite.
impact-outcome-england-link = Lire l'étude de cas du réseau d'écoles primaires anglais
impact-outcome-connecticut-title = Un district scolaire du Connecticut
impact-outcome-connecticut-figure = Plus de 40 000 notes vocales en un an
impact-outcome-connecticut-body = Les enseignants ont ajouté la voix aux formulaires en ligne qu'ils utilisaient déjà pour vérifier rapidement la compréhension.
impact-outcome-connecticut-link = Lire l'étude de cas du district du Connecticut
impact-outcome-nova-scotia-title = Un centre éducatif en Nouvelle-Écosse
impact-outcome-nova-scotia-figure = Environ 6 000 élèves dans 22 établissements
impact-outcome-nova-scotia-body = Plus de deux mille enregistrements par mois en moyenne, pour l'entraînement à l'oral en français, des leçons écoutées avant le cours et des repères audio dans les diapositives.
impact-outcome-nova-scotia-link = Lire l'étude de cas du centre éducatif de Nouvelle-Écosse
impact-all-case-studies = Lire toutes les études de cas dans l'Espace d'apprentissage

impact-essa-heading = Les niveaux de preuve ESSA, expliqués
impact-essa-intro = L'Every Student Succeeds Act (ESSA), la principale loi des États-Unis sur l'enseignement scolaire, classe les preuves qui étayent un programme ou un produit en quatre niveaux. Les établissements ont souvent besoin de connaître ce niveau avant de pouvoir engager certains fonds fédéraux.
impact-essa-caption = Les niveaux de preuve ESSA et la position de Motes
impact-essa-tier = Niveau
impact-essa-requires = Ce que le niveau exige
impact-essa-motes = Motes aujourd'hui
impact-essa-met = Atteint ce niveau
impact-essa-not-met = N'atteint pas ce niveau
impact-essa-not-yet = Pas encore
impact-essa-tier-1 = Niveau I : preuves solides
impact-essa-tier-1-requires = Au moins une étude expérimentale bien conçue et bien menée (un essai contrôlé randomisé) montrant un effet positif significatif sur les résultats des élèves.
impact-essa-tier-2 = Niveau II : preuves modérées
impact-essa-tier-2-requires = Au moins une étude quasi expérimentale bien conçue et bien menée, comparant les utilisateurs à un groupe apparié, montrant un effet positif significatif.
impact-essa-tier-3 = Niveau III : preuves prometteuses
impact-essa-tier-3-requires = Au moins une étude corrélationnelle bien conçue et bien menée, avec des contrôles statistiques du biais de sélection, montrant un effet positif significatif.
impact-essa-tier-4 = Niveau IV : justification théorique démontrée
impact-essa-tier-4-requires = Un modèle logique bien défini, fondé sur la recherche, montrant comment le produit doit améliorer les résultats, avec des travaux en cours pour en étudier les effets.
impact-essa-tier-4-status = Notre modèle logique est présenté ci-dessus ; des études sont en préparation
impact-essa-standing = Aujourd'hui, les preuves concernant Motes atteignent le niveau IV, « justification théorique démontrée » (demonstrates a rationale). Les chiffres des études de cas ci-dessus montrent comment les établissements utilisent Motes, mais ce ne sont pas des études du type qu'exigent les niveaux I à III, et nous ne revendiquons pas ces niveaux.
impact-essa-plans = Nous préparons des études pour tester notre modèle logique, en commençant par les retours oraux sur les écrits et la lecture à voix haute pour les élèves qui ont du mal à déchiffrer. Nous publierons ici leurs conclusions, quels que soient les résultats.

impact-cta-heading = Aidez-nous à construire les preuves
impact-cta-body = Si votre établissement souhaite participer à une étude, ou si vous avez besoin de nos éléments de preuve pour une demande de financement, contactez-nous.
impact-cta-contact = Nous contacter
impact-cta-case-studies = Lire les études de cas
