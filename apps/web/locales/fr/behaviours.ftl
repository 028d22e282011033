# Comportements des pages (§2) : bandeau de consentement aux cookies, widget d'aide, touches saisonnières.

## Bandeau de consentement aux cookies
behaviours-cookie-banner-label = Consentement aux cookies
behaviours-cookie-banner-text =
    { $brand } utilise des cookies et le stockage du navigateur pour vous garder connecté et mémoriser vos paramètres.
    Si vous acceptez, nous comptabilisons aussi les pages de notre site que vous consultez et, lorsque ce site l'a activé,
    nous collectons les rapports d'erreurs de la page, afin de corriger les problèmes.
behaviours-cookie-banner-privacy = Lire notre politique de confidentialité
behaviours-cookie-banner-accept = Tout accepter
behaviours-cookie-banner-necessary = Uniquement les cookies nécessaires

## Widget d'aide
behaviours-help-button = Aide
behaviours-help-title = Besoin d'un coup de main ?
behaviours-help-howto = Guides pratiques
behaviours-help-expert = Demander à un expert
behaviours-help-status = État du service
behaviours-help-shortcuts = Raccourcis clavier
behaviours-help-no-shortcuts = Cette page n'a aucun raccourci clavier.
behaviours-help-shortcut = Ouvrir cette aide

## Touches saisonnières (§3 réglage des fêtes saisonnières)
seasonal-touches-legend = Touches saisonnières
seasonal-touches-hint =
    Pour Halloween (31 octobre) et du 5 décembre au 1er janvier, { $brand } peut déguiser son logo
    et jouer des versions festives des sons d'enregistrement.
seasonal-touches-enabled = Touches festives
seasonal-touches-sound = Sons d'enregistrement festifs
seasonal-touches-visual = Logo festif
