import { useContext } from 'react';
import { ClientConfigContext } from '@/lib/client-config.ts';

/**
 * Demo mode (the server's DEMO_MODE, on by default for `npm start`): a thin strip at the top of both portals
 * saying this is a demo, where anyone may sign in as a demo account, so nobody mistakes it for real case work.
 */
export function DemoBanner({
  texts = { label: 'Demo mode', demo: 'Demo', explanation: ': sample data; anyone can sign in with a demo account.' },
}: {
  /** The customer shell's words (issue 36); English otherwise. */
  texts?: { label: string; demo: string; explanation: string };
}) {
  if (useContext(ClientConfigContext)?.demoMode !== true) return null;
  return (
    <aside aria-label={texts.label} className="border-b bg-secondary px-4 py-1 text-center text-xs text-secondary-foreground">
      <strong>{texts.demo}</strong>
      {texts.explanation}
    </aside>
  );
}
