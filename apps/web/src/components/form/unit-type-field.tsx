import { UNIT_TYPE_LABELS, UNIT_TYPES } from '@app/domain';
import { Controller, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldLayout } from '../ui/form.tsx';
import { NativeSelect } from '../ui/native-select.tsx';

/**
 * The unit type of a staff address form (Apt., Ste., Flr., or none), as the USCIS forms tick it: "None" is null, the
 * schema's "no unit". One select for the attorney profile's address and the I-765's physical address.
 */
export function UnitTypeField<TValues extends FieldValues>({
  name,
  disabled = false,
  className,
}: {
  name: FieldPath<TValues>;
  disabled?: boolean;
  className?: string;
}) {
  const { control } = useFormContext<TValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FieldLayout label="Unit type" {...(className ? { className } : {})}>
          {(ids) => (
            <NativeSelect
              {...ids}
              ref={field.ref}
              name={field.name}
              disabled={disabled}
              value={(field.value as string | null | undefined) ?? ''}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
              className="w-full"
            >
              <option value="">None</option>
              {UNIT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {UNIT_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FieldLayout>
      )}
    />
  );
}
