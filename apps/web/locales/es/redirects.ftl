# Alias cortos y redirecciones externas (§2).

# Se muestra un momento mientras el navegador se dirige a otro sitio.
redirects-leaving = Te llevamos a { $host } ...
