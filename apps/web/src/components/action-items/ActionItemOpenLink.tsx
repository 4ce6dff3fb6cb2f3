import type { ActionItemTarget } from '@/lib/action-item-target.ts';
import { AppLink } from '@/lib/navigation.tsx';

/** A task's "Open: …" link (Action Items, Home): in place inside the app, in a new tab outside it. */
/** `labels`: the customer's language (issue 36); English otherwise. */
export function ActionItemOpenLink({
  target,
  content,
  labels = { open: 'Open:', newTab: ' (opens in a new tab)' },
}: {
  target: ActionItemTarget;
  content: string;
  labels?: { open: string; newTab: string };
}) {
  // On phones a fingertip-sized target (44 px), however short its text (issue 26).
  const className = 'text-xs text-primary underline max-md:inline-flex max-md:min-h-11 max-md:items-center';
  if (target.kind === 'app') {
    return (
      <AppLink className={className} to={target.href}>
        {labels.open} {content}
      </AppLink>
    );
  }
  return (
    <a className={className} href={target.href} target="_blank" rel="noopener noreferrer">
      {labels.open} {content}
      <span className="sr-only">{labels.newTab}</span>
    </a>
  );
}
