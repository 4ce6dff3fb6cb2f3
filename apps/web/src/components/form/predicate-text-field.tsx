import { Controller, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { Input } from '../ui/input.tsx';
import { Textarea } from '../ui/textarea.tsx';
import { FieldLayout } from '../ui/form.tsx';
import { useIsRequiredField } from './required-fields-context.ts';

/**
 * One text box of a staff form whose schema's messages are predicates ("is required", "must be the five digits of
 * a ZIP code"), so the message shown names the field: the attorney profile, a G-28's Part 6 text, the I-765's
 * physical address. `emptyOptionalAsNull`: an optional box emptied becomes null, the schema's "not given", where an
 * empty string would fail a format (an e-mail, an account number).
 */
export function PredicateTextField<TValues extends FieldValues>({
  name,
  label,
  description,
  maxLength,
  multiline = false,
  emptyOptionalAsNull = false,
  autoComplete,
  className,
}: {
  name: FieldPath<TValues>;
  label: string;
  description?: string;
  maxLength?: number;
  multiline?: boolean;
  emptyOptionalAsNull?: boolean;
  autoComplete?: string;
  className?: string;
}) {
  const { control } = useFormContext<TValues>();
  const required = useIsRequiredField(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const box = {
          ref: field.ref,
          name: field.name,
          value: (field.value as string | null | undefined) ?? '',
          onBlur: field.onBlur,
          onChange: (event: { target: { value: string } }) =>
            field.onChange(emptyOptionalAsNull && event.target.value === '' && !required ? null : event.target.value),
          ...(maxLength !== undefined ? { maxLength } : {}),
        };
        return (
          <FieldLayout
            label={label}
            {...(description ? { description } : {})}
            required={required}
            error={fieldState.error?.message ? `${label} ${fieldState.error.message}` : undefined}
            {...(className ? { className } : {})}
          >
            {(ids) =>
              multiline ? (
                <Textarea {...ids} {...box} rows={4} />
              ) : (
                <Input {...ids} {...box} {...(autoComplete ? { autoComplete } : {})} />
              )
            }
          </FieldLayout>
        );
      }}
    />
  );
}
