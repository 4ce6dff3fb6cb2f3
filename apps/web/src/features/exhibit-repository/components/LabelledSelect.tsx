import { useId } from 'react';
import { Label } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';

interface LabelledSelectProps {
  label: string;
  value: string | null;
  options: readonly { id: string; name: string }[];
  onChange: (value: string) => void;
  placeholder?: string;
}

/** One of the editor pane's selectors (owner, module type, exhibit type), saved when changed. */
export function LabelledSelect({ label, value, options, onChange, placeholder = 'Not set' }: LabelledSelectProps) {
  const labelId = useId();
  return (
    <div className="grid content-start gap-1.5">
      <Label id={labelId}>{label}</Label>
      <Select value={value ?? ''} onValueChange={onChange}>
        <SelectTrigger aria-labelledby={labelId}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.id} value={option.id}>
              {option.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
