# Connexion et inscription (§2 /login, /signup, /login/link, /login/complete, Google One Tap).

## Titres de page et intitulés

auth-login-title = Connexion
auth-login-heading = Connectez-vous à Motes
auth-login-extension-lead = Connectez-vous ici pour utiliser l'extension Motes.
auth-login-submit = Recevoir un lien de connexion par e-mail
auth-login-new = Nouveau sur Motes ?
auth-login-create-account = Créer un compte gratuit
auth-signup-title = Créez votre compte
auth-signup-heading = Créez votre compte Motes
auth-signup-lead = Enregistrez des notes vocales, faites lire des textes à voix haute et partagez-les avec un lien. C'est gratuit pour commencer.
auth-signup-institution = Vous vous inscrivez avec { $institution }.
auth-signup-referral = Le code de parrainage { $code } sera ajouté à votre nouveau compte.
auth-signup-submit = Recevoir un lien d'inscription par e-mail
auth-signup-have-account = Vous avez déjà un compte ?
auth-signup-sign-in = Se connecter
auth-signing-in-title = Connexion
auth-signing-in-heading = Connexion en cours
auth-or = ou
auth-continue-with = Continuer avec { $provider }

## Le formulaire d'e-mail et le lien envoyé par e-mail

auth-email-label = Adresse e-mail
auth-email-hint = Nous vous enverrons par e-mail un lien qui vous connecte. Aucun mot de passe n'est nécessaire.
auth-check-email-heading = Consultez vos e-mails
auth-check-email-sent = Nous avons envoyé un lien de connexion à { $email }. Ouvrez-le sur cet appareil ou sur un autre : cette page vous connectera dès que vous l'aurez fait. Le lien ne fonctionne qu'une fois, pendant { $minutes } minutes.
auth-check-email-waiting = En attente de l'ouverture du lien…
auth-check-email-help = Toujours pas d'e-mail au bout d'une minute ? Vérifiez votre dossier de spam ou de courrier indésirable, ou envoyez un nouveau lien.
auth-stopped-waiting = Cette page a cessé d'attendre l'ouverture du lien. Ouvrez le lien pour vous connecter sur l'appareil où vous l'ouvrez, ou envoyez un nouveau lien pour vous connecter ici.
auth-send-new-link = Envoyer un nouveau lien
auth-use-different-email = Utiliser une autre adresse e-mail
auth-sign-in-failed-heading = Nous n'avons pas pu vous connecter
auth-sign-in-failed = Un problème est survenu lors de votre connexion. Veuillez réessayer dans un instant.
auth-try-again = Réessayer
auth-signed-in-onwards = Vous êtes connecté. Redirection en cours…

## /login/link

auth-link-checking = Vérification de votre lien de connexion…
auth-link-signed-in-heading = Vous êtes connecté
auth-link-signed-in-body = Connecté en tant que { $email }. Si vous avez demandé ce lien depuis un autre appareil ou un autre onglet, la connexion s'y fait aussi en ce moment.
auth-link-continue = Continuer vers Motes
auth-link-failed-heading = Ce lien n'a pas fonctionné
auth-link-get-new = Obtenir un nouveau lien de connexion

## /login/complete

auth-complete-finishing = Finalisation de votre connexion…
auth-complete-signed-in-heading = Connecté
auth-back-to-sign-in = Retour à la connexion

## Déjà connecté, et l'onglet de connexion de l'extension

auth-already-signed-in-heading = Vous êtes déjà connecté
auth-already-signed-in-as = Vous êtes connecté en tant que { $email }.
auth-continue = Continuer
auth-sign-out-switch = Se déconnecter et utiliser un autre compte
auth-extension-signed-in-heading = Vous êtes connecté
auth-extension-signed-in-as = L'extension Motes est maintenant connectée en tant que { $email }.
auth-extension-signed-in = L'extension Motes est maintenant connectée.
auth-extension-close-tab = Vous pouvez fermer cet onglet et reprendre là où vous en étiez.
auth-go-to-motes = Aller sur Motes

## Avis sur /login (§2 déconnexion forcée)

auth-signed-out = Vous avez été déconnecté. Veuillez vous reconnecter.

## La garde de route (§4)

auth-guard-status-failed-title = Nous n'avons pas pu vérifier votre connexion
auth-guard-status-failed-body = Vérifiez votre connexion internet, puis réessayez.
auth-guard-try-again = Réessayer

## Textes de la spécification (§8) et textes de connexion de @motes/shared. En en-US, chacun doit
## reproduire exactement la constante correspondante ; authMessages.test.ts le vérifie.

auth-google-login-failed = Échec de la connexion. Réessayez plus tard
auth-google-login-in-progress = Connexion en cours. Veuillez patienter…
auth-login-default-error = Impossible de se connecter à { $provider } pour le moment, veuillez réessayer plus tard.
auth-oidc-denied = La connexion avec { $provider } a été annulée. Réessayez, ou connectez-vous avec votre adresse e-mail.
auth-oidc-state = Cette connexion n'a pas pu être vérifiée. Veuillez la recommencer depuis cette page.
auth-oidc-expired = Cette connexion a pris trop de temps. Veuillez réessayer.
auth-oidc-email-unverified = L'adresse e-mail de votre compte { $provider } n'est pas vérifiée. Vérifiez-la auprès de { $provider }, ou connectez-vous avec votre adresse e-mail.
auth-oidc-disabled = La connexion avec { $provider } n'est pas disponible ici. Connectez-vous avec votre adresse e-mail.
auth-oidc-rate-limited = Trop de tentatives de connexion depuis votre réseau. Veuillez patienter quelques minutes, puis réessayer.
auth-invalid-email = Saisissez une adresse e-mail valide, par exemple nom@example.com.
auth-link-unknown = Ce lien de connexion n'est pas valide. Vérifiez que vous avez copié le lien en entier, ou demandez-en un nouveau.
auth-link-used = Ce lien de connexion a déjà été utilisé. Demandez-en un nouveau pour vous reconnecter.
auth-link-expired = Ce lien de connexion a expiré. Demandez-en un nouveau pour vous connecter.
auth-poll-unknown = Cette demande de connexion est inconnue. Demandez un nouveau lien de connexion.
auth-poll-wrong-device = Cette connexion a été demandée sur un autre appareil. Terminez la connexion sur celui-ci.
auth-already-completed = Cette connexion est déjà terminée. Demandez un nouveau lien pour vous reconnecter.
auth-account-deleted = Le compte associé à cette adresse e-mail a été supprimé. Contactez l'assistance pour le restaurer.
