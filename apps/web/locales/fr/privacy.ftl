# /privacy, le Centre de confidentialité : conditions d'utilisation, GDPR, engagement pour la vie privée des élèves, sécurité.
# Les identifiants de section suivent apps/web/src/features/resources/privacy/policySections.ts.

privacy-page-title = Centre de confidentialité
privacy-page-description = Les conditions d'utilisation, vos droits au titre du GDPR, notre engagement pour la vie privée des élèves et la façon dont Motes protège les comptes, en termes simples.
privacy-eyebrow = Centre de confidentialité
privacy-title = Confidentialité, conditions et sécurité
privacy-lede = Les règles que nous suivons, écrites pour être lues. En bref :
privacy-promise-ownership = Les notes vocales (motes) que vous créez vous appartiennent.
privacy-promise-no-selling = Nous ne vendons jamais les données des élèves, et Motes n'affiche aucune publicité.
privacy-promise-control = Vous pouvez télécharger ou supprimer vos données à tout moment.
privacy-tabs-label = Centre de confidentialité
privacy-contents-label = Sections de { $heading }

privacy-link-pricing = Comparer les formules
privacy-link-account = Accéder à la page de votre compte
privacy-link-contact = Nous contacter
privacy-link-privacy-email = Écrire à { $privacyEmail }
privacy-link-security-email = Écrire à { $securityEmail }

## Conditions d'utilisation

privacy-terms-tab = Conditions d'utilisation
privacy-terms-title = Conditions d'utilisation
privacy-terms-intro = Ces conditions s'appliquent au site web de Motes, à l'extension de navigateur Mote Sidebar et à tout ce que vous créez avec eux. Nous les avons voulues courtes et claires ; merci de les lire avant d'utiliser Motes.

privacy-terms-about-heading = Entre qui ces conditions s'appliquent
privacy-terms-about-p1 = Ces conditions constituent un accord entre vous et Motes. En créant un compte ou en utilisant Motes, vous les acceptez.
privacy-terms-about-p2 = Si vous utilisez Motes par l'intermédiaire d'un établissement scolaire ou d'une académie, votre établissement a conclu son propre accord avec nous. Lorsque cet accord et ces conditions diffèrent, c'est l'accord de l'établissement qui s'applique.

privacy-terms-accounts-heading = Votre compte
privacy-terms-accounts-p1 = Vous vous connectez grâce à un lien que nous vous envoyons par e-mail, ou avec l'identifiant de votre établissement. Il n'y a aucun mot de passe à perdre : protégez donc bien votre messagerie, car toute personne capable de lire vos e-mails peut se connecter à votre place.
privacy-terms-accounts-p2 = Vous êtes responsable de ce qui se passe dans votre compte. Sur la page de votre compte, vous voyez tous les appareils connectés et pouvez déconnecter n'importe lequel d'entre eux.
privacy-terms-accounts-p3 = Si vous êtes trop jeune pour accepter des conditions comme celles-ci là où vous vivez, utilisez Motes uniquement par l'intermédiaire de votre établissement, ou avec l'autorisation d'un parent ou d'un tuteur légal.

privacy-terms-plans-heading = Formules et limites
privacy-terms-plans-p1 = Motes est gratuit aujourd'hui :
privacy-terms-plans-item-1 = Sans compte, chaque enregistrement peut durer jusqu'à { $standardSeconds } secondes ({ $standardMinutes } minutes).
privacy-terms-plans-item-2 = Avec un compte gratuit, vous pouvez créer { $freeMotes } motes tous les { $freeMotePeriodDays } jours, et chaque enregistrement peut durer jusqu'à { $limitedSeconds } secondes.
privacy-terms-plans-item-3 = Les formules payantes, l'essai gratuit et les formules pour les établissements et académies ne sont pas encore disponibles.
privacy-terms-plans-after-p1 = Il n'y a pas de paiement en ligne, donc personne n'est facturé. Quand les formules payantes arriveront, nous vous indiquerons le prix avant que vous en choisissiez une, et votre compte ne changera que si vous la choisissez.

