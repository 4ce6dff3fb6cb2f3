import { COUNTRIES, NO_COUNTRY_FOUND_TEXT, NO_STATE_FOUND_TEXT, US_STATES } from '@app/domain';
import { forwardRef } from 'react';
import { Combobox, type ComboboxOption, type ComboboxProps } from './combobox.tsx';

const COUNTRY_OPTIONS: readonly ComboboxOption[] = COUNTRIES.map(({ code, name }) => ({ value: code, label: name }));
const STATE_OPTIONS: readonly ComboboxOption[] = US_STATES.map(({ code, name }) => ({ value: code, label: name }));

type PickerProps = Omit<ComboboxProps, 'options' | 'emptyText'>;

/** A country by its ISO 3166-1 alpha-2 code, searchable by name or code. */
export const CountrySelect = forwardRef<HTMLButtonElement, PickerProps>(function CountrySelect(props, ref) {
  return (
    <Combobox
      ref={ref}
      options={COUNTRY_OPTIONS}
      placeholder="Select a country"
      searchPlaceholder="Search countries..."
      emptyText={NO_COUNTRY_FOUND_TEXT}
      {...props}
    />
  );
});

/** A U.S. state, D.C. or territory by its USPS code, searchable by name or code. */
export const StateSelect = forwardRef<HTMLButtonElement, PickerProps>(function StateSelect(props, ref) {
  return (
    <Combobox
      ref={ref}
      options={STATE_OPTIONS}
      placeholder="Select a state"
      searchPlaceholder="Search states..."
      emptyText={NO_STATE_FOUND_TEXT}
      {...props}
    />
  );
});
