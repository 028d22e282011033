// The living style guide (`/style-guide`, issue 4) exists outside production only.
//
// The built app cannot tell from its build: `npm start` builds in Vite's production mode and
// runs the server with NODE_ENV=development, while a real deployment uses the same files.
// What does tell is where the page is opened: a developer's or a test's browser talks to
// loopback (localhost, 127.x.x.x, [::1]); a school's users reach the site by its public name.
// This is the same "from this machine" rule the server applies to /dev/outbox. Elsewhere
// the path shows the normal 404 page. (Opening a production server on its own machine at
// localhost shows the guide too: it holds demo pieces only, no data.)

/** True for a host name that can only mean this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127(?:\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * Whether `/style-guide` shows the guide: in the Vite dev server and tests, and on loopback
 * hosts; never on a public host name.
 */
export function isStyleGuideAvailable(
  hostname: string = window.location.hostname,
  mode: string = import.meta.env.MODE,
  devServer: boolean = import.meta.env.DEV,
): boolean {
  return devServer || mode === 'test' || isLoopbackHost(hostname);
}
