# Prise en main (§2 /complete-profile, /onboarding/survey, /onboarding/product ; étapes du §4).

## Votre nom (/complete-profile)

onboarding-name-title = Votre nom
onboarding-name-heading = Comment devons-nous vous appeler ?
onboarding-name-lead = Votre nom apparaît sur les notes vocales (motes) que vous partagez, pour que vos élèves et vos collègues sachent de qui elles viennent.
onboarding-name-save-failed = Nous n'avons pas pu enregistrer votre nom. Veuillez réessayer.
onboarding-saving = Enregistrement…
onboarding-continue = Continuer

## Questionnaire (/onboarding/survey)

onboarding-survey-title = Premiers pas
onboarding-survey-heading = Bienvenue ! Deux petites questions
onboarding-survey-lead = Vos réponses nous aident à vous montrer d'abord les bons outils. Cela prend moins d'une minute.
onboarding-survey-role-question = Qu'est-ce qui vous décrit le mieux ?
onboarding-survey-role-required = Choisissez la réponse qui vous correspond le mieux, ou passez cette étape pour l'instant.
onboarding-survey-role-teacher = Enseignant
onboarding-survey-role-student = Élève ou étudiant
onboarding-survey-role-school-leader = Membre de la direction
onboarding-survey-role-other = Autre
onboarding-survey-intent-question = Que souhaitez-vous faire avec Motes ? Choisissez toutes les réponses qui s'appliquent.
onboarding-survey-intent-spoken-feedback = Faire des retours oraux sur le travail des élèves
onboarding-survey-intent-read-aloud = Faire lire des textes à voix haute, avec traduction
onboarding-survey-intent-record-instructions = Enregistrer des leçons, des consignes ou des annonces
onboarding-survey-intent-language-practice = M'entraîner à parler et à comprendre une autre langue
onboarding-survey-intent-reading-support = Aider les élèves qui ont des difficultés de lecture
onboarding-survey-save-failed = Nous n'avons pas pu enregistrer vos réponses. Veuillez réessayer.
onboarding-survey-skip = Passer pour l'instant

## Visite guidée (/onboarding/product)

onboarding-tour-title = Bienvenue sur Motes
onboarding-tour-heading = Bienvenue sur Motes
onboarding-tour-lead = Trois choses que vous pouvez faire, en moins d'une minute.
onboarding-tour-steps = Étapes de la visite
onboarding-tour-step-count = Étape { $step } sur { $count }
onboarding-tour-back = Retour
onboarding-tour-next = Suivant
onboarding-tour-finish = Commencer à utiliser Motes
onboarding-tour-skip = Passer la visite
onboarding-tour-save-failed = Nous n'avons pas pu enregistrer votre progression. Veuillez réessayer.
onboarding-tour-record-name = Enregistrer
onboarding-tour-record-title = Enregistrer un mote
onboarding-tour-record-body = Un mote est une courte note vocale. Enregistrez-en un dans votre navigateur pour expliquer une tâche, faire un retour sur un travail ou saluer une nouvelle classe.
onboarding-tour-record-tip = Vous pouvez aussi transformer un texte tapé en audio, ou importer un enregistrement que vous avez déjà.
onboarding-tour-read-name = Lecture à voix haute
onboarding-tour-read-title = Faites lire n'importe quel texte à voix haute
onboarding-tour-read-body = Sélectionnez du texte sur une page et écoutez-le lu à voix haute, chaque mot étant surligné au moment où il est prononcé. Traduisez un mot ou tout un passage dans plus de 60 langues.
onboarding-tour-read-tip = L'extension de navigateur apporte la lecture à voix haute, le dictionnaire et les surligneurs sur chaque page web.
onboarding-tour-share-name = Partager
onboarding-tour-share-title = Partagez avec un lien ou un QR code
onboarding-tour-share-body = Chaque mote a sa propre page avec une transcription. Partagez le lien dans un message, un document ou la page de votre classe, ou imprimez le QR code sur une fiche.
onboarding-tour-share-tip = Les auditeurs n'ont pas besoin de compte pour écouter un mote que vous partagez.