privacy-terms-content-heading = Votre contenu vous appartient
privacy-terms-content-p1 = Les motes que vous enregistrez, générez ou importez, leurs transcriptions et tout texte que vous apportez dans Motes vous appartiennent. Nous ne revendiquons aucun droit de propriété sur ces contenus.
privacy-terms-content-p2 = Vous nous autorisez à stocker, copier et traiter votre contenu uniquement dans la mesure nécessaire pour faire fonctionner Motes pour vous : par exemple pour transformer un texte en audio, produire une transcription ou faire écouter un mote aux personnes avec qui vous le partagez. Cette autorisation prend fin lorsque vous supprimez le contenu.
privacy-terms-content-p3 = Nous ne vendons jamais votre contenu, ne l'utilisons jamais à des fins publicitaires et ne l'utilisons jamais pour entraîner des modèles d'intelligence artificielle.

privacy-terms-sharing-heading = Partage
privacy-terms-sharing-p1 = Chaque mote a sa page de partage. Toute personne disposant de son lien ou de son QR code peut l'écouter, sans compte. Les liens de partage sont de longues adresses aléatoires impossibles à deviner, mais les personnes à qui vous en donnez un peuvent le transmettre : ne partagez donc que ce que vous acceptez de voir partagé à nouveau.
privacy-terms-sharing-p2 = Pour arrêter de partager un mote, supprimez-le : son lien cesse aussitôt de fonctionner.

privacy-terms-acceptable-use-heading = Utilisation acceptable
privacy-terms-acceptable-use-p1 = Motes est fait pour apprendre et enseigner. Lorsque vous l'utilisez, merci de ne pas :
privacy-terms-acceptable-use-item-1 = enfreindre la loi ni porter atteinte aux droits d'autrui, y compris au droit d'auteur ;
privacy-terms-acceptable-use-item-2 = enregistrer des personnes à leur insu lorsque la loi ou votre établissement exige leur consentement ;
privacy-terms-acceptable-use-item-3 = harceler, intimider, menacer ou rabaisser qui que ce soit, ni partager de contenu haineux ;
privacy-terms-acceptable-use-item-4 = partager de contenu à caractère sexuel, ni quoi que ce soit qui exploite ou met en danger des enfants ;
privacy-terms-acceptable-use-item-5 = vous faire passer pour quelqu'un d'autre ;
privacy-terms-acceptable-use-item-6 = tenter d'accéder à des comptes ou à des données qui ne sont pas les vôtres, ni perturber le service (la recherche en sécurité est la bienvenue selon les règles de l'onglet Sécurité) ;
privacy-terms-acceptable-use-item-7 = contourner les limites des formules, ni revendre Motes sans notre accord.
privacy-terms-acceptable-use-after-p1 = Nous pouvons retirer les contenus qui enfreignent ces règles et suspendre un compte qui les enfreint gravement ou de manière répétée.

privacy-terms-schools-heading = Établissements, enseignants et élèves
privacy-terms-schools-p1 = Lorsqu'un établissement vous fournit un compte, vos enseignants et les administrateurs de votre établissement peuvent voir les travaux que vous partagez avec eux, et décider quels outils de la barre latérale vous pouvez utiliser en classe.
privacy-terms-schools-p2 = Les comptes élèves relèvent du service de l'établissement. Nous traitons leurs données selon les instructions de l'établissement, dans le cadre d'un accord de traitement des données et conformément à notre engagement pour la vie privée des élèves.

privacy-terms-ending-heading = Quitter Motes
privacy-terms-ending-p1 = Vous pouvez télécharger vos données et supprimer votre compte à tout moment depuis la page de votre compte. La suppression déconnecte tous les appareils et efface immédiatement vos informations personnelles.
privacy-terms-ending-p2 = Nous pouvons suspendre ou fermer un compte qui enfreint gravement ces conditions. Sauf si la loi nous en empêche, nous vous en indiquerons la raison.
privacy-terms-ending-p3 = Si nous cessons un jour de proposer Motes, nous vous préviendrons et vous laisserons le temps de télécharger d'abord votre contenu.

privacy-terms-changes-heading = Modifications de ces conditions
privacy-terms-changes-p1 = Lorsque nous modifierons ces conditions, nous mettrons cette page à jour avant l'entrée en vigueur du changement, et nous vous préviendrons par e-mail si ce changement a une incidence sur votre façon d'utiliser Motes.

