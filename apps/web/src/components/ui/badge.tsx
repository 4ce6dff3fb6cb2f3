import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/utils.ts';

export function Badge({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground',
        className,
      )}
      {...props}
    />
  );
}
