import * as DialogPrimitive from '@radix-ui/react-dialog';
import { SUPPORT_PANEL_WIDTH_PX } from '@app/domain';
import { CircleHelp, X } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../../lib/session.tsx';
import { SupportGuideLinks } from './SupportGuideLinks.tsx';
import { SupportMessageForm } from './SupportMessageForm.tsx';

/**
 * The floating help button on every customer page and the 500 px panel it opens (spec 3 §2.5): guide
 * links and the message form. A modal dialog, so focus moves into the panel, stays there, Escape
 * closes it and focus returns to the button.
 */
export function SupportPanel() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const { account } = useSession();
  const companyId = account.kind === 'team' ? account.id : null;

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger
        aria-label="Help and support"
        className="fixed bottom-6 right-6 z-40 flex h-12 w-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <CircleHelp className="h-6 w-6" aria-hidden="true" />
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/30" />
        <DialogPrimitive.Content
          style={{ width: SUPPORT_PANEL_WIDTH_PX }}
          className="fixed inset-y-0 right-0 z-50 flex max-w-full flex-col gap-6 overflow-y-auto border-l bg-background p-6 shadow-xl"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <DialogPrimitive.Title className="text-lg font-semibold">Help and support</DialogPrimitive.Title>
              <DialogPrimitive.Description className="text-sm text-muted-foreground">
                Read a guide, or send a message to our support team.
              </DialogPrimitive.Description>
            </div>
            <DialogPrimitive.Close className="rounded-sm opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <X className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only">Close</span>
            </DialogPrimitive.Close>
          </div>
          <SupportGuideLinks onNavigate={() => setOpen(false)} />
          <section aria-labelledby="support-message-heading" className="flex flex-col gap-3">
            <h3 id="support-message-heading" className="text-sm font-semibold">
              Send us a message
            </h3>
            <SupportMessageForm screen={pathname} companyId={companyId} />
          </section>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
