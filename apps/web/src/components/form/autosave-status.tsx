import { Check, CloudOff, Loader2 } from 'lucide-react';
import type { AutosaveStatus as Status } from '@/lib/autosave/autosave-controller.ts';
import { cn } from '@/lib/utils.ts';

export const AUTOSAVE_STATUS_TEXT: Readonly<Record<Status, string>> = {
  idle: '',
  loading: 'Saving...',
  success: 'All changes saved',
  error: 'Not saved yet: retrying...',
  invalid: 'Not saved: fix the highlighted field',
};

/** Tells the user (politely, to screen readers too) whether their edits are saved. */
export function AutosaveStatus({ status, className }: { status: Status; className?: string }) {
  const Icon =
    status === 'loading' ? Loader2 : status === 'success' ? Check : status === 'error' || status === 'invalid' ? CloudOff : null;
  return (
    <p
      role="status"
      aria-live="polite"
      className={cn(
        'flex min-h-5 items-center gap-1.5 text-xs',
        status === 'error' || status === 'invalid' ? 'text-destructive' : 'text-muted-foreground',
        className,
      )}
    >
      {Icon && <Icon className={cn('h-3.5 w-3.5', status === 'loading' && 'animate-spin')} aria-hidden="true" />}
      {AUTOSAVE_STATUS_TEXT[status]}
    </p>
  );
}
