import { useMutation, useQuery } from '@apollo/client/react';
import {
  COMPANY_TYPES_OF_BUSINESS,
  companyIncomeText,
  CompanyProfileSchema,
  DEFAULT_COUNTRY_CODE,
  parseCompanyIncome,
  type CompanyProfile,
  type CompanyProfileInput,
} from '@app/domain';
import { useMemo } from 'react';
import { toast } from 'sonner';
import { QueryState } from '@/components/QueryState.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { CountrySelect, StateSelect } from '@/components/form/geography-selects.tsx';
import { MoneyInput } from '@/components/form/money-input.tsx';
import { useZodForm } from '@/components/form/use-zod-form.ts';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { EDITOR_SESSION_CONTEXT } from '@/lib/editor-session.ts';
import type { CompanyProfileFieldsFragment } from '@/lib/gql/graphql.ts';
import { LIVE_QUERY_CONTEXT } from '@/lib/live-refetch.ts';
import { CompanyProfileQuery, UpdateCompanyProfileMutation } from '../api/company-profile.ts';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { KEEP_EDITS_ON_NEW_VALUES, RESET_TO_SAVED } from './use-draft-following-server.ts';

type Field = keyof CompanyProfileInput;
/** The form's values: each field's text as typed. */
type ProfileText = Record<Field, string>;

const TEXT_FIELDS: readonly (readonly [Field, string, string?])[] = [
  ['legalName', 'Legal name', 'As registered; the forms use the DBA name when this is blank.'],
  ['ein', 'FEIN', 'Federal Employer Identification Number: 9 digits, e.g. 12-3456789 (saved with the dash).'],
  ['phoneNumber', 'Daytime telephone'],
  ['street', 'Street address'],
  ['city', 'City'],
];

/** Each form field's column in the company's patch. */
const PATCH_KEYS: Readonly<Record<Field, string>> = {
  legalName: 'legalName',
  ein: 'ein',
  phoneNumber: 'phoneNumber',
  street: 'streetNumberStreetNameBusinessAddress',
  city: 'city',
  state: 'state',
  zipCode: 'zipCode',
  country: 'country',
  companyTypeOfBusiness: 'companyTypeOfBusiness',
  currentNumberOfEmployees: 'currentNumberOfEmployees',
  naicsCode: 'naicsCode',
  grossAnnualIncome: 'companyGrossAnnualIncome',
  netAnnualIncome: 'companyNetAnnualIncome',
};

/** The incomes' whole dollars go to the numeric columns as text (the API's BigFloat). */
const MONEY_FIELDS: ReadonlySet<Field> = new Set(['grossAnnualIncome', 'netAnnualIncome']);
const patchValue = (field: Field, value: unknown) =>
  MONEY_FIELDS.has(field) && typeof value === 'number' ? String(value) : value;

const ADDRESS_FIELDS: ReadonlySet<Field> = new Set(['street', 'city', 'state', 'zipCode']);

function initialValues(company: CompanyProfileFieldsFragment): ProfileText {
  return {
    legalName: company.legalName ?? '',
    ein: company.ein ?? '',
    phoneNumber: company.phoneNumber ?? '',
    street: company.streetNumberStreetNameBusinessAddress ?? '',
    city: company.city ?? '',
    state: company.state ?? '',
    zipCode: company.zipCode ?? '',
    country: company.country ?? DEFAULT_COUNTRY_CODE,
    companyTypeOfBusiness: company.companyTypeOfBusiness ?? '',
    currentNumberOfEmployees: company.currentNumberOfEmployees === null ? '' : String(company.currentNumberOfEmployees),
    naicsCode: company.naicsCode ?? '',
    grossAnnualIncome: companyIncomeText(company.companyGrossAnnualIncome),
    netAnnualIncome: companyIncomeText(company.companyNetAnnualIncome),
  };
}

/**
 * The petitioner's company profile (issue: a new case's forms asked for "the petitioner's company profile", which
 * only the employer's wizard could fill): the address, telephone, FEIN and business figures the G-28, I-129 and
 * I-140 read, edited by staff and checked with the domain's CompanyProfileSchema (the database checks the same).
 */
export function CompanyProfileSection({ companyId }: { companyId: string }) {
  const query = useQuery(CompanyProfileQuery, { variables: { id: companyId }, context: LIVE_QUERY_CONTEXT });
  const company = query.data?.companyById;
  return (
    <section aria-labelledby="company-profile-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="company-profile-heading" className="text-base font-semibold">
          Company profile
        </h2>
        <p className="text-sm text-muted-foreground">What the USCIS forms (G-28, I-129, I-140) read about the petitioner.</p>
      </div>
      <QueryState loading={query.loading} error={query.error} hasData={Boolean(company)}>
        {company && <CompanyProfileForm key={company.id} company={company} />}
      </QueryState>
    </section>
  );
}

