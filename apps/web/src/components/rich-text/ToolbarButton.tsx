import type { ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { cn } from '@/lib/utils.ts';

/**
 * One toolbar control: labelled for screen readers (aria-label, and a tooltip), aria-pressed when it
 * toggles a format. Pressing it keeps the editor's selection (mouse down does not take focus).
 */
export function ToolbarButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  /** Only for toggles: whether the format is on at the selection. */
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={cn('h-8 w-8', pressed && 'bg-accent text-accent-foreground')}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** A thin divider between groups of toolbar controls. */
export function ToolbarSeparator() {
  return <span role="separator" aria-orientation="vertical" className="mx-1 h-6 w-px self-center bg-border" />;
}
