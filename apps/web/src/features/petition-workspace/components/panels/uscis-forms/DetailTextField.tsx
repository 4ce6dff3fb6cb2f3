import { Controller, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIsRequiredField } from '@/components/form/required-fields-context.ts';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { FieldLayout } from '@/components/ui/form.tsx';

/**
 * One text box of a form the Forms tab types (a G-28's Part 6 text, the I-765's physical address). The domain's
 * messages are predicates ("must be the five digits of a ZIP code"), so the message shown names the field.
 */
export function DetailTextField<TValues extends FieldValues>({
  name,
  label,
  description,
  maxLength,
  multiline = false,
  autoComplete,
  className,
}: {
  name: FieldPath<TValues>;
  label: string;
  description?: string;
  maxLength: number;
  multiline?: boolean;
  autoComplete?: string;
  className?: string;
}) {
  const { control } = useFormContext<TValues>();
  const required = useIsRequiredField(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FieldLayout
          label={label}
          {...(description ? { description } : {})}
          required={required}
          error={fieldState.error?.message ? `${label} ${fieldState.error.message}` : undefined}
          {...(className ? { className } : {})}
        >
          {(ids) =>
            multiline ? (
              <Textarea {...ids} {...field} value={(field.value as string | undefined) ?? ''} maxLength={maxLength} rows={4} />
            ) : (
              <Input
                {...ids}
                {...field}
                value={(field.value as string | undefined) ?? ''}
                maxLength={maxLength}
                {...(autoComplete ? { autoComplete } : {})}
              />
            )
          }
        </FieldLayout>
      )}
    />
  );
}
