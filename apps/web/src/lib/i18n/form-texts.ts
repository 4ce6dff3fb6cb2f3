import type { I18n } from '@lingui/core';
import type { FormTexts } from '@/components/form/form-texts.ts';
import { translateMessage } from './validation-messages.ts';

/** Country names in a language: Intl's region names (every browser ships them), else the English list's name. */
function countryNames(locale: string): FormTexts['countryName'] {
  if (locale === 'en') return (_code, englishName) => englishName;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  return (code, englishName) => {
    try {
      return names.of(code) ?? englishName;
    } catch {
      return englishName;
    }
  };
}

/** The form components' words and validation messages in the customer's language (issue 36), provided by the shell. */
export function translatedFormTexts(i18n: I18n): FormTexts {
  return {
    message: (text) => translateMessage(i18n, text),
    autosave: {
      idle: '',
      loading: i18n._({ id: 'autosave.loading', message: 'Saving...' }),
      success: i18n._({ id: 'autosave.success', message: 'All changes saved' }),
      error: i18n._({ id: 'autosave.error', message: 'Not saved yet: retrying...' }),
      invalid: i18n._({ id: 'autosave.invalid', message: 'Not saved: fix the highlighted field' }),
    },
    yes: i18n._({ id: 'form.yes', message: 'Yes' }),
    no: i18n._({ id: 'form.no', message: 'No' }),
    datePlaceholder: i18n._({ id: 'form.datePlaceholder', message: 'YYYY-MM-DD' }),
    address: {
      legend: i18n._({ id: 'address.legend', message: 'Address' }),
      street: i18n._({ id: 'address.street', message: 'Street address' }),
      unitType: i18n._({ id: 'address.unitType', message: 'Unit type' }),
      unitNone: i18n._({ id: 'address.unitNone', message: 'None' }),
      unitTypes: {
        APT: i18n._({ id: 'address.unit.APT', message: 'Apartment' }),
        FLR: i18n._({ id: 'address.unit.FLR', message: 'Floor' }),
        STE: i18n._({ id: 'address.unit.STE', message: 'Suite' }),
      },
      unitNumber: i18n._({ id: 'address.unitNumber', message: 'Unit number' }),
      city: i18n._({ id: 'address.city', message: 'City' }),
      state: i18n._({ id: 'address.state', message: 'State' }),
      stateOrProvince: i18n._({ id: 'address.stateOrProvince', message: 'State or province' }),
      zip: i18n._({ id: 'address.zip', message: 'ZIP code' }),
      postalCode: i18n._({ id: 'address.postalCode', message: 'Postal code' }),
      country: i18n._({ id: 'address.country', message: 'Country' }),
    },
    selectCountry: i18n._({ id: 'form.selectCountry', message: 'Select a country' }),
    searchCountries: i18n._({ id: 'form.searchCountries', message: 'Search countries...' }),
    noCountry: i18n._({ id: 'form.noCountry', message: 'No country found.' }),
    selectState: i18n._({ id: 'form.selectState', message: 'Select a state' }),
    searchStates: i18n._({ id: 'form.searchStates', message: 'Search states...' }),
    noState: i18n._({ id: 'form.noState', message: 'No state found.' }),
    countryName: countryNames(i18n.locale),
  };
}
