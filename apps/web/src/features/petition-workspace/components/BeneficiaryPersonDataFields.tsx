import {
  ANNUAL_INCOME_EXAMPLE,
  annualIncomeTextSchema,
  birthDateSchema,
  passportDateSchema,
  passportTextSchema,
} from '@app/domain';
import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import type { UserDatumPatch } from '@/lib/gql/graphql.ts';
import { useReadOnly } from '@/lib/read-only-context.tsx';
import {
  CreateBeneficiaryPersonDatumMutation,
  UpdateBeneficiaryPersonDatumMutation,
} from '../api/beneficiary-person-data-api.ts';
import { AutosavedCountryField } from './AutosavedCountryField.tsx';
import { AutosavedTextField } from './AutosavedTextField.tsx';

/** The person data as the petition page's query reads it. */
export interface BeneficiaryDatum {
  id: string;
  dateOfBirth?: string | null;
  cityBirth?: string | null;
  provinceBirth?: string | null;
  countryBirth?: string | null;
  passportNumber?: string | null;
  dateOfIssue?: string | null;
  cityOfIssue?: string | null;
  countryOfIssue?: string | null;
  expirationDate?: string | null;
  /** Whole US dollars (migration 0111): asked of a self-petitioner only. */
  annualIncome?: number | null;
}

type EditableField = keyof Omit<BeneficiaryDatum, 'id' | 'annualIncome'>;

/**
 * Each field staff may enter, with the rule the beneficiary's own step holds it to (the database checks the dates and
 * the passport number too). A country is chosen from the shared country list (its name shown, the ISO code stored);
 * the passport's country of issue is also the beneficiary's citizenship on the forms (load-form-case-data.ts).
 */
const FIELDS: ({ name: EditableField; label: string } & (
  { kind: 'text'; date?: boolean; rule: typeof passportTextSchema } | { kind: 'country' }
))[] = [
  { kind: 'text', name: 'dateOfBirth', label: 'Date of birth', date: true, rule: birthDateSchema },
  { kind: 'text', name: 'cityBirth', label: 'City of birth', rule: passportTextSchema },
  { kind: 'text', name: 'provinceBirth', label: 'Province or state of birth', rule: passportTextSchema },
  { kind: 'country', name: 'countryBirth', label: 'Country of birth' },
  { kind: 'text', name: 'passportNumber', label: 'Passport number', rule: passportTextSchema },
  { kind: 'text', name: 'dateOfIssue', label: 'Passport date of issue', date: true, rule: passportDateSchema },
  { kind: 'text', name: 'cityOfIssue', label: 'Passport place of issue (city)', rule: passportTextSchema },
  { kind: 'country', name: 'countryOfIssue', label: 'Passport country of issue' },
  { kind: 'text', name: 'expirationDate', label: 'Passport expiration date', date: true, rule: passportDateSchema },
];

/**
 * Staff enter the beneficiary's person data before they onboard, and correct what they typed (a provider fixes a
 * typo; docs/decisions.md, "Staff edit the beneficiary's person data" and "Staff choose the beneficiary's countries").
 * The same row and rules as the beneficiary's passport and person-data steps, so each side sees the other's value.
 * Saved as typed or chosen (autosave). A self-petitioner's annual income too, which the I-140 asks of an individual
 * petitioner only (migration 0111; the beneficiary gives it beside her employment history).
 */
export function BeneficiaryPersonDataFields({
  userId,
  datum,
  selfPetition,
  onCreated,
}: {
  userId: string;
  datum: BeneficiaryDatum | null | undefined;
  /** The beneficiary is the petitioner (isSelfPetition): the I-140 asks her annual income (Part 5 item 12). */
  selfPetition: boolean;
  onCreated: () => Promise<unknown>;
}) {
  const readOnly = useReadOnly();
  const [update] = useMutation(UpdateBeneficiaryPersonDatumMutation);
  const [create] = useMutation(CreateBeneficiaryPersonDatumMutation);
  // The row created by the first save, until the page's query reads it back (two fields saved at once create one row).
  const created = useRef<Promise<string> | null>(null);
  const datumId = async (): Promise<string> => {
    if (datum?.id) return datum.id;
    created.current ??= create({ variables: { datum: { userId } } }).then(async ({ data }) => {
      await onCreated();
      return data!.createUserDatum!.userDatum!.id;
    });
    return created.current;
  };
  const save = async (name: EditableField, value: string | null) => {
    const patch: UserDatumPatch = { [name]: value };
    await update({ variables: { id: await datumId(), patch } });
  };
  // The rule's output is the whole dollars as digits; the column is a number.
  const saveIncome = async (value: string | null) => {
    await update({ variables: { id: await datumId(), patch: { annualIncome: value === null ? null : Number(value) } } });
  };
  return (
    <div role="group" aria-label="Person data" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 [&>*]:min-w-0">
      {FIELDS.map((field) =>
        field.kind === 'country' ? (
          <AutosavedCountryField
            key={field.name}
            label={field.label}
            saved={datum?.[field.name]}
            disabled={readOnly}
            onSave={(code) => save(field.name, code)}
          />
        ) : (
          <AutosavedTextField
            key={field.name}
            label={field.label}
            saved={datum?.[field.name]}
            date={field.date}
            rule={field.rule}
            disabled={readOnly}
            onSave={(value) => save(field.name, value)}
          />
        ),
      )}
      {selfPetition && (
        <AutosavedTextField
          label="Annual income (individual petitioner, US dollars)"
          saved={datum?.annualIncome === null || datum?.annualIncome === undefined ? null : String(datum.annualIncome)}
          rule={annualIncomeTextSchema}
          placeholder={ANNUAL_INCOME_EXAMPLE}
          description="The I-140's Part 5 item 12, in whole dollars."
          disabled={readOnly}
          onSave={saveIncome}
        />
      )}
    </div>
  );
}
