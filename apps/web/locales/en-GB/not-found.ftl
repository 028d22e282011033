# The 404 page: any path the app does not know.

not-found-title = Page not found
not-found-heading = Page not found
not-found-body = There is no page at { $path }. The link may be mistyped, or the page may have moved.
not-found-suggestions = Where to go from here
not-found-home = Go to the Motes home page
not-found-product = See what Motes does
not-found-learning-zone = Visit the Learning Zone
not-found-sign-in = Sign in
not-found-activity = Go to My Activity
