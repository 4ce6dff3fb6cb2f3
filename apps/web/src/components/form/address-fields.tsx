import { DEFAULT_COUNTRY_CODE, NOT_FOUND_VALUE_TEXT, UNIT_TYPES, type UnitType } from '@app/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { Input } from '../ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select.tsx';
import { FormField } from './form-field.tsx';
import { useFormTexts } from './form-texts.ts';
import { CountrySelect, StateSelect } from './geography-selects.tsx';

/** Radix Select has no empty value: this stands for "no unit type". */
const NO_UNIT_TYPE = 'none';

function isUnitType(value: unknown): value is UnitType {
  return (UNIT_TYPES as readonly unknown[]).includes(value);
}

/**
 * The fields of an AddressSchema value under `name` in the surrounding ZodForm: street, unit type and
 * number, city, state (a U.S. state picker for U.S. addresses, free text elsewhere), ZIP or postal code,
 * country. Stored values the pickers do not know show '(Not found)' instead of being dropped. An address `abroad` (the
 * beneficiary's home-country address) is never read as a U.S. one while its country is not chosen yet: a Brazilian
 * filling it in met a U.S. state picker and "U.S. ZIP code" first.
 */
export function AddressFields({ name, legend, abroad = false }: { name: string; legend?: string; abroad?: boolean }) {
  const { control } = useFormContext();
  const { address: words } = useFormTexts();
  const country: unknown = useWatch({ control, name: `${name}.country` });
  const isUnitedStates = country === DEFAULT_COUNTRY_CODE || (!country && !abroad);

  return (
    <fieldset className="m-0 grid min-w-0 gap-4 border-0 p-0 sm:grid-cols-6">
      <legend className="mb-2 text-sm font-semibold">{legend ?? words.legend}</legend>
      <FormField
        name={`${name}.street`}
        label={words.street}
        className="sm:col-span-6"
        render={({ field, control: ids }) => <Input autoComplete="address-line1" {...ids} {...field} value={field.value ?? ''} />}
      />
      <FormField
        name={`${name}.unitType`}
        label={words.unitType}
        className="sm:col-span-3"
        render={({ field, control: ids }) => (
          <Select
            value={field.value ?? NO_UNIT_TYPE}
            onValueChange={(next) => field.onChange(next === NO_UNIT_TYPE ? null : next)}
            disabled={field.disabled}
          >
            <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...ids}>
              <SelectValue>
                {field.value == null
                  ? words.unitNone
                  : isUnitType(field.value)
                    ? words.unitTypes[field.value]
                    : NOT_FOUND_VALUE_TEXT}
              </SelectValue>
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NO_UNIT_TYPE}>{words.unitNone}</SelectItem>
              {UNIT_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {words.unitTypes[type]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
      <FormField
        name={`${name}.unitNumber`}
        label={words.unitNumber}
        className="sm:col-span-3"
        render={({ field, control: ids }) => (
          <Input
            autoComplete="address-line2"
            {...ids}
            {...field}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
          />
        )}
      />
      <FormField
        name={`${name}.city`}
        label={words.city}
        className="sm:col-span-2"
        render={({ field, control: ids }) => (
          <Input autoComplete="address-level2" {...ids} {...field} value={field.value ?? ''} />
        )}
      />
      <FormField
        name={`${name}.state`}
        label={isUnitedStates ? words.state : words.stateOrProvince}
        className="sm:col-span-2"
        render={({ field, control: ids }) =>
          isUnitedStates ? (
            <StateSelect ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} {...ids} />
          ) : (
            <Input autoComplete="address-level1" {...ids} {...field} value={field.value ?? ''} />
          )
        }
      />
      <FormField
        name={`${name}.zip`}
        label={isUnitedStates ? words.zip : words.postalCode}
        className="sm:col-span-2"
        render={({ field, control: ids }) => <Input autoComplete="postal-code" {...ids} {...field} value={field.value ?? ''} />}
      />
      <FormField
        name={`${name}.country`}
        label={words.country}
        className="sm:col-span-6"
        render={({ field, control: ids }) => (
          <CountrySelect ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} {...ids} />
        )}
      />
    </fieldset>
  );
}
