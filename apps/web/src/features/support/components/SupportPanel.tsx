import { SUPPORT_PANEL_QUERY } from '@app/domain';
import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { LineIcon } from '@/components/ui/line-icon.tsx';
import { useSession } from '@/lib/session.tsx';

/** The panel's content (Radix Dialog, the form library): not part of a customer's first page load. */
const loadSupportDialog = () => import('./SupportDialog.tsx');
const SupportDialog = lazy(loadSupportDialog);

/**
 * Lucide's "circle-help" drawn inline: the button is on every customer's first page, and the icon library's
 * runtime (~1 KiB gzipped) would otherwise load with it for this one icon (issue 35's 150 KiB first load).
 */
function HelpIcon() {
  return (
    <LineIcon className="h-6 w-6">
      <circle cx="12" cy="12" r="10" />
      <path d="M9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3" />
      <path d="M12 17h.01" />
    </LineIcon>
  );
}

/**
 * The floating help button on every customer page (spec 3 §2.5). The panel it opens is loaded when the
 * button is first pressed (or hovered/focused, to hide the wait) and stays mounted afterwards, so the
 * dialog behaves as if it had always been there. `?support=open` opens it (a support reply's notification).
 */
export function SupportPanel() {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const { account } = useSession();
  const companyId = account.kind === 'team' ? account.id : null;
  const prefetch = () => void loadSupportDialog();
  // A link to the thread (a support reply's notification) opens the panel on the page it leads to.
  const [searchParams, setSearchParams] = useSearchParams();
  const openedByLink = searchParams.get(SUPPORT_PANEL_QUERY.name) === SUPPORT_PANEL_QUERY.value;
  if (openedByLink && !open) {
    // Adjusting state while rendering (React's pattern for state derived from a change), not in an effect.
    setRequested(true);
    setOpen(true);
  }
  useEffect(() => {
    if (!openedByLink) return;
    setSearchParams(
      (current) => {
        current.delete(SUPPORT_PANEL_QUERY.name);
        return current;
      },
      { replace: true },
    );
  }, [openedByLink, setSearchParams]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={i18n._({ id: 'support.title', message: 'Help and support' })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="fixed bottom-6 right-6 z-40 flex h-12 w-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <HelpIcon />
      </button>
      {requested && (
        <Suspense fallback={null}>
          <SupportDialog open={open} onOpenChange={setOpen} screen={pathname} companyId={companyId} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
