import { useLingui } from '@lingui/react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { SUPPORT_PANEL_WIDTH_PX } from '@app/domain';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { SupportGuideLinks } from './SupportGuideLinks.tsx';
import { SupportMessageForm } from './SupportMessageForm.tsx';
import { SupportThreads } from './SupportThreads.tsx';

interface SupportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  screen: string;
  companyId: string | null;
  /** Gets the focus back on close (the button is not a Radix trigger, so Radix does not know it). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The 500 px panel the help button opens (spec 3 §2.5): guide links and the message form. Its own chunk
 * (Radix Dialog, the form library), loaded when the button is first pressed. A modal dialog, so focus
 * moves into the panel, stays there, Escape closes it and focus returns to the help button.
 */
export default function SupportDialog({ open, onOpenChange, screen, companyId, returnFocusTo }: SupportDialogProps) {
  const { i18n } = useLingui();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/30" />
        <DialogPrimitive.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          style={{ width: SUPPORT_PANEL_WIDTH_PX }}
          // phone-touch-targets: fingertip-sized controls on phones, as in the customer shell (issue 26).
          className="phone-touch-targets fixed inset-y-0 right-0 z-50 flex max-w-full flex-col gap-6 overflow-y-auto border-l bg-background p-6 shadow-xl"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <DialogPrimitive.Title className="text-lg font-semibold">
                {i18n._({ id: 'support.title', message: 'Help and support' })}
              </DialogPrimitive.Title>
              <DialogPrimitive.Description className="text-sm text-muted-foreground">
                {i18n._({
                  id: 'support.description',
                  message: 'Read a guide, or send a message to our support team and read their replies.',
                })}
              </DialogPrimitive.Description>
            </div>
            <DialogPrimitive.Close className="-m-3 flex h-11 w-11 shrink-0 items-center justify-center rounded-sm opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <X className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only">{i18n._({ id: 'common.close', message: 'Close' })}</span>
            </DialogPrimitive.Close>
          </div>
          <SupportGuideLinks onNavigate={() => onOpenChange(false)} />
          <section aria-labelledby="support-message-heading" className="flex flex-col gap-3">
            <h3 id="support-message-heading" className="text-sm font-semibold">
              {i18n._({ id: 'support.sendHeading', message: 'Send us a message' })}
            </h3>
            <SupportMessageForm screen={screen} companyId={companyId} />
          </section>
          <SupportThreads />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
