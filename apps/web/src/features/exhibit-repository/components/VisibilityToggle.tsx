import { Eye, EyeOff } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';

export const VISIBILITY_TOOLTIP = 'Exhibit visible to customers';

/** Flips `visible` (spec 2 §2.2); the tooltip shows on hover and keyboard focus and names the button's meaning. */
export function VisibilityToggle({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  const tooltipId = useId();
  return (
    <span className="group relative inline-flex">
      <Button type="button" variant="outline" size="sm" aria-pressed={visible} aria-describedby={tooltipId} onClick={onToggle}>
        {visible ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
        {visible ? 'Visible' : 'Hidden'}
      </Button>
      <span
        id={tooltipId}
        role="tooltip"
        className="pointer-events-none absolute left-1/2 top-full z-20 mt-1 hidden -translate-x-1/2 whitespace-nowrap rounded-md bg-foreground px-2 py-1 text-xs text-background group-hover:block group-focus-within:block"
      >
        {VISIBILITY_TOOLTIP}
      </span>
    </span>
  );
}
