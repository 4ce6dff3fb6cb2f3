/**
 * Imported first by main.tsx, so it runs before the router reads the address. The server answers /docs
 * with a redirect to /docs/ (the static public/docs folder shares the name); the app's own paths have no
 * trailing slash, so the address is shown without it.
 */
const { pathname, search, hash } = window.location;
if (pathname.length > 1 && pathname.endsWith('/')) {
  window.history.replaceState(window.history.state, '', `${pathname.replace(/\/+$/, '') || '/'}${search}${hash}`);
}

export {};
