import { forwardRef, type SelectHTMLAttributes } from 'react';
import { readOnlyDescription, useReadOnly, useReadOnlyReason } from '@/lib/read-only-context.tsx';
import { cn } from '@/lib/utils.ts';

/** How tall the select stands: a toolbar's, a form field's, or a phone's 44 px touch target. */
export type NativeSelectSize = 'toolbar' | 'field' | 'touch';

const SIZE_CLASSES: Record<NativeSelectSize, string> = {
  toolbar: 'h-8 px-2 text-xs',
  field: 'h-9 px-2 text-sm',
  touch: 'h-11 px-3 text-sm',
};

export interface NativeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  size?: NativeSelectSize;
  /** A select that changes nothing stored (a list's filter) stays usable in read-only mode. */
  allowInReadOnly?: boolean;
}

/**
 * The browser's own select, in the fields' look: a phone opens its own picker, and react-hook-form registers it like
 * any input (the Radix Select in select.tsx is for lists that need more than text options). Disabled in read-only
 * mode, as the other form primitives are, saying why where the page gives a reason (ReadOnlyScope). Width comes from the caller (w-full in a form, none in a row of controls).
 */
export const NativeSelect = forwardRef<HTMLSelectElement, NativeSelectProps>(function NativeSelect(
  { className, disabled, size = 'field', allowInReadOnly = false, 'aria-describedby': describedBy, ...props },
  ref,
) {
  const readOnly = useReadOnly();
  const reason = useReadOnlyReason();
  return (
    <select
      ref={ref}
      disabled={disabled || (readOnly && !allowInReadOnly)}
      {...readOnlyDescription(reason, readOnly && !allowInReadOnly, describedBy)}
      className={cn(
        'rounded-md border border-input bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50',
        SIZE_CLASSES[size],
        className,
      )}
      {...props}
    />
  );
});
