# Design-system texts (packages/ui). Components pass the English text as their fallback,
# so they also work without a localisation provider (the extension's tests, the style guide).

ui-loading-wave = Just a motement ...

# Close and dismiss buttons (§2 alert banners, §4 dialogs)
ui-alert-dismiss = Dismiss
ui-alert-close = Close
ui-dialog-close = Close

# Toasts (§2, §4)
ui-toast-region = Notifications
ui-toast-dismiss = Dismiss notification

# Avatar fallback (§8 "The generic avatar label is 'Generic avatar'")
ui-avatar-generic = Generic avatar

# Mobile navigation toggle
ui-hamburger-label = Menu

# Video player (§2, §8)
ui-video-play = Play video
ui-video-unsupported = Your browser does not support the video tag.

# Keyboard shortcuts (§2 Page behaviours): the toast hotkey as listed in the help widget
ui-toast-hotkey = Go to notifications

# Language picker (§3 supported languages): the label, each option, and why a language is unavailable
ui-language-select-label = Language
ui-language-select-option = { $native } — { $english }
ui-language-select-unavailable = { $language } ({ $reason })
ui-language-unavailable-not-installed = not set up on this server
ui-language-unavailable-language-not-supported = not available for this language
ui-language-unavailable-disabled-for-language = turned off for this language
