import { useContext } from 'react';
import { ClientConfigContext } from '@/lib/client-config.ts';

/**
 * Demo mode (the server's DEMO_MODE, on by default for `npm start`): a thin strip at the top of both portals
 * saying this is a demo, where anyone may sign in as a demo account, so nobody mistakes it for real case work.
 */
export function DemoBanner() {
  if (useContext(ClientConfigContext)?.demoMode !== true) return null;
  return (
    <aside aria-label="Demo mode" className="border-b bg-secondary px-4 py-1 text-center text-xs text-secondary-foreground">
      <strong>Demo</strong>: sample data; anyone can sign in with a demo account.
    </aside>
  );
}
