import { forwardRef, type InputHTMLAttributes } from 'react';
import { useReadOnly } from '@/lib/read-only-context.tsx';
import { cn } from '@/lib/utils.ts';

/** A text field; disabled in read-only mode (search fields that change nothing pass allowInReadOnly). */
export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { allowInReadOnly?: boolean }>(
  function Input({ className, disabled, allowInReadOnly = false, ...props }, ref) {
    const readOnly = useReadOnly();
    return (
      <input
        ref={ref}
        disabled={disabled || (readOnly && !allowInReadOnly)}
        className={cn(
          'flex h-9 w-full rounded-md border border-input bg-background px-3 py-1 text-sm shadow-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 file:border-0 file:bg-transparent file:text-sm file:font-medium',
          className,
        )}
        {...props}
      />
    );
  },
);
