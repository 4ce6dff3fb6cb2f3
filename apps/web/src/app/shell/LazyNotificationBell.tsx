import { lazy, Suspense, useEffect, useState } from 'react';
import { loadNotificationBell } from '@/features/notifications/index.ts';
import { afterFirstPaint } from './after-first-paint.ts';

const NotificationBell = lazy(loadNotificationBell);

/**
 * The header's notification bell without its weight on the first load (the customer portal's first page has a
 * size budget): it loads right after the first paint and shows from then on.
 */
export function LazyNotificationBell({ portal }: { portal: 'staff' | 'customer' }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => afterFirstPaint(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell portal={portal} />
    </Suspense>
  );
}
