import { countryCodeFromIcao, countryName, ocrContract, type TPassportFields } from '@app/domain';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { callRest } from '@/lib/rest-client.ts';
import { BeneficiaryOnboardingSaveUserDatumMutation } from '../api/onboarding-queries.ts';
import { PassportIssueSection } from '../person-data/PassportIssueSection.tsx';
import { ExhibitFrame } from './ExhibitFrame.tsx';
import { FilesSection } from './FilesSection.tsx';
import type { ScreenProps } from './screen-props.ts';
import { BENEFICIARY_TEXTS, fileCountProblem } from './screen-schemas.ts';
import { useExhibitFiles } from './use-exhibit-files.ts';

/** The passport fields offered for confirmation, in the order shown. */
const PASSPORT_FIELDS = [
  ['passportNumber', 'Passport number'],
  ['givenName', 'Given name'],
  ['middleName', 'Middle name'],
  ['surname', 'Surname'],
  ['nationality', 'Nationality'],
  ['dateOfBirth', 'Date of birth'],
  ['sex', 'Sex'],
  ['countryOfIssue', 'Country of issue'],
  ['expirationDate', 'Expiration date'],
] as const satisfies readonly (readonly [keyof TPassportFields, string])[];
type PassportFieldName = (typeof PASSPORT_FIELDS)[number][0];
type Draft = Record<PassportFieldName, string>;

/** Fields holding a country code: the scan gives ICAO codes ('IND', 'D'), the person's data ISO alpha-2 ('IN'). */
const COUNTRY_FIELDS: ReadonlySet<PassportFieldName> = new Set(['nationality', 'countryOfIssue']);
const COUNTRY_OF_ISSUE_PROBLEM =
  'Enter a country code such as IND or IN, or leave this empty and choose the country under Place of issue.';

/**
 * The passport scan (spec 3 §2.3): uploaded as the person's PASSPORT document, read by the OCR route,
 * and its fields offered for the beneficiary to confirm into their data. Nothing is written unconfirmed.
 */
export function PassportScreen({ exhibit, flow, person, refetch }: ScreenProps) {
  const files = useExhibitFiles({ kind: 'immigration', ownerId: person.id, type: 'PASSPORT' });
  const [saveDatum] = useMutation(BeneficiaryOnboardingSaveUserDatumMutation);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A code naming no country (UN, refugee or stateless passports, typos) is not saved (docs/decisions.md, passport country codes).
  const [countryProblem, setCountryProblem] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(exhibit.data['passportConfirmed'] === true);

  const read = async () => {
    const held = await files.refetch();
    const latest = held.at(-1);
    if (!latest) return;
    try {
      const { fields } = await callRest(ocrContract, { request: { fileId: latest.id } });
      setDraft(Object.fromEntries(PASSPORT_FIELDS.map(([name]) => [name, fields[name] ?? ''])) as Draft);
    } catch {
      // An unreadable scan is not an error of the upload: the fields are typed in instead.
      setDraft(Object.fromEntries(PASSPORT_FIELDS.map(([name]) => [name, ''])) as Draft);
    }
  };

  const confirm = async () => {
    if (!draft) return;
    const typedCountry = draft.countryOfIssue.trim();
    const countryOfIssue = typedCountry ? countryCodeFromIcao(typedCountry) : null;
    if (countryOfIssue === undefined) return setCountryProblem(COUNTRY_OF_ISSUE_PROBLEM);
    setCountryProblem(null);
    try {
      await saveDatum({
        variables: {
          userId: person.id,
          patch: {
            passportNumber: draft.passportNumber || null,
            givenName: draft.givenName || null,
            passportMiddleName: draft.middleName || null,
            surname: draft.surname || null,
            countryOfIssue,
            expirationDate: draft.expirationDate || null,
            dateOfBirth: draft.dateOfBirth || null,
          },
        },
      });
      await refetch();
      setConfirmed(true);
      setDraft(null);
    } catch {
      setProblem(BENEFICIARY_TEXTS.passportFailed);
    }
  };

  const submit = async () => {
    const held = await files.refetch();
    const missing = fileCountProblem(held.length, exhibit.required);
    if (missing) return setProblem(missing);
    try {
      await flow.saveData(exhibit.id, { ...exhibit.data, files: held.map((file) => file.id), passportConfirmed: confirmed });
    } catch {
      return setProblem(BENEFICIARY_TEXTS.passportFailed);
    }
    flow.next();
  };

  return (
    <ExhibitFrame exhibit={exhibit} flow={flow} onNext={() => void submit()}>
      <FilesSection
        label="Upload your passport"
        files={files}
        problem={problem}
        onUploaded={() => {
          setProblem(null);
          void read();
        }}
      />
      {draft && (
        <section aria-label="Passport details" className="flex flex-col gap-3 rounded border p-4">
          <h2 className="font-medium">Check the details we read from your passport</h2>
          <div className="grid gap-3 sm:grid-cols-2">
            {PASSPORT_FIELDS.map(([name, label]) => {
              const fieldProblem = name === 'countryOfIssue' ? countryProblem : null;
              const code = COUNTRY_FIELDS.has(name) ? countryCodeFromIcao(draft[name]) : undefined;
              const country = code === undefined ? undefined : countryName(code);
              return (
                <div key={name} className="flex flex-col gap-1">
                  <Label htmlFor={`passport-${name}`}>{label}</Label>
                  <Input
                    id={`passport-${name}`}
                    value={draft[name]}
                    aria-invalid={fieldProblem ? true : undefined}
                    aria-describedby={
                      fieldProblem ? `passport-${name}-problem` : country ? `passport-${name}-country` : undefined
                    }
                    onChange={(event) => {
                      if (name === 'countryOfIssue') setCountryProblem(null);
                      setDraft({ ...draft, [name]: event.target.value });
                    }}
                  />
                  {country && !fieldProblem && (
                    <p id={`passport-${name}-country`} className="text-xs text-muted-foreground">
                      {country}
                    </p>
                  )}
                  {fieldProblem && (
                    <p id={`passport-${name}-problem`} role="alert" className="text-xs text-destructive">
                      {fieldProblem}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
          <div className="flex gap-2">
            <Button type="button" onClick={() => void confirm()}>
              Confirm passport details
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setDraft(null);
                setCountryProblem(null);
              }}
            >
              Discard
            </Button>
          </div>
        </section>
      )}
      {confirmed && !draft && <p className="text-sm text-muted-foreground">Passport details confirmed.</p>}
      <PassportIssueSection userId={person.id} />
    </ExhibitFrame>
  );
}
