import { useLingui } from '@lingui/react';
import { Menu, X } from 'lucide-react';
import { useRef } from 'react';
import { SideRail } from './SideRail.tsx';

/**
 * The header's menu button on phones (below md, where the shell hides the rail; issue 26) and the drawer
 * it opens: the rail, from the left. A native modal <dialog> rather than Radix Dialog, so no library comes
 * with it: the browser moves the focus in, makes the page behind inert (the focus stays in the drawer),
 * closes it on Escape (and Android's Back) and returns the focus to the button. Choosing a page closes it
 * too; the new page then takes the focus (MainContent). While closed the dialog is not rendered
 * (display: none), so its copy of the rail is neither seen nor read out.
 */
export function RailMenuButton() {
  const { i18n } = useLingui();
  const menu = i18n._({ id: 'nav.menu', message: 'Menu' });
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  return (
    <>
      <button
        type="button"
        aria-label={menu}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
        className="mr-auto flex h-11 w-11 items-center justify-center rounded-md hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:hidden"
      >
        <Menu className="h-6 w-6" aria-hidden="true" />
      </button>
      <dialog
        ref={dialog}
        aria-label={menu}
        // A tap on the dimmed page beside the drawer lands on the dialog itself, outside its content: closes it.
        onClick={(event) => event.target === event.currentTarget && close()}
        className="m-0 h-full max-h-none w-72 max-w-[85vw] bg-rail p-0 backdrop:bg-black/50"
      >
        <div className="flex min-h-full flex-col">
          <button
            type="button"
            onClick={close}
            className="absolute right-2 top-2 flex h-11 w-11 items-center justify-center rounded-md text-white hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            <X className="h-5 w-5" aria-hidden="true" />
            <span className="sr-only">{i18n._({ id: 'nav.closeMenu', message: 'Close menu' })}</span>
          </button>
          <SideRail className="w-full flex-1" onNavigate={close} />
        </div>
      </dialog>
    </>
  );
}
