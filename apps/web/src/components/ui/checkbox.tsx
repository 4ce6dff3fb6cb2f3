import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import { readOnlyDescription, useReadOnly, useReadOnlyReason } from '@/lib/read-only-context.tsx';
import { cn } from '@/lib/utils.ts';
import { BUSY_CLASS, busyAwareClick } from './busy-press.ts';

type CheckboxProps = ComponentPropsWithoutRef<typeof CheckboxPrimitive.Root> & {
  allowInReadOnly?: boolean;
  /**
   * The change this box started is being saved: aria-disabled and presses ignored, but it keeps the focus (as
   * Button's busy). A disabled box drops the focus to the page's body.
   */
  busy?: boolean;
};

/** A checkbox; disabled in read-only mode unless it only filters the view (allowInReadOnly). */
export const Checkbox = forwardRef<ElementRef<typeof CheckboxPrimitive.Root>, CheckboxProps>(function Checkbox(
  { className, disabled, allowInReadOnly = false, busy = false, onClick, 'aria-describedby': describedBy, ...props },
  ref,
) {
  const readOnly = useReadOnly();
  const reason = useReadOnlyReason();
  return (
    <CheckboxPrimitive.Root
      ref={ref}
      disabled={disabled || (readOnly && !allowInReadOnly)}
      aria-disabled={busy ? true : undefined}
      {...readOnlyDescription(reason, readOnly && !allowInReadOnly, describedBy)}
      className={cn(
        'group/checkbox peer h-4 w-4 shrink-0 rounded-sm border border-primary shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
        busy && BUSY_CLASS,
        className,
      )}
      onClick={busyAwareClick(busy, onClick)}
      {...props}
    >
      {/*
        The tick shown by CSS from the root's data-state rather than Radix's Indicator: the Indicator mounts through
        Presence, which reads getComputedStyle on mount, a forced style recalculation per checked box (issue 35:
        ~30 ms on the petition page's tree). Nothing animates here, so Presence bought nothing.
      */}
      <span className="hidden items-center justify-center text-current group-data-[state=checked]/checkbox:flex">
        <Check className="h-3.5 w-3.5" aria-hidden="true" />
      </span>
    </CheckboxPrimitive.Root>
  );
});
