import { DATE_INPUT_PLACEHOLDER, NO_COUNTRY_FOUND_TEXT, NO_STATE_FOUND_TEXT, UNIT_TYPE_LABELS, type UnitType } from '@app/domain';
import { createContext, use } from 'react';
import type { AutosaveStatus } from '@/lib/autosave/autosave-controller.ts';

/**
 * The form components' own words and the validation messages they show. English by default (staff pages); the
 * customer shell provides them in the person's language (issue 36). A validation rule lives once, in its zod schema,
 * with its English text; `message` turns that text into the reader's language at display (lib/i18n/form-texts.ts),
 * and returns a text it does not know unchanged.
 */
export interface FormTexts {
  message: (text: string) => string;
  autosave: Readonly<Record<AutosaveStatus, string>>;
  yes: string;
  no: string;
  /** A date field's placeholder: YYYY-MM-DD as the reader writes those letters (Portuguese and Spanish: AAAA-MM-DD). */
  datePlaceholder: string;
  address: {
    legend: string;
    street: string;
    unitType: string;
    unitNone: string;
    /** The unit designators in words ("Apartment"), not the stored codes (APT) the USCIS forms take. */
    unitTypes: Readonly<Record<UnitType, string>>;
    unitNumber: string;
    city: string;
    state: string;
    stateOrProvince: string;
    zip: string;
    postalCode: string;
    country: string;
  };
  selectCountry: string;
  searchCountries: string;
  noCountry: string;
  selectState: string;
  searchStates: string;
  noState: string;
  /** A country's name by its ISO code (the English list's name by default). */
  countryName: (code: string, englishName: string) => string;
}

export const ENGLISH_FORM_TEXTS: FormTexts = {
  message: (text) => text,
  autosave: {
    idle: '',
    loading: 'Saving...',
    success: 'All changes saved',
    error: 'Not saved yet: retrying...',
    invalid: 'Not saved: fix the highlighted field',
  },
  yes: 'Yes',
  no: 'No',
  datePlaceholder: DATE_INPUT_PLACEHOLDER,
  address: {
    legend: 'Address',
    street: 'Street address',
    unitType: 'Unit type',
    unitNone: 'None',
    unitTypes: UNIT_TYPE_LABELS,
    unitNumber: 'Unit number',
    city: 'City',
    state: 'State',
    stateOrProvince: 'State or province',
    zip: 'ZIP code',
    postalCode: 'Postal code',
    country: 'Country',
  },
  selectCountry: 'Select a country',
  searchCountries: 'Search countries...',
  noCountry: NO_COUNTRY_FOUND_TEXT,
  selectState: 'Select a state',
  searchStates: 'Search states...',
  noState: NO_STATE_FOUND_TEXT,
  countryName: (_code, englishName) => englishName,
};

export const FormTextsContext = createContext<FormTexts>(ENGLISH_FORM_TEXTS);

/** The form texts of the surrounding screen. */
export function useFormTexts(): FormTexts {
  return use(FormTextsContext);
}