privacy-terms-liability-heading = Ce que nous pouvons promettre
privacy-terms-liability-p1 = Nous faisons tout pour que Motes fonctionne et que votre contenu reste en sécurité, mais nous ne pouvons pas garantir que le service sera toujours disponible ni exempt d'erreurs. Conservez votre propre copie de tout ce que vous ne pouvez pas vous permettre de perdre.
privacy-terms-liability-p2 = Dans les limites permises par la loi, nous ne sommes pas responsables des pertes indirectes. Rien dans ces conditions ne vous prive des droits que vous confère le droit de la consommation.

privacy-terms-contact-heading = Des questions ?
privacy-terms-contact-p1 = Si quelque chose n'est pas clair, demandez-nous. Nous préférons vous l'expliquer plutôt que de vous laisser deviner.

## GDPR

privacy-gdpr-tab = GDPR
privacy-gdpr-title = Vos données et vos droits (GDPR)
privacy-gdpr-intro = Le règlement général sur la protection des données (GDPR, ou RGPD en français) donne à toute personne au Royaume-Uni et dans l'Union européenne des droits sur ses données personnelles. Nous accordons ces mêmes droits à tous les utilisateurs de Motes, où qu'ils vivent. Cet onglet explique quelles données nous détenons, pourquoi, et comment exercer vos droits.

privacy-gdpr-roles-heading = Qui est responsable de vos données
privacy-gdpr-roles-p1 = Lorsque vous créez vous-même un compte, Motes est le responsable du traitement de vos données personnelles : nous décidons de leur utilisation, dans le cadre de cette politique.
privacy-gdpr-roles-p2 = Lorsque votre établissement vous fournit un compte, c'est l'établissement qui est le responsable du traitement et Motes son sous-traitant : nous traitons vos données uniquement selon les instructions de l'établissement. Adressez d'abord vos demandes concernant un compte scolaire à votre établissement ; nous l'aidons à y répondre.

privacy-gdpr-data-heading = Ce que nous détenons
privacy-gdpr-data-p1 = Nous ne conservons que ce dont Motes a besoin pour fonctionner :
privacy-gdpr-data-item-1 = votre compte : adresse e-mail, nom, rôle, établissement, et vos choix tels que la langue de l'interface, la voix, la vitesse de lecture et les couleurs de surlignage ;
privacy-gdpr-data-item-2 = votre contenu : les motes que vous enregistrez, générez ou importez, leurs transcriptions et le texte que vous transformez en audio ;
privacy-gdpr-data-item-3 = les journaux de connexion : les appareils connectés et à quel moment, ainsi que l'adresse réseau des demandes de connexion, que nous utilisons pour empêcher les abus ;
privacy-gdpr-data-item-4 = les événements d'utilisation : les pages et outils utilisés, afin de corriger les problèmes et d'améliorer Motes. Pour les élèves mineurs, nous n'enregistrons ni adresse e-mail, ni domaine de messagerie, ni adresse réseau ;
privacy-gdpr-data-item-5 = votre choix concernant les cookies, afin de ne pas vous le redemander.

