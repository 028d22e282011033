# /accessibility : notre déclaration d'accessibilité.

a11y-page-title = Déclaration d'accessibilité
a11y-page-description = Comment Motes fonctionne avec le clavier, les lecteurs d'écran, les animations réduites et les langues qui s'écrivent de droite à gauche, ce que nous savons encore insuffisant, et comment nous signaler un problème.
a11y-eyebrow = Accessibilité
a11y-title = Déclaration d'accessibilité
a11y-lede = Motes existe pour ouvrir la lecture, l'écriture et les retours à davantage de personnes : il doit donc lui-même être utilisable par tout le monde. Cette déclaration couvre ce site web, les pages de partage des notes vocales (motes) et la Mote Sidebar.

a11y-target-heading = Notre objectif : WCAG 2.2 niveau AA
a11y-target-body = Nous visons la conformité de chaque page de Motes aux Règles pour l'accessibilité des contenus web (WCAG) 2.2, niveau AA. Là où nous n'y parvenons pas encore, nous le disons ci-dessous et travaillons à une correction.
a11y-target-testing = Nous vérifions les pages avec des tests d'accessibilité automatisés à chaque modification, et manuellement, au clavier et sur des écrans étroits.

a11y-keyboard-heading = Utiliser un clavier
a11y-keyboard-everything = Tout ce que vous pouvez faire à la souris, vous pouvez le faire au clavier : déplacez-vous avec Tab et Maj+Tab, et utilisez Entrée ou Espace pour suivre un lien ou activer un bouton.
a11y-keyboard-skip = Sur chaque page, le premier appui sur Tab atteint un lien « Aller au contenu principal ».
a11y-keyboard-focus = L'élément qui a le focus clavier affiche toujours un contour bien visible.
a11y-keyboard-dialogs = Les menus et les boîtes de dialogue se ferment avec Échap, et le focus revient là où vous étiez.
a11y-keyboard-shortcuts = Les raccourcis clavier ne se déclenchent jamais pendant que vous tapez dans un champ de texte. Alt+T vous amène aux notifications.

a11y-screen-readers-heading = Utiliser un lecteur d'écran
a11y-screen-readers-structure = Chaque page a un seul titre principal, des titres dans l'ordre, et des repères pour l'en-tête, la navigation, le contenu principal et le pied de page.
a11y-screen-readers-images = Les images porteuses de sens ont des alternatives textuelles ; les illustrations décoratives sont masquées aux lecteurs d'écran.
a11y-screen-readers-announcements = Les messages qui apparaissent d'eux-mêmes, comme les notifications et les alertes, sont annoncés.
a11y-screen-readers-media = Nos vidéos sont sous-titrées, et les motes ont une transcription sous le lecteur, sauf ceux enregistrés par des élèves de moins de 18 ans.

a11y-motion-heading = Animations réduites
a11y-motion-body = Si votre appareil est réglé pour réduire les animations, Motes désactive les animations, les diaporamas ne défilent plus d'eux-mêmes, les pages sautent directement à une section au lieu de défiler en douceur, et les vidéos ne démarrent jamais toutes seules.

a11y-visual-heading = Voir la page
a11y-visual-contrast = Le texte a un rapport de contraste d'au moins 4,5 pour 1 avec son arrière-plan.
a11y-visual-zoom = Les pages fonctionnent lorsque vous agrandissez le texte à 200 % et sur des écrans aussi étroits que celui d'un téléphone, sans défilement horizontal pour lire.
a11y-visual-colour = La couleur n'est jamais le seul moyen de transmettre une information : les couleurs des surligneurs ont un nom, et les fonctionnalités incluses dans les tableaux sont signalées par une coche et un texte.

a11y-languages-heading = Langues et lecture de droite à gauche
a11y-languages-interface = L'interface de Motes est disponible en anglais (États-Unis et Royaume-Uni), en français, en espagnol, en arabe et en chinois mandarin.
a11y-languages-rtl = En arabe, toute la mise en page se lit de droite à gauche, avec les menus, les listes et les tableaux inversés.
a11y-languages-tools = La lecture à voix haute, la traduction et le dictionnaire couvrent une soixantaine de langues.

a11y-limitations-heading = Limites connues
a11y-limitations-intro = Voici les problèmes que nous connaissons aujourd'hui. Nous les indiquons pour que vous puissiez vous organiser en conséquence, et nous les retirons de cette liste au fur et à mesure que nous les corrigeons.
a11y-limitations-transcripts = Les transcriptions automatiques peuvent contenir des erreurs, en particulier en cas de bruit de fond ou de vocabulaire spécialisé. Considérez-les comme un repère, et non comme une retranscription mot pour mot.
a11y-limitations-minors = Pour protéger leur vie privée, les enregistrements des élèves de moins de 18 ans ne sont jamais transcrits : ces motes n'ont donc pas d'alternative textuelle. Si vous partagez le mote d'un élève avec une personne qui a besoin de texte, ajoutez un court résumé écrit à côté du lien.
a11y-limitations-ocr = Sélectionner une zone à lire reconnaît le texte dans les images, mais peut mal lire l'écriture manuscrite, les polices inhabituelles et les images pâles ou peu contrastées.
a11y-limitations-other-sites = La Mote Sidebar fonctionne par-dessus d'autres sites web. Elle ne peut pas corriger les problèmes d'accessibilité de ces pages, et certaines pages, comme les paramètres du navigateur lui-même, n'autorisent aucune extension.
a11y-limitations-languages = Toutes les langues ne disposent pas de tous les outils. Lorsque la lecture à voix haute, la traduction ou la saisie vocale n'est pas disponible pour une langue, Motes vous le dit au lieu de deviner.
a11y-limitations-captions = Les sous-titres de nos vidéos de présentation du produit ne sont pour l'instant disponibles qu'en anglais.

a11y-report-heading = Signaler un problème
a11y-report-intro = Si quelque chose dans Motes vous est difficile, voire impossible à utiliser, dites-le-nous. Nous traitons en urgence les problèmes qui empêchent quelqu'un d'utiliser Motes.
a11y-report-link = Écrire à { $address } au sujet d'un problème d'accessibilité
a11y-report-subject = Problème d'accessibilité
a11y-report-include = Il nous est utile de connaître :
a11y-report-include-page = l'adresse de la page, ou la partie de la barre latérale que vous utilisiez ;
a11y-report-include-task = ce que vous essayiez de faire, et ce qui s'est passé à la place ;
a11y-report-include-setup = votre navigateur et votre appareil, ainsi que toute technologie d'assistance que vous utilisez, comme un lecteur d'écran ou une loupe.
a11y-report-reply = Nous nous efforçons de répondre sous deux jours ouvrés et de vous prévenir une fois le problème corrigé.
