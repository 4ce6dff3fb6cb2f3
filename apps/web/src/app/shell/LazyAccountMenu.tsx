import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { initials } from '@/components/layout/account-initials.ts';
import { Button } from '@/components/ui/button.tsx';
import { useSession } from '@/lib/session.tsx';
import { afterFirstPaint } from './after-first-paint.ts';

const loadAccountMenu = () => import('./CustomerAccountMenu.tsx');
const AccountMenu = lazy(async () => ({ default: (await loadAccountMenu()).CustomerAccountMenu }));

/**
 * The customer shell's avatar menu without its weight on the first load: the menu (Radix dropdown with
 * floating-ui, focus and scroll locks, ~25 KiB gzipped) loads right after the first paint. Until then the
 * same button shows; a click (or Enter/Space) on it loads the menu and opens it, so nothing is lost.
 */
export function LazyAccountMenu() {
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [wanted, setWanted] = useState(false);
  // A keyboard user may have tabbed to the button before the menu loaded: the real button takes the focus over.
  const placeholderFocused = useRef(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  useEffect(() => afterFirstPaint(() => setWanted(true)), []);

  const placeholder = (
    <PlaceholderButton
      onOpen={() => {
        setOpenOnLoad(true);
        setWanted(true);
      }}
      onFocusChange={(focused) => (placeholderFocused.current = focused)}
    />
  );
  return (
    <span ref={wrapper} className="contents">
      {wanted ? (
        <Suspense fallback={placeholder}>
          <LoadedMenu open={openOnLoad} takeFocus={placeholderFocused} wrapper={wrapper} />
        </Suspense>
      ) : (
        placeholder
      )}
    </span>
  );
}

function LoadedMenu({
  open,
  takeFocus,
  wrapper,
}: {
  open: boolean;
  takeFocus: RefObject<boolean>;
  wrapper: RefObject<HTMLSpanElement | null>;
}) {
  useEffect(() => {
    // An opened menu moves the focus into itself (and back to its button on close).
    if (takeFocus.current && !open) wrapper.current?.querySelector('button')?.focus();
  }, [open, takeFocus, wrapper]);
  return <AccountMenu defaultOpen={open} />;
}

/** AccountMenu's trigger as the customer shell shows it (`showAccounts`: the account being viewed). */
function PlaceholderButton({ onOpen, onFocusChange }: { onOpen: () => void; onFocusChange: (focused: boolean) => void }) {
  const session = useSession();
  const { i18n } = useLingui();
  return (
    <Button
      variant="ghost"
      allowInReadOnly
      className="h-10 gap-2 px-2"
      aria-haspopup="menu"
      aria-expanded={false}
      // Pressed, like the real menu's trigger (Radix opens on pointer down), not clicked: when the real button takes
      // this one's place between the press and the release, the click never fires on either and the press was lost.
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) onOpen();
      }}
      onClick={onOpen}
      onFocus={() => onFocusChange(true)}
      onBlur={() => onFocusChange(false)}
    >
      <span
        aria-hidden="true"
        className="flex h-8 w-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
      >
        {initials(session.user.fullName)}
      </span>
      <span className="sr-only">{i18n._({ id: 'accountMenu.menu', message: 'Account menu: ' })}</span>
      <span className="max-sm:sr-only text-sm">{session.account.name}</span>
    </Button>
  );
}
