import type { AccountContact } from '@app/domain';

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
  if (contact.photoUrl) {
    return <img src={contact.photoUrl} alt={`Photo of ${contact.name}`} className="size-24 rounded-full object-cover" />;
  }
  return (
    <span
      role="img"
      aria-label={`Photo of ${contact.name}`}
      className="flex size-24 items-center justify-center rounded-full bg-primary text-2xl font-semibold text-primary-foreground"
    >
      {initials(contact.name)}
    </span>
  );
}
