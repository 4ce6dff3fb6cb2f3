import { useLingui } from '@lingui/react';
import { useNameToastRegion } from '@/lib/toast-region-label.ts';

/**
 * Names the toasts' region in the reader's language while a translated screen is mounted (the customer shell, the
 * signing page): sonner reads it with its hotkey after it ("Notificaciones alt+T"), in English otherwise.
 */
export function useTranslatedToastRegion(): void {
  const { i18n } = useLingui();
  useNameToastRegion(i18n._({ id: 'toasts.region', message: 'Notifications' }));
}