function CompanyProfileForm({ company }: { company: CompanyProfileFieldsFragment }) {
  // Follows the company live (entity-live.ts): new server values fill the fields staff have not changed; a field staff
  // changed keeps what they typed.
  const values = useMemo(() => initialValues(company), [company]);
  const form = useZodForm(CompanyProfileSchema, { values, resetOptions: KEEP_EDITS_ON_NEW_VALUES });
  const [update] = useMutation(UpdateCompanyProfileMutation);
  const country = form.watch('country');
  const isUnitedStates = country === DEFAULT_COUNTRY_CODE || country === '';

  const save = async (profile: CompanyProfile) => {
    // Only what staff changed: the employer may have answered other fields in the wizard since this form opened, and
    // sending the whole form would write the older values back over their answers.
    const changed = Object.keys(form.formState.dirtyFields) as Field[];
    // A company with no country stored shows the United States: an address entered on it is saved with that country.
    if (company.country === null && changed.some((field) => ADDRESS_FIELDS.has(field)) && !changed.includes('country')) {
      changed.push('country');
    }
    const patch = Object.fromEntries(changed.map((field) => [PATCH_KEYS[field], patchValue(field, profile[field])]));
    if (changed.length === 0) {
      toast.info('Nothing to save: no field was changed.');
      return;
    }
    const { data } = await update({ variables: { id: company.id, patch }, context: EDITOR_SESSION_CONTEXT });
    toast.success('Company profile saved');
    // What was stored, not what was typed: a FEIN typed without its dash reads NN-NNNNNNN from now on.
    const saved = data?.updateCompanyById?.company;
    form.reset(saved ? initialValues(saved) : form.getValues(), RESET_TO_SAVED);
  };

  const text = ([name, label, description]: readonly [Field, string, string?]) => (
    <FormField<ProfileText, Field>
      key={name}
      name={name}
      label={label}
      {...(description ? { description } : {})}
      render={({ field, control }) => <Input {...control} {...field} />}
    />
  );

  return (
    <ZodForm form={form} onSubmit={save} label="Company profile">
      {TEXT_FIELDS.map(text)}
      <FormField<ProfileText, 'state'>
        name="state"
        label={isUnitedStates ? 'State' : 'State or province'}
        render={({ field, control }) =>
          isUnitedStates ? (
            <StateSelect {...control} value={field.value} onChange={(value) => field.onChange(value ?? '')} />
          ) : (
            <Input {...control} {...field} />
          )
        }
      />
      {text(['zipCode', isUnitedStates ? 'ZIP code' : 'Postal code'])}
      <FormField<ProfileText, 'country'>
        name="country"
        label="Country"
        render={({ field, control }) => (
          <CountrySelect {...control} value={field.value} onChange={(value) => field.onChange(value ?? '')} />
        )}
      />
      <FormField<ProfileText, 'companyTypeOfBusiness'>
        name="companyTypeOfBusiness"
        label="Type of business"
        render={({ field, control }) => (
          <NativeSelect {...control} {...field} className="w-full">
            <option value="">Not given</option>
            {COMPANY_TYPES_OF_BUSINESS.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </NativeSelect>
        )}
      />
      {text(['currentNumberOfEmployees', 'Current number of U.S. employees'])}
      {text([
        'naicsCode',
        'NAICS code',
        'North American Industry Classification System: 6 digits, e.g. 541715 (the I-140 and the H-1B supplement print it).',
      ])}
      {(
        [
          [
            'grossAnnualIncome',
            'Gross annual income (USD)',
            'Whole US dollars, 0 or more (the I-129 Part 5 and the I-140 print it).',
          ],
          ['netAnnualIncome', 'Net annual income (USD)', 'Whole US dollars; a loss is negative, e.g. -40,000.'],
        ] as const
      ).map(([name, label, description]) => (
        <FormField<ProfileText, typeof name>
          key={name}
          name={name}
          label={label}
          description={description}
          render={({ field, control }) => (
            <MoneyInput {...control} {...field} locale="en" amountOf={parseCompanyIncome} inputMode="text" />
          )}
        />
      ))}
      <div className="flex justify-end">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : 'Save company profile'}
        </Button>
      </div>
    </ZodForm>
  );
}
