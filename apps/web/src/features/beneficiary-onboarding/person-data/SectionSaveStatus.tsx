import { useLingui } from '@lingui/react';
import { ONBOARDING_MESSAGES } from '../onboarding-messages.ts';

/** The line under a person-data section's Save button: 'Saved.' after a save (announced politely). */
export function SectionSaveStatus({ saved }: { saved: boolean }) {
  const { i18n } = useLingui();
  return (
    <span role="status" className="text-sm text-muted-foreground">
      {saved ? i18n._(ONBOARDING_MESSAGES.saved) : ''}
    </span>
  );
}
