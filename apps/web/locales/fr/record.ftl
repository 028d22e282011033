# La page /record (issue 6) : son cadre et ses trois façons de créer un mote. Les textes des
# outils eux-mêmes sont dans packages/creating/locales.

record-page-title = Enregistrer un mote
record-page-heading = Enregistrer un mote
record-page-lead = Enregistrez un message vocal, transformez un texte en audio ou envoyez un fichier audio, puis partagez-le avec un lien. Toute personne qui a le lien peut l'écouter, sans compte.
record-tabs-label = Comment créer votre mote
record-tab-record = Enregistrer
record-tab-text = À partir d'un texte
record-tab-upload = Envoyer un fichier
record-tool-off = Votre enseignant a désactivé { $tool }.
