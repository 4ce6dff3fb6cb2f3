import {
  isEmptyPassport,
  ZPassportConfirmationReasonSchema,
  type OnboardingExhibitStatus,
  type TConfirmablePassportField,
  type TPassportFinding,
  type TPassportReadingRecord,
} from '@app/domain';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { useReadOnly } from '@/lib/read-only-context.tsx';
import { useFormTexts } from '@/components/form/form-texts.ts';
import { RestError } from '@/lib/rest-client.ts';
import { PassportDetailsForm } from '../passport/PassportDetailsForm.tsx';
import {
  checkPassport,
  confirmedFromDraft,
  confirmPassport,
  draftProblems,
  readPassportFile,
  type PassportDraft,
} from '../passport/passport-draft.ts';
import { PassportIssueSection } from '../person-data/PassportIssueSection.tsx';
import { PassportOnFileSection } from '../person-data/PassportOnFileSection.tsx';
import { ExhibitFrame } from './ExhibitFrame.tsx';
import { FilesSection } from './FilesSection.tsx';
import type { ScreenProps } from './screen-props.ts';
import { BENEFICIARY_TEXTS, fileCountProblem } from './screen-schemas.ts';
import { useExhibitFiles } from './use-exhibit-files.ts';

/** The onboarding data key naming a passport file uploaded here and not yet confirmed. */
const UNCHECKED_FILE = 'uncheckedPassportFileId';

/** The step's status while its file is noted or cleared: Next completes it, not an upload or a confirmation. */
const keptStatus = (status: OnboardingExhibitStatus): OnboardingExhibitStatus =>
  status === 'completed' ? 'completed' : 'in_progress';

const NOTHING_TO_CONFIRM = 'There is nothing to confirm yet: type the details as printed in your passport first.';
const CHECK_FAILED = 'We could not check these details against your case. Please try again.';

/** What was read from the uploaded file, kept with the confirmation. */
interface Read {
  fileId: string;
  reading: TPassportReadingRecord | null;
  nothingRead: string | null;
}

/**
 * The passport scan (spec 3 §2.3, issue 34): uploaded as the person's PASSPORT document, read by the OCR route, and
 * its fields offered for the beneficiary to check and confirm into their data. Fields the reader was unsure of are
 * marked; what differs from the case (name, birth date, nationality, expiry, document type, an empty reading) is
 * shown before confirming and needs a typed reason. Nothing is written unconfirmed.
 */
