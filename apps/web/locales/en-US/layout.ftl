# The frame of every page: skip link, header, footer.

layout-skip-link = Skip to main content
