import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { useReadOnly } from '@/lib/read-only-context.tsx';
import { cn } from '@/lib/utils.ts';

/** A multi-line text field; disabled in read-only mode. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, disabled, ...props },
  ref,
) {
  const readOnly = useReadOnly();
  return (
    <textarea
      ref={ref}
      disabled={disabled || readOnly}
      className={cn(
        'flex min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive',
        className,
      )}
      {...props}
    />
  );
});
