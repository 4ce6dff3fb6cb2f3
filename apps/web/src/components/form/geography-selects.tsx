import { COUNTRIES, US_STATES } from '@app/domain';
import { forwardRef, useMemo } from 'react';
import { Combobox, type ComboboxOption, type ComboboxProps } from './combobox.tsx';
import { useFormTexts } from './form-texts.ts';

const STATE_OPTIONS: readonly ComboboxOption[] = US_STATES.map(({ code, name }) => ({ value: code, label: name }));

type PickerProps = Omit<ComboboxProps, 'options' | 'emptyText'>;

type CountrySelectProps = PickerProps & {
  /** Choices offered before the countries (the passport step: a code as printed that names no country). */
  extraOptions?: readonly ComboboxOption[];
};

/** A country by its ISO 3166-1 alpha-2 code, searchable by name or code. */
export const CountrySelect = forwardRef<HTMLButtonElement, CountrySelectProps>(function CountrySelect(
  { extraOptions, ...props },
  ref,
) {
  const texts = useFormTexts();
  // Names in the reader's language (Intl's region names on translated screens), searchable in it.
  const countries = useMemo<readonly ComboboxOption[]>(
    () => COUNTRIES.map(({ code, name }) => ({ value: code, label: texts.countryName(code, name) })),
    [texts],
  );
  const options = useMemo(() => (extraOptions?.length ? [...extraOptions, ...countries] : countries), [extraOptions, countries]);
  return (
    <Combobox
      ref={ref}
      options={options}
      placeholder={texts.selectCountry}
      searchPlaceholder={texts.searchCountries}
      emptyText={texts.noCountry}
      {...props}
    />
  );
});

/** A U.S. state, D.C. or territory by its USPS code, searchable by name or code. */
export const StateSelect = forwardRef<HTMLButtonElement, PickerProps>(function StateSelect(props, ref) {
  const texts = useFormTexts();
  return (
    <Combobox
      ref={ref}
      options={STATE_OPTIONS}
      placeholder={texts.selectState}
      searchPlaceholder={texts.searchStates}
      emptyText={texts.noState}
      {...props}
    />
  );
});
