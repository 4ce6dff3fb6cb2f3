import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';

/** The 'all' choice (a Radix select item cannot have an empty value). */
const ALL = '__all__';

export interface TypeOption {
  id: string;
  name: string;
}

interface TypeFilterProps {
  label: string;
  options: readonly TypeOption[];
  value: string | null;
  onChange: (value: string | null) => void;
}

/** One dropdown filter of the repository list with its 'all' option and a reset button (spec 2 §2.1). */
export function TypeFilter({ label, options, value, onChange }: TypeFilterProps) {
  const labelId = useId();
  // A filter from the address that is not (or not yet) among the options still shows as itself.
  const known = value === null || options.some((option) => option.id === value);
  return (
    <div className="grid gap-1.5">
      <Label id={labelId}>{label}</Label>
      <div className="flex items-center gap-1">
        <Select value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? null : next)}>
          <SelectTrigger aria-labelledby={labelId} className="min-w-0 flex-1">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All</SelectItem>
            {!known && value && <SelectItem value={value}>{value}</SelectItem>}
            {options.map((option) => (
              <SelectItem key={option.id} value={option.id}>
                {option.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          allowInReadOnly
          aria-label={`Reset ${label}`}
          disabled={value === null}
          onClick={() => onChange(null)}
        >
          <RotateCcw aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
