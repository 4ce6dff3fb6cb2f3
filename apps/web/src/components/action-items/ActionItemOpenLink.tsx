import type { ActionItemTarget } from '@/lib/action-item-target.ts';
import { AppLink } from '@/lib/navigation.tsx';

/** A task's "Open: …" link (Action Items, Home): in place inside the app, in a new tab outside it. */
export function ActionItemOpenLink({ target, content }: { target: ActionItemTarget; content: string }) {
  // On phones a fingertip-sized target (44 px), however short its text (issue 26).
  const className = 'text-xs text-primary underline max-md:inline-flex max-md:min-h-11 max-md:items-center';
  if (target.kind === 'app') {
    return (
      <AppLink className={className} to={target.href}>
        Open: {content}
      </AppLink>
    );
  }
  return (
    <a className={className} href={target.href} target="_blank" rel="noopener noreferrer">
      Open: {content}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
