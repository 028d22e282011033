# The website ↔ extension handshake (§4 "Extension detection"): the panel on /status.

extension-status-heading = 浏览器扩展
extension-status-checking = 正在查找 Motes 扩展 ...
extension-status-installed = 扩展已安装，版本 { $version }
extension-status-not-installed = 此浏览器未安装 Motes 扩展。
extension-status-get-it = 获取 Motes 扩展
