import { forwardRef, useId } from 'react';
import { Label } from '../ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '../ui/radio-group.tsx';
import { useFormTexts } from './form-texts.ts';

type YesNoRadioGroupProps = {
  /** null or undefined: not answered yet. */
  value: boolean | null | undefined;
  onChange: (value: boolean) => void;
  onBlur?: () => void;
  disabled?: boolean;
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
};

/** A Yes/No question as two radio buttons, for a boolean field; arrow keys move between them. */
export const YesNoRadioGroup = forwardRef<HTMLDivElement, YesNoRadioGroupProps>(function YesNoRadioGroup(
  { value, onChange, onBlur, ...props },
  ref,
) {
  const id = useId();
  const texts = useFormTexts();
  const current = value === true ? 'yes' : value === false ? 'no' : '';
  return (
    <RadioGroup
      ref={ref}
      value={current}
      onValueChange={(next) => onChange(next === 'yes')}
      onBlur={onBlur}
      className="flex gap-6"
      {...props}
    >
      {(['yes', 'no'] as const).map((option) => (
        <div key={option} className="flex items-center gap-2">
          <RadioGroupItem value={option} id={`${id}-${option}`} />
          <Label htmlFor={`${id}-${option}`}>{option === 'yes' ? texts.yes : texts.no}</Label>
        </div>
      ))}
    </RadioGroup>
  );
});
