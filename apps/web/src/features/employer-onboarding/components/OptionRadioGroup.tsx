import { forwardRef, useId } from 'react';
import { Label } from '@/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group.tsx';

/**
 * One choice among a few worded options ('Yes'/'No', 'New Employer'/'Change of Employer'), stored as the words
 * (shown through optionLabel in the reader's language).
 */
export const OptionRadioGroup = forwardRef<
  HTMLDivElement,
  {
    options: readonly string[];
    /** An option's words on screen (the reader's language); the stored value stays the option itself. */
    optionLabel?: (option: string) => string;
    value: string | null | undefined;
    onChange: (value: string) => void;
    onBlur?: () => void;
    disabled?: boolean;
    id?: string;
    'aria-labelledby'?: string;
    'aria-describedby'?: string;
    'aria-invalid'?: boolean;
  }
>(function OptionRadioGroup({ options, optionLabel = (option) => option, value, onChange, onBlur, ...props }, ref) {
  const id = useId();
  return (
    <RadioGroup
      ref={ref}
      value={value ?? ''}
      onValueChange={onChange}
      onBlur={onBlur}
      className="flex flex-wrap gap-x-6 gap-y-2"
      {...props}
    >
      {options.map((option, index) => (
        <div key={option} className="flex items-center gap-2">
          <RadioGroupItem value={option} id={`${id}-${index}`} />
          <Label htmlFor={`${id}-${index}`}>{optionLabel(option)}</Label>
        </div>
      ))}
    </RadioGroup>
  );
});
