import { Controller, useFormContext } from 'react-hook-form';
import { useIsRequiredField } from '@/components/form/required-fields-context.ts';
import { Input } from '@/components/ui/input.tsx';
import { FieldLayout } from '@/components/ui/form.tsx';
import type { AttorneyProfileValues } from './attorney-profile-values.ts';

export type TextFieldName = Exclude<keyof AttorneyProfileValues, 'unitType'>;

/**
 * One text field of the attorney profile. The schema's messages are predicates ("is required", "must be an e-mail
 * address"), so the message shown names the field. An optional field emptied becomes null: the schema's "not
 * given", where an empty string would fail the e-mail and account-number formats.
 */
export function ProfileTextField({
  name,
  label,
  description,
  autoComplete,
  className,
}: {
  name: TextFieldName;
  label: string;
  description?: string;
  autoComplete?: string;
  className?: string;
}) {
  const { control } = useFormContext<AttorneyProfileValues>();
  const required = useIsRequiredField(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FieldLayout
          label={label}
          description={description}
          required={required}
          error={fieldState.error?.message ? `${label} ${fieldState.error.message}` : undefined}
          className={className}
        >
          {(ids) => (
            <Input
              {...ids}
              ref={field.ref}
              name={field.name}
              autoComplete={autoComplete}
              value={field.value ?? ''}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.value === '' && !required ? null : event.target.value)}
            />
          )}
        </FieldLayout>
      )}
    />
  );
}