export function PassportScreen({ exhibit, flow, person, refetch }: ScreenProps) {
  const { i18n } = useLingui();
  const { message: translate } = useFormTexts();
  const files = useExhibitFiles({ kind: 'immigration', ownerId: person.id, type: 'PASSPORT' });
  const readOnly = useReadOnly();
  const [read, setRead] = useState<Read | null>(null);
  const [draft, setDraft] = useState<PassportDraft | null>(null);
  const [findings, setFindings] = useState<TPassportFinding[]>([]);
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | null>(null);
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldProblems, setFieldProblems] = useState<Partial<Record<TConfirmablePassportField, string>>>({});
  const [confirmed, setConfirmed] = useState(exhibit.data['passportConfirmed'] === true);
  // The values the findings on screen were checked for, so a blur without a change asks nothing.
  const checkedFor = useRef<string | null>(null);
  // Checks overlap (each field left asks one, and so does Confirm); only the latest one's answer is shown, so an
  // answer for older values arriving last never replaces the findings of the values on screen.
  const latestCheck = useRef(0);

  const recheck = async (values: PassportDraft, reading: TPassportReadingRecord | null): Promise<TPassportFinding[]> => {
    const check = ++latestCheck.current;
    const found = await checkPassport(reading, values);
    if (check === latestCheck.current) {
      checkedFor.current = JSON.stringify(confirmedFromDraft(values));
      setFindings(found);
    }
    return found;
  };

  const reset = () => {
    latestCheck.current += 1;
    setDraft(null);
    setRead(null);
    setFindings([]);
    setReason('');
    setReasonProblem(null);
    setFormProblem(null);
    setFieldProblems({});
  };

  // Readings overlap (one reopened on arrival, another for a file uploaded meanwhile): only the latest one is shown.
  const latestRead = useRef(0);
  const readFile = async (fileId: string) => {
    reset();
    const started = ++latestRead.current;
    setReading(true);
    const result = await readPassportFile(fileId).finally(() => started === latestRead.current && setReading(false));
    if (started !== latestRead.current) return;
    setRead({ fileId, reading: result.reading, nothingRead: result.nothingRead });
    setDraft(result.draft);
    setConfirmed(false);
    await recheck(result.draft, result.reading).catch(() => setFormProblem(CHECK_FAILED));
  };

  const readLatest = async () => {
    const held = await files.refetch();
    const latest = held.at(-1);
    if (!latest) return;
    // Marked before it is read: until it is confirmed, the screen reads it again whenever it is opened.
    void flow
      .saveData(exhibit.id, { ...exhibit.data, [UNCHECKED_FILE]: latest.id }, keptStatus(exhibit.status))
      .catch(() => undefined);
    await readFile(latest.id);
  };

  // A passport uploaded here and not confirmed (the page was left or reloaded, or Next pressed) is read again, so
  // its check, and any difference from the case, is back on screen instead of the file sitting on the case unchecked.
  const marked = exhibit.data[UNCHECKED_FILE];
  const unchecked =
    typeof marked === 'string' && !files.loading && files.files.some((file) => file.id === marked) ? marked : null;
  const reopened = useRef(false);
  useEffect(() => {
    if (readOnly || reopened.current || !unchecked) return;
    reopened.current = true;
    void readFile(unchecked);
    // readFile only sets this screen's state; the file decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readOnly, unchecked]);

  const confirm = async () => {
    if (!draft || !read) return;
    setFormProblem(null);
    setReasonProblem(null);
    if (isEmptyPassport(confirmedFromDraft(draft))) return setFormProblem(NOTHING_TO_CONFIRM);
    const problems = draftProblems(draft);
    setFieldProblems(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      // The findings for exactly these values, as the server will judge them.
      const current = await recheck(draft, read.reading);
      let typedReason: string | null = null;
      if (current.length > 0) {
        const parsed = ZPassportConfirmationReasonSchema.safeParse(reason);
        if (!parsed.success) {
          setReasonProblem(parsed.error.issues[0]?.message ?? 'Write why these details are right');
          document.getElementById('passport-reason')?.focus();
          return;
        }
        typedReason = parsed.data;
      }
      await confirmPassport({ fileId: read.fileId, reading: read.reading, draft, reason: typedReason });
      const { [UNCHECKED_FILE]: _confirmed, ...data } = exhibit.data;
      void flow.saveData(exhibit.id, data, keptStatus(exhibit.status)).catch(() => undefined);
      await refetch();
      reset();
      setConfirmed(true);
    } catch (error) {
      setFormProblem(error instanceof RestError && error.serverMessage ? error.serverMessage : BENEFICIARY_TEXTS.passportFailed);
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    const held = await files.refetch();
    const missing = fileCountProblem(held.length, exhibit.required);
    if (missing) return setProblem(translate(missing));
    try {
      await flow.saveData(exhibit.id, { ...exhibit.data, files: held.map((file) => file.id), passportConfirmed: confirmed });
    } catch {
      return setProblem(translate(BENEFICIARY_TEXTS.passportFailed));
    }
    flow.next();
  };

  return (
    <ExhibitFrame exhibit={exhibit} flow={flow} onNext={() => void submit()}>
      <FilesSection
        label={i18n._({ id: 'passport.upload', message: 'Upload your passport' })}
        files={files}
        problem={problem}
        onUploaded={() => {
          setProblem(null);
          reopened.current = true;
          void readLatest();
        }}
      />
      {reading && (
        <p role="status" className="text-sm">
          {i18n._({ id: 'passport.reading', message: 'Reading your passport…' })}
        </p>
      )}
      {draft && read && (
        <PassportDetailsForm
          draft={draft}
          onChange={(name, value) => {
            setFieldProblems(({ [name]: _fixed, ...others }) => others);
            setDraft({ ...draft, [name]: value });
          }}
          onFieldBlur={() => {
            const problems = draftProblems(draft);
            setFieldProblems(problems);
            if (Object.keys(problems).length > 0) return;
            if (checkedFor.current === JSON.stringify(confirmedFromDraft(draft))) return;
            void recheck(draft, read.reading).catch(() => setFormProblem(CHECK_FAILED));
          }}
          read={read.reading?.fields ?? null}
          confidence={read.reading?.fieldConfidence ?? null}
          nothingRead={read.nothingRead}
          findings={findings}
          reason={reason}
          onReasonChange={(value) => {
            setReason(value);
            setReasonProblem(null);
          }}
          reasonProblem={reasonProblem}
          fieldProblems={fieldProblems}
          formProblem={formProblem}
          busy={busy}
          onConfirm={() => void confirm()}
          onDiscard={reset}
        />
      )}
      {confirmed && !draft && (
        <p className="text-sm text-muted-foreground">
          {i18n._({ id: 'passport.confirmed', message: 'Passport details confirmed.' })}
        </p>
      )}
      {!draft && <PassportOnFileSection userId={person.id} />}
      <PassportIssueSection userId={person.id} />
    </ExhibitFrame>
  );
}
