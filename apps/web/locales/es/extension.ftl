# The website ↔ extension handshake (§4 "Extension detection"): the panel on /status.

extension-status-heading = Extensión del navegador
extension-status-checking = Buscando la extensión de Motes ...
extension-status-installed = Extensión instalada, versión { $version }
extension-status-not-installed = La extensión de Motes no está instalada en este navegador.
extension-status-get-it = Consigue la extensión de Motes
