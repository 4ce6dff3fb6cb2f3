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
  /**
   * A 44 × 44 px tap target (WCAG 2.5.5) around the same 16 px box, for customer lists read on a phone: the control
   * itself is the larger square (so it is what a finger hits and what is measured), drawn transparent, with negative
   * margins so the box sits where a plain checkbox would and the layout around it does not move.
   */
  touchTarget?: boolean;
};

const BOX_CLASS = 'h-4 w-4 shrink-0 rounded-sm border border-primary shadow';
const PLAIN_CLASS = `group/checkbox peer ${BOX_CLASS} focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground`;
// The square's margins take back all but the box's 16 px; the box inside draws the border, tick and focus ring.
const TOUCH_TARGET_CLASS =
  'group/checkbox peer -m-3.5 flex h-11 w-11 shrink-0 items-center justify-center focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50';
const TOUCH_TARGET_BOX_CLASS = `flex items-center justify-center ${BOX_CLASS} group-focus-visible/checkbox:ring-2 group-focus-visible/checkbox:ring-ring group-data-[state=checked]/checkbox:bg-primary group-data-[state=checked]/checkbox:text-primary-foreground`;

/** A checkbox; disabled in read-only mode unless it only filters the view (allowInReadOnly). */
export const Checkbox = forwardRef<ElementRef<typeof CheckboxPrimitive.Root>, CheckboxProps>(function Checkbox(
  {
    className,
    disabled,
    allowInReadOnly = false,
    busy = false,
    touchTarget = false,
    onClick,
    'aria-describedby': describedBy,
    ...props
  },
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
      className={cn(touchTarget ? TOUCH_TARGET_CLASS : PLAIN_CLASS, busy && BUSY_CLASS, className)}
      onClick={busyAwareClick(busy, onClick)}
      {...props}
    >
      {/*
        The tick shown by CSS from the root's data-state rather than Radix's Indicator: the Indicator mounts through
        Presence, which reads getComputedStyle on mount, a forced style recalculation per checked box (issue 35:
        ~30 ms on the petition page's tree). Nothing animates here, so Presence bought nothing.
      */}
      {touchTarget ? (
        <span className={TOUCH_TARGET_BOX_CLASS}>
          <Check className="hidden h-3.5 w-3.5 group-data-[state=checked]/checkbox:block" aria-hidden="true" />
        </span>
      ) : (
        <span className="hidden items-center justify-center text-current group-data-[state=checked]/checkbox:flex">
          <Check className="h-3.5 w-3.5" aria-hidden="true" />
        </span>
      )}
    </CheckboxPrimitive.Root>
  );
});
