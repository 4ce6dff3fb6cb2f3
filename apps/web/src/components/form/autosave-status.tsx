import { Check, CloudOff, Loader2 } from 'lucide-react';
import type { AutosaveStatus as Status } from '@/lib/autosave/autosave-controller.ts';
import { cn } from '@/lib/utils.ts';
import { ENGLISH_FORM_TEXTS, useFormTexts } from './form-texts.ts';

/** The status words in English (the customer shell provides them in the reader's language: form-texts.ts). */
export const AUTOSAVE_STATUS_TEXT = ENGLISH_FORM_TEXTS.autosave;

/** Tells the user (politely, to screen readers too) whether their edits are saved. */
export function AutosaveStatus({ status, className }: { status: Status; className?: string }) {
  const texts = useFormTexts();
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
      {texts.autosave[status]}
    </p>
  );
}
