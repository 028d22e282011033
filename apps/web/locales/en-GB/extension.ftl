# The website ↔ extension handshake (§4 "Extension detection"): the panel on /status.

extension-status-heading = Browser extension
extension-status-checking = Looking for the Motes extension ...
extension-status-installed = Extension installed, version { $version }
extension-status-not-installed = The Motes extension is not installed in this browser.
extension-status-get-it = Get the Motes extension
