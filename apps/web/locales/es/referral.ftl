# Enlaces de referido (§2 /r/{code}, §5 longitud del código, §8 aviso de referido).

referral-invalid-title = Enlace de referido no válido
referral-invalid-heading = Este enlace de referido no es válido
referral-invalid-help = Revisa el enlace que te enviaron o regístrate sin él.
referral-invalid-actions = { $signup } o { $home }.
referral-create-account = Crea una cuenta gratuita
referral-go-home = ve a la página principal

## Textos de la especificación reflejados desde @motes/shared; referralMessages.test.ts los comprueba en en-US.

referral-invalid-code = Un código de referido debe tener entre { $min } y { $max } caracteres
referral-signup-only = ¡Vaya! El enlace de referido en el que hiciste clic solo se puede usar al registrarte con una cuenta nueva
