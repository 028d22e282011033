# The product's tools by their registry id (packages/shared productTools.ts) and the marks
# that say a tool's state in this build. The e2e walk reads the names of tools not built yet.

tool-state-not-yet-available = Pas encore disponible
tool-state-needs-extension = Dans l'extension du navigateur

product-tool-read-aloud = Lecture à voix haute
product-tool-select-area = Sélection de zone à lire
product-tool-translation = Traduction
product-tool-dictionary = Dictionnaire
product-tool-highlighters = Surligneurs
product-tool-screen-mask = Masque d'écran
product-tool-focus-view = Vue épurée
product-tool-listen-back = Réécoute
product-tool-text-prediction = Prédiction de mots
product-tool-voice-typing = Saisie vocale
product-tool-record = Enregistrement vocal
product-tool-from-text = Texte en audio
product-tool-upload = Import audio
product-tool-my-content = Mon contenu
product-tool-share-pages = Pages de partage
product-tool-qr-codes = QR codes
product-tool-transcripts = Transcriptions
product-tool-totes = Totes
product-tool-embed = Intégrations
product-tool-classes = Classes
product-tool-teacher-controls = Contrôles enseignants
product-tool-loops = Boucles
product-tool-motebook = Motebook
product-tool-vocabulary-list = Liste de vocabulaire
product-tool-flash-cards = Cartes mémoire
product-tool-matching-quiz = Quiz d'association
product-tool-multiple-choice-quiz = QCM
product-tool-mind-map = Carte mentale
product-tool-school-admin = Gérer les utilisateurs
product-tool-feature-access = Accès aux fonctionnalités
product-tool-usage-insights = Statistiques d'utilisation
product-tool-school-sign-in = Connexion de l'établissement
product-tool-minor-protections = Protections des élèves de moins de 18 ans
product-tool-free-plan = Compte gratuit
product-tool-trial = Essai gratuit
product-tool-paid-plans = Formule Illimitée
product-tool-checkout = Paiement en ligne
product-tool-school-plans = Formule Établissements et académies
