import type { YesNo } from '@app/domain';
import { FormField } from '@/components/form/form-field.tsx';
import { YesNoRadioGroup } from '@/components/form/yes-no-radio-group.tsx';

/** A Yes/No question of a petition answer, stored as the words 'Yes' and 'No' (spec 3 §3). */
export function YesNoAnswerField({ name, label, description }: { name: string; label: string; description?: string }) {
  return (
    <FormField
      name={name}
      label={label}
      labelsGroup
      {...(description ? { description } : {})}
      render={({ field, control }) => (
        <YesNoRadioGroup
          {...control}
          value={field.value === 'Yes' ? true : field.value === 'No' ? false : null}
          onBlur={field.onBlur}
          onChange={(yes) => field.onChange((yes ? 'Yes' : 'No') satisfies YesNo)}
        />
      )}
    />
  );
}
