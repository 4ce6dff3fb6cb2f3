import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { cn } from '@/lib/utils.ts';

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

/**
 * The page's main region; after an in-app navigation focus moves here, so screen readers start at the new page.
 * `clearsFloatingButton`: the page ends far enough below its content for the last row to scroll clear of a
 * button fixed in the bottom corner (the customer portal's Help and support), which otherwise covered the last
 * document's Delete on a wide screen, where nothing could be scrolled out from under it.
 */
export function MainContent({ children, clearsFloatingButton = false }: { children: ReactNode; clearsFloatingButton?: boolean }) {
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
    <main
      id="main"
      ref={ref}
      tabIndex={-1}
      className={cn('flex-1 p-4 outline-none max-md:pb-24 md:p-6', clearsFloatingButton && 'md:pb-24')}
    >
      {children}
    </main>
  );
}
