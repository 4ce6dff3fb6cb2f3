import { ocrContract, type TPassportFields } from '@app/domain';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { callRest } from '../../../lib/rest-client.ts';
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

/**
 * The passport scan (spec 3 §2.3): uploaded as the person's PASSPORT document, read by the OCR route,
 * and its fields offered for the beneficiary to confirm into their data. Nothing is written unconfirmed.
 */
export function PassportScreen({ exhibit, flow, person, refetch }: ScreenProps) {
  const files = useExhibitFiles({ kind: 'immigration', ownerId: person.id, type: 'PASSPORT' });
  const [saveDatum] = useMutation(BeneficiaryOnboardingSaveUserDatumMutation);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
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
    try {
      await saveDatum({
        variables: {
          userId: person.id,
          patch: {
            passportNumber: draft.passportNumber || null,
            givenName: draft.givenName || null,
            passportMiddleName: draft.middleName || null,
            surname: draft.surname || null,
            countryOfIssue: draft.countryOfIssue || null,
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
            {PASSPORT_FIELDS.map(([name, label]) => (
              <div key={name} className="flex flex-col gap-1">
                <Label htmlFor={`passport-${name}`}>{label}</Label>
                <Input
                  id={`passport-${name}`}
                  value={draft[name]}
                  onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
                />
              </div>
            ))}
          </div>
          <div className="flex gap-2">
            <Button type="button" onClick={() => void confirm()}>
              Confirm passport details
            </Button>
            <Button type="button" variant="outline" onClick={() => setDraft(null)}>
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
