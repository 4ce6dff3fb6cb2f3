import { Slot } from './slot.tsx';
import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { readOnlyDescription, useReadOnly, useReadOnlyReason } from '@/lib/read-only-context.tsx';
import { cn } from '@/lib/utils.ts';
import { BUSY_CLASS, busyAwareClick } from './busy-press.ts';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        outline: 'border border-input bg-background hover:bg-accent hover:text-accent-foreground',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: { default: 'h-9 px-4 py-2', sm: 'h-8 px-3 text-xs', lg: 'h-10 px-6', icon: 'h-9 w-9' },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
  /** Navigation and view controls stay usable in read-only mode; actions that change data do not. */
  allowInReadOnly?: boolean;
  /**
   * The action this button started is running: it is aria-disabled and ignores presses (a submit button does not
   * submit its form), but keeps the focus. A disabled button drops the focus to the page's body, and a keyboard or
   * screen reader user would start again from the top.
   */
  busy?: boolean;
}

/** A button; disabled in read-only mode unless it only navigates or changes the view (allowInReadOnly). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    className,
    variant,
    size,
    asChild = false,
    allowInReadOnly = false,
    busy = false,
    disabled,
    onClick,
    'aria-describedby': describedBy,
    ...props
  },
  ref,
) {
  const readOnly = useReadOnly();
  const reason = useReadOnlyReason();
  const Comp = asChild ? Slot : 'button';
  const isDisabled = disabled || (readOnly && !allowInReadOnly);
  return (
    <Comp
      ref={ref}
      className={cn(buttonVariants({ variant, size }), busy && BUSY_CLASS, className)}
      disabled={asChild ? undefined : isDisabled}
      aria-disabled={(asChild && isDisabled) || busy ? true : undefined}
      {...readOnlyDescription(reason, readOnly && !allowInReadOnly, describedBy)}
      onClick={busyAwareClick(busy, onClick)}
      {...props}
    />
  );
});
