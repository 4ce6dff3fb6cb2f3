import { useMutation, useQuery } from '@apollo/client/react';
import { NOTIFICATION_DELIVERIES, NOTIFICATION_KINDS_BY_PORTAL, notificationDeliverySchema } from '@app/domain';
import { use, useId, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import {
  DELIVERY_FIELD_OF_KIND,
  MyNotificationDeliveriesQuery,
  SetNotificationDeliveryMutation,
} from '../api/notification-preferences-api.ts';
import { NotificationTextsContext } from '../model/notification-texts.ts';
import { NativeSelect } from '@/components/ui/native-select.tsx';

/**
 * How the person is told of each kind of notification (issue 30): one labelled choice per kind, saved as soon as
 * it changes. Staff viewing the portal as a customer see the customer's choices but cannot change them.
 */
export function NotificationPreferencesDialog({
  portal,
  open,
  onOpenChange,
  readOnly,
  onClosed,
}: {
  portal: 'staff' | 'customer';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  readOnly: boolean;
  /** Where focus goes back to: the dialog has no trigger of its own (the bell's menu opens it). */
  onClosed: () => void;
}) {
  const baseId = useId();
  const texts = use(NotificationTextsContext);
  const query = useQuery(MyNotificationDeliveriesQuery, { skip: !open, fetchPolicy: 'network-only' });
  const [save, saving] = useMutation(SetNotificationDeliveryMutation);
  const [status, setStatus] = useState<string | null>(null);

  const choose = async (kind: string, value: string) => {
    const delivery = notificationDeliverySchema.safeParse(value);
    if (!delivery.success) return;
    setStatus(null);
    try {
      await save({ variables: { kind, delivery: delivery.data } });
      await query.refetch();
      setStatus(texts.saved);
    } catch {
      setStatus(texts.saveFailed);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        // The shared dialog's close button (its last child) is 16 px: a fingertip's 44 px here, where phones open it.
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto [&>button:last-child]:right-2 [&>button:last-child]:top-2 [&>button:last-child]:flex [&>button:last-child]:h-11 [&>button:last-child]:w-11 [&>button:last-child]:items-center [&>button:last-child]:justify-center"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogHeader>
          <DialogTitle>{texts.settings}</DialogTitle>
          <DialogDescription>{texts.settingsDescription}</DialogDescription>
        </DialogHeader>
        {query.error ? (
          <p className="text-sm text-destructive">{texts.settingsLoadFailed}</p>
        ) : (
          <div className="flex flex-col gap-4">
            {NOTIFICATION_KINDS_BY_PORTAL[portal].map((kind) => {
              const id = `${baseId}-${kind}`;
              const current = query.data?.[DELIVERY_FIELD_OF_KIND[kind]] ?? undefined;
              return (
                <div key={kind} className="grid gap-1">
                  <label htmlFor={id} className="text-sm font-medium">
                    {texts.kind(kind)}
                  </label>
                  <NativeSelect
                    id={id}
                    size="touch"
                    className="w-full"
                    value={current ?? ''}
                    disabled={readOnly || !current || saving.loading}
                    onChange={(event) => void choose(kind, event.target.value)}
                  >
                    {!current && <option value="">{texts.loading}</option>}
                    {NOTIFICATION_DELIVERIES.map((delivery) => (
                      <option key={delivery} value={delivery}>
                        {texts.delivery(delivery)}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              );
            })}
            <p role="status" className="min-h-5 text-sm text-muted-foreground">
              {readOnly ? texts.viewingAs : status}
            </p>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
