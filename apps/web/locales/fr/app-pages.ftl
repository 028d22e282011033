# Textes partagés par les pages de l'application (connexion, compte, accueil des nouveaux utilisateurs et pages connectées).

# Même texte que CONNECTION_PROBLEM_MESSAGE dans apps/web/src/api/describeApiError.ts.
app-connection-problem = Impossible de joindre Motes. Vérifiez votre connexion internet et réessayez.
