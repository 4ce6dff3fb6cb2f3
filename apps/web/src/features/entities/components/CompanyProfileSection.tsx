import { useMutation, useQuery } from '@apollo/client/react';
import { COMPANY_TYPES_OF_BUSINESS, CompanyProfileSchema, DEFAULT_COUNTRY_CODE, type CompanyProfileInput } from '@app/domain';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { QueryState } from '@/components/QueryState.tsx';
import { CountrySelect, StateSelect } from '@/components/form/geography-selects.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FieldLayout, Form } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import type { CompanyProfileFieldsFragment } from '@/lib/gql/graphql.ts';
import { CompanyProfileQuery, UpdateCompanyProfileMutation } from '../api/company-profile.ts';

const SELECT_CLASS =
  'flex h-9 w-full rounded-md border border-input bg-background px-3 py-1 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

type Field = keyof CompanyProfileInput;
/** The form's values: each field's text as typed. */
type ProfileText = Record<Field, string>;

const TEXT_FIELDS: readonly (readonly [Field, string, string?])[] = [
  ['legalName', 'Legal name', 'As registered; the forms use the DBA name when this is blank.'],
  ['ein', 'FEIN', 'Federal Employer Identification Number, e.g. 12-3456789.'],
  ['phoneNumber', 'Daytime telephone'],
  ['street', 'Street address'],
  ['city', 'City'],
];

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
  };
}

/**
 * The petitioner's company profile (issue: a new case's forms asked for "the petitioner's company profile", which
 * only the employer's wizard could fill): the address, telephone, FEIN and business figures the G-28, I-129 and
 * I-140 read, edited by staff and checked with the domain's CompanyProfileSchema (the database checks the same).
 */
export function CompanyProfileSection({ companyId }: { companyId: string }) {
  const query = useQuery(CompanyProfileQuery, { variables: { id: companyId } });
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
  const [values, setValues] = useState<ProfileText>(() => initialValues(company));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [update] = useMutation(UpdateCompanyProfileMutation);
  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const isUnitedStates = values.country === DEFAULT_COUNTRY_CODE || values.country === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = CompanyProfileSchema.safeParse(values);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    const profile = checked.data;
    setFailure(null);
    setSaving(true);
    try {
      await update({
        variables: {
          id: company.id,
          patch: {
            legalName: profile.legalName,
            ein: profile.ein,
            phoneNumber: profile.phoneNumber,
            streetNumberStreetNameBusinessAddress: profile.street,
            city: profile.city,
            state: profile.state,
            zipCode: profile.zipCode,
            country: profile.country,
            companyTypeOfBusiness: profile.companyTypeOfBusiness,
            currentNumberOfEmployees: profile.currentNumberOfEmployees,
          },
        },
      });
      toast.success('Company profile saved');
    } catch {
      setFailure('Error saving the company profile');
    } finally {
      setSaving(false);
    }
  };

  const text = ([field, label, description]: readonly [Field, string, string?]) => (
    <FieldLayout key={field} label={label} error={errors[field]} {...(description ? { description } : {})}>
      {(control) => <Input {...control} value={values[field]} onChange={(event) => change(field, event.target.value)} />}
    </FieldLayout>
  );

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label="Company profile">
      {TEXT_FIELDS.map(text)}
      <FieldLayout label={isUnitedStates ? 'State' : 'State or province'} error={errors.state}>
        {(control) =>
          isUnitedStates ? (
            <StateSelect {...control} value={values.state} onChange={(value) => change('state', value ?? '')} />
          ) : (
            <Input {...control} value={values.state} onChange={(event) => change('state', event.target.value)} />
          )
        }
      </FieldLayout>
      {text(['zipCode', isUnitedStates ? 'ZIP code' : 'Postal code'])}
      <FieldLayout label="Country" error={errors.country}>
        {(control) => <CountrySelect {...control} value={values.country} onChange={(value) => change('country', value ?? '')} />}
      </FieldLayout>
      <FieldLayout label="Type of business" error={errors.companyTypeOfBusiness}>
        {(control) => (
          <select
            {...control}
            className={SELECT_CLASS}
            value={values.companyTypeOfBusiness}
            onChange={(event) => change('companyTypeOfBusiness', event.target.value)}
          >
            <option value="">Not given</option>
            {COMPANY_TYPES_OF_BUSINESS.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        )}
      </FieldLayout>
      {text(['currentNumberOfEmployees', 'Current number of U.S. employees'])}
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" aria-disabled={saving || undefined} className="aria-disabled:opacity-50">
          {saving ? 'Saving…' : 'Save company profile'}
        </Button>
      </div>
    </Form>
  );
}
