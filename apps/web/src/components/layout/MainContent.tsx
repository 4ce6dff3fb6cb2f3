import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/** A "Skip to content" link, first in the tab order. */
/** `label`: the customer shell's words for it (issue 36); English otherwise. */
export function SkipLink({ label = 'Skip to content' }: { label?: string }) {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
    >
      {label}
    </a>
  );
}

/** The page's main region; after an in-app navigation focus moves here, so screen readers start at the new page. */
export function MainContent({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus({ preventScroll: false });
  }, [pathname]);
  return (
    <main id="main" ref={ref} tabIndex={-1} className="flex-1 p-4 outline-none max-md:pb-24 md:p-6">
      {children}
    </main>
  );
}
