# The website ↔ extension handshake (§4 "Extension detection"): the panel on /status.

extension-status-heading = Extension du navigateur
extension-status-checking = Recherche de l'extension Motes ...
extension-status-installed = Extension installée, version { $version }
extension-status-not-installed = L'extension Motes n'est pas installée dans ce navigateur.
extension-status-get-it = Obtenir l'extension Motes
