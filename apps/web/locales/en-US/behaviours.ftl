# Page behaviours (§2): cookie consent banner, help widget, seasonal touches.

## Cookie consent banner
behaviours-cookie-banner-label = Cookie consent
behaviours-cookie-banner-text =
    { $brand } uses cookies and browser storage to keep you signed in and remember your settings.
    If you accept, we also count which of our pages you visit and, where this site has it turned on,
    collect reports of errors in the page, so we can fix problems.
behaviours-cookie-banner-privacy = Read our privacy notice
behaviours-cookie-banner-accept = Accept all
behaviours-cookie-banner-necessary = Necessary only

## Help widget
behaviours-help-button = Help
behaviours-help-title = Need a hand?
behaviours-help-howto = How-to guides
behaviours-help-expert = Ask an Expert
behaviours-help-status = Service status
behaviours-help-shortcuts = Keyboard shortcuts
behaviours-help-no-shortcuts = This page has no keyboard shortcuts.
behaviours-help-shortcut = Open this help

## Seasonal touches (§3 seasonal-holiday setting)
seasonal-touches-legend = Seasonal touches
seasonal-touches-hint =
    On Halloween (October 31) and from December 5 to January 1, { $brand } can dress up its logo
    and play holiday versions of the recording sounds.
seasonal-touches-enabled = Holiday touches
seasonal-touches-sound = Holiday recording sounds
seasonal-touches-visual = Holiday logo
