# Liens de parrainage (§2 /r/{code}, §5 longueur du code, §8 notification de parrainage).

referral-invalid-title = Lien de parrainage non valide
referral-invalid-heading = Ce lien de parrainage n'est pas valide
referral-invalid-help = Vérifiez le lien que vous avez reçu, ou inscrivez-vous sans lien.
referral-invalid-actions = { $signup } ou { $home }.
referral-create-account = Créer un compte gratuit
referral-go-home = revenir à la page d'accueil

## Textes de la spec repris de @motes/shared ; referralMessages.test.ts les vérifie en en-US.

referral-invalid-code = Un code de parrainage doit comporter entre { $min } et { $max } caractères
referral-signup-only = Oups - Le lien de parrainage sur lequel vous avez cliqué ne peut être utilisé que lors de l'inscription à un nouveau compte