privacy-gdpr-purposes-heading = Pourquoi nous les utilisons
privacy-gdpr-purposes-p1 = Chaque utilisation repose sur une base légale au sens du GDPR :
privacy-gdpr-purposes-item-1 = vous fournir Motes, à vous ou à votre établissement (exécution d'un contrat) ;
privacy-gdpr-purposes-item-2 = sécuriser les comptes et prévenir les abus, et comprendre quels outils sont utilisés afin de les améliorer (intérêts légitimes) ;
privacy-gdpr-purposes-item-3 = mémoriser vos choix, par exemple concernant les cookies (consentement, que vous pouvez retirer) ;
privacy-gdpr-purposes-item-4 = respecter nos obligations légales.

privacy-gdpr-rights-heading = Vos droits
privacy-gdpr-rights-p1 = Vous disposez des droits suivants :
privacy-gdpr-rights-item-1 = accès : obtenir une copie des données personnelles que nous détenons sur vous ;
privacy-gdpr-rights-item-2 = rectification : faire corriger des données inexactes ;
privacy-gdpr-rights-item-3 = effacement : faire supprimer vos données ;
privacy-gdpr-rights-item-4 = limitation : nous demander de restreindre l'utilisation de vos données le temps qu'une réclamation soit traitée ;
privacy-gdpr-rights-item-5 = portabilité : récupérer vos données dans un format lisible par une machine ;
privacy-gdpr-rights-item-6 = opposition : vous opposer aux utilisations fondées sur nos intérêts légitimes ;
privacy-gdpr-rights-item-7 = réclamation : déposer une plainte auprès de votre autorité de protection des données, par exemple l'Information Commissioner's Office au Royaume-Uni.

privacy-gdpr-exercise-heading = Comment exercer vos droits dans Motes
privacy-gdpr-exercise-p1 = La plupart de vos droits sont à portée de clic sur la page de votre compte :
privacy-gdpr-exercise-item-1 = Télécharger vos données : « Vos données » vous fournit une copie de votre compte, de vos paramètres et de votre activité sous forme de fichier JSON (accès et portabilité).
privacy-gdpr-exercise-item-2 = Corriger vos informations : modifiez votre nom dans « Profil » et vos choix dans « Préférences » (rectification).
privacy-gdpr-exercise-item-3 = Supprimer votre compte : « Supprimer votre compte » déconnecte tous les appareils et efface immédiatement vos informations personnelles (effacement).
privacy-gdpr-exercise-item-4 = Déconnecter des appareils : « Appareils connectés » liste tous les appareils connectés à votre compte et permet de déconnecter n'importe lequel d'entre eux.
privacy-gdpr-exercise-after-p1 = Les élèves disposant d'un compte scolaire peuvent s'adresser à leur enseignant ou à leur établissement, qui peut faire la demande pour eux.
privacy-gdpr-exercise-after-p2 = Pour toute autre demande, ou si vous ne parvenez pas à vous connecter, écrivez à { $privacyEmail }. Nous répondons dans un délai d'un mois, comme l'exige le GDPR, et pouvons d'abord vous demander de confirmer votre identité.

privacy-gdpr-retention-heading = Combien de temps nous les conservons
privacy-gdpr-retention-p1 = Nous conservons votre compte et votre contenu tant que vous avez un compte. Lorsque vous supprimez votre compte, vos informations personnelles sont effacées immédiatement ; les liens de connexion expirent au bout de { $linkMinutes } minutes et sont supprimés dans la journée.
privacy-gdpr-retention-p2 = Les établissements décident de la durée de conservation des comptes élèves et peuvent nous demander de les supprimer à tout moment.

privacy-gdpr-transfers-heading = Où vos données sont conservées
privacy-gdpr-transfers-p1 = Vos données restent sur les serveurs où fonctionne votre service Motes. Si l'un des prestataires ci-dessous se trouve dans un autre pays, les garanties exigées par le GDPR, telles que les clauses contractuelles types, doivent être en place avant qu'il soit utilisé.

privacy-subprocessors-heading = Sous-traitants ultérieurs
privacy-subprocessors-p1 = Un sous-traitant ultérieur est une autre entreprise qui traite des données personnelles pour notre compte.
privacy-subprocessors-default = Par défaut, un déploiement de Motes n'utilise aucun sous-traitant ultérieur. La base de données, le stockage audio, la synthèse vocale, la transcription, la traduction et la messagerie fonctionnent tous sur les propres serveurs du déploiement.
privacy-subprocessors-p2 = Un déploiement peut être configuré pour utiliser plutôt des services externes. Chacun des services ci-dessous n'est utilisé que s'il est configuré :
privacy-subprocessors-caption = Services qu'un déploiement peut être configuré pour utiliser
privacy-subprocessors-column-service = Service
privacy-subprocessors-column-purpose = Ce qu'il traite
privacy-subprocessors-column-when = Quand il est utilisé
privacy-subprocessors-mail-service = Fournisseur de messagerie
privacy-subprocessors-mail-purpose = Envoie les liens de connexion et les invitations : l'adresse du destinataire et le message.
privacy-subprocessors-mail-when = Lorsque le déploiement définit un serveur de messagerie SMTP.
privacy-subprocessors-storage-service = Fournisseur de stockage
privacy-subprocessors-storage-purpose = Stocke les fichiers audio et les images des motes.
privacy-subprocessors-storage-when = Lorsque le déploiement utilise un stockage compatible S3 au lieu de son propre disque.
privacy-subprocessors-sign-in-service = Fournisseur d'identité
privacy-subprocessors-sign-in-purpose = Confirme votre identité lorsque vous choisissez de vous connecter avec Google ou avec le compte de votre établissement.
privacy-subprocessors-sign-in-when = Lorsque le déploiement active ce mode de connexion et que vous l'utilisez.
privacy-subprocessors-language-service = Services linguistiques
privacy-subprocessors-language-purpose = Transforment le texte en parole, la parole en texte, ou traduisent : le texte ou l'audio à traiter.
privacy-subprocessors-language-when = Lorsque le déploiement se connecte à des moteurs linguistiques externes au lieu de ses moteurs intégrés.
privacy-subprocessors-p3 = Les établissements peuvent demander avec quels prestataires leur déploiement est configuré, et sont prévenus avant l'ajout d'un nouveau prestataire.

## Engagement pour la vie privée des élèves

privacy-pledge-tab = Vie privée des élèves
privacy-pledge-title = Notre engagement pour la vie privée des élèves
privacy-pledge-intro = Les élèves utilisent Motes pour lire, écrire et s'exprimer à l'oral. Les données qu'ils créent en apprenant servent à les aider à apprendre, et à rien d'autre. Voici nos engagements envers les élèves, les familles et les établissements.

privacy-pledge-never-heading = Ce que nous ne ferons jamais
privacy-pledge-never-p1 = Avec les données des élèves, nous ne ferons jamais rien de ce qui suit :
privacy-pledge-never-item-1 = les vendre, ou les confier à quiconque pour qu'il les vende ;
privacy-pledge-never-item-2 = afficher de la publicité, ou les utiliser pour cibler de la publicité où que ce soit ;
privacy-pledge-never-item-3 = établir le profil d'un élève dans un autre but que ses apprentissages ;
privacy-pledge-never-item-4 = utiliser les enregistrements ou les écrits des élèves pour entraîner des modèles d'intelligence artificielle ;
privacy-pledge-never-item-5 = les conserver après que l'établissement ou l'élève nous a demandé de les supprimer.

privacy-pledge-minors-heading = Une protection renforcée pour les mineurs
privacy-pledge-minors-p1 = Lorsqu'un compte appartient à un mineur, Motes va plus loin :
privacy-pledge-minors-item-1 = aucune transcription automatique de ses enregistrements ;
privacy-pledge-minors-item-2 = ni adresse e-mail, ni domaine de messagerie, ni adresse réseau, ni autre identifiant de suivi dans les journaux d'utilisation ;
privacy-pledge-minors-item-3 = son nom est masqué sur les pages de partage de ses motes ;
privacy-pledge-minors-item-4 = aucun message marketing.

privacy-pledge-purpose-heading = Uniquement pour apprendre
privacy-pledge-purpose-p1 = Nous ne collectons que ce dont Motes a besoin pour fonctionner, et nous ne l'utilisons que pour fournir Motes à l'élève et à son établissement.
privacy-pledge-purpose-p2 = Nous utilisons les journaux d'utilisation pour assurer le bon fonctionnement de Motes et améliorer ses outils, jamais pour faire du marketing auprès des élèves.

privacy-pledge-control-heading = Les établissements et les familles gardent la main
privacy-pledge-control-p1 = Les établissements décident de l'usage des comptes élèves :
privacy-pledge-control-item-1 = les enseignants activent ou désactivent chaque outil de la barre latérale pour une classe ou pour un seul élève ;
privacy-pledge-control-item-2 = un établissement peut faire exporter ou supprimer les données de ses élèves à tout moment ;
privacy-pledge-control-item-3 = les familles peuvent demander à l'établissement, ou à nous, de consulter ou de supprimer les données de leur enfant.

privacy-pledge-changes-heading = Pas de mauvaises surprises
privacy-pledge-changes-p1 = Nous ne modifierons pas notre façon d'utiliser les données des élèves sans en informer d'abord les établissements, et nous leur demanderons leur accord avant tout changement qui les utiliserait d'une manière nouvelle.

privacy-pledge-laws-heading = Les lois sur lesquelles repose cet engagement
privacy-pledge-laws-p1 = Nous avons rédigé ces engagements en tenant compte du droit relatif à la vie privée en milieu scolaire : FERPA et COPPA aux États-Unis, et GDPR au Royaume-Uni et en Europe.
privacy-pledge-laws-p2 = Cet engagement est notre propre promesse. Ce n'est pas une certification, et il ne remplace ni les obligations propres d'un établissement ni l'accord qu'il a conclu avec nous.

## Sécurité

privacy-security-tab = Sécurité
privacy-security-title = Comment nous protégeons les comptes
privacy-security-intro = Voici ce que Motes fait aujourd'hui pour protéger les comptes et les données, et comment nous signaler un problème si vous en trouvez un. Nous ne décrivons que ce que le logiciel fait réellement.

privacy-security-sign-in-heading = Connexion
privacy-security-sign-in-p1 = Motes n'a aucun mot de passe qui pourrait être volé ou réutilisé :
privacy-security-sign-in-item-1 = les liens de connexion que nous envoyons par e-mail sont à usage unique et expirent au bout de { $linkMinutes } minutes ;
privacy-security-sign-in-item-2 = un lien ne finalise la connexion que sur l'appareil qui l'a demandé ;
privacy-security-sign-in-item-3 = le nombre de demandes de connexion est limité : au maximum { $linkRequests } liens pour une même adresse e-mail toutes les { $linkWindowMinutes } minutes, avec des limites supplémentaires par réseau ;
privacy-security-sign-in-item-4 = la connexion avec Google ou avec votre établissement utilise OpenID Connect avec PKCE et des vérifications de state et de nonce, de sorte qu'une connexion ne peut être ni interceptée ni rejouée.

privacy-security-sessions-heading = Sessions et appareils
privacy-security-sessions-p1 = Chaque appareil connecté dispose de sa propre session :
privacy-security-sessions-item-1 = les jetons de session sont des valeurs aléatoires de 256 bits, et nous ne stockons qu'une empreinte (hash) de chacun d'eux : une copie de notre base de données ne permettrait donc à personne de se connecter ;
privacy-security-sessions-item-2 = notre service n'accepte un jeton que dans un en-tête de requête, jamais depuis un cookie, de sorte que d'autres sites web ne peuvent pas agir à votre place ;
privacy-security-sessions-item-3 = la page de votre compte liste tous les appareils connectés, et vous pouvez déconnecter n'importe lequel d'entre eux ;
privacy-security-sessions-item-4 = la suppression de votre compte met fin immédiatement à toutes les sessions.

privacy-security-data-heading = Protection de vos données
privacy-security-data-p1 = Au sein de Motes :
privacy-security-data-item-1 = chaque requête est vérifiée par rapport au propriétaire, à la classe ou à l'établissement de l'élément demandé ; l'élément de quelqu'un d'autre apparaît exactement comme un élément qui n'existe pas ;
privacy-security-data-item-2 = les pages de partage utilisent de longues adresses aléatoires impossibles à deviner ;
privacy-security-data-item-3 = les journaux d'utilisation des mineurs ne contiennent ni adresse e-mail ni adresse réseau, et les secrets n'apparaissent jamais dans les journaux ;
privacy-security-data-item-4 = les liens de connexion expirés sont supprimés chaque jour.

privacy-security-transport-heading = Chiffrement et sauvegardes
privacy-security-transport-p1 = Motes est conçu pour fonctionner derrière HTTPS (TLS) : en production, ses cookies ne sont envoyés que par des connexions chiffrées. Le certificat est fourni par la personne ou l'organisation qui exploite le déploiement.
privacy-security-transport-p2 = Les sauvegardes de la base de données et du stockage audio sont réalisées par la personne ou l'organisation qui exploite le déploiement. Nous recommandons des sauvegardes chiffrées, conservées à l'écart du serveur et vérifiées par des tests de restauration.

privacy-security-certifications-heading = Certifications
privacy-security-certifications-p1 = Motes ne détient aujourd'hui aucune certification de sécurité. Lorsque ce sera le cas, nous l'indiquerons ici, et pas avant.

privacy-security-report-heading = Signaler une vulnérabilité
privacy-security-report-p1 = Si vous pensez avoir trouvé un problème de sécurité, écrivez à { $securityEmail }. Merci d'indiquer :
privacy-security-report-item-1 = ce que vous avez trouvé, et où ;
privacy-security-report-item-2 = les étapes pour le reproduire ;
privacy-security-report-item-3 = ce qu'un attaquant pourrait en faire.
privacy-security-report-after-p1 = Merci de ne pas accéder aux données d'autres personnes, de ne pas perturber le service et de ne pas rendre le problème public avant que nous l'ayons corrigé.
privacy-security-report-after-p2 = Nous accuserons réception de votre signalement, vous tiendrons informé pendant la correction et vous citerons si vous le souhaitez. Nous n'engagerons aucune poursuite contre des recherches menées de bonne foi dans le respect de ces règles.
