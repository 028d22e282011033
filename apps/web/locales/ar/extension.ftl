# The website ↔ extension handshake (§4 "Extension detection"): the panel on /status.

extension-status-heading = إضافة المتصفح
extension-status-checking = جارٍ البحث عن إضافة Motes ...
extension-status-installed = الإضافة مثبّتة، الإصدار { $version }
extension-status-not-installed = إضافة Motes غير مثبّتة في هذا المتصفح.
extension-status-get-it = احصل على إضافة Motes
