import type { ActionItemTarget } from '../../lib/action-item-target.ts';
import { AppLink } from '../../lib/navigation.tsx';

/** A task's "Open: …" link (Action Items, Home): in place inside the app, in a new tab outside it. */
export function ActionItemOpenLink({ target, content }: { target: ActionItemTarget; content: string }) {
  const className = 'text-xs text-primary underline';
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
