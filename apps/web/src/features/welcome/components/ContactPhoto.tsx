import type { AccountContact } from '@app/domain';
import { useLingui } from '@lingui/react';
import { WELCOME_TEXTS } from '../welcome-steps.ts';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** The contact's photo, or their initials when no photo is configured (ACCOUNT_CONTACT_PHOTO_URL). */
export function ContactPhoto({ contact }: { contact: AccountContact }) {
  const { i18n } = useLingui();
  const label = i18n._({ ...WELCOME_TEXTS.photoOf, values: { name: contact.name } });
  if (contact.photoUrl) {
    return <img src={contact.photoUrl} alt={label} className="size-24 rounded-full object-cover" />;
  }
  return (
    <span
      role="img"
      aria-label={label}
      className="flex size-24 items-center justify-center rounded-full bg-primary text-2xl font-semibold text-primary-foreground"
    >
      {initials(contact.name)}
    </span>
  );
}
