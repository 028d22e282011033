# Alias courts et redirections externes (§2).

# Affiché un instant pendant que le navigateur part vers un autre site.
redirects-leaving = Redirection vers { $host }…
