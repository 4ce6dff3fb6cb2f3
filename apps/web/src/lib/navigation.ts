import { useSyncExternalStore } from 'react';

/**
 * Client-side navigation without a router library (the shell may bring one):
 * history.pushState plus an event every `usePathname` listens to.
 */
const NAVIGATE_EVENT = 'app:navigate';

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE_EVENT, onChange);
  };
}

/** Path plus query string, e.g. `/docs?readOnly=true`. */
export function useLocationPath(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname + window.location.search);
}

/** A same-site path only ("/x", not "//evil.example" or "https://…"), so returnTo cannot send users away. */
export function safeReturnPath(candidate: unknown, fallback = '/'): string {
  return typeof candidate === 'string' && /^\/(?![/\\])/.test(candidate) ? candidate : fallback;
}
