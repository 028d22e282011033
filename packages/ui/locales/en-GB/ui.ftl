# Design-system texts (packages/ui). Components pass the English text as their fallback,
# so they also work without a localisation provider (the extension's tests, the style guide).

ui-loading-wave = Just a motement ...
