# Short aliases and external redirects (§2).

# Shown for a moment while the browser leaves for another site.
redirects-leaving = جارٍ نقلك إلى { $host } ...
