import {
  CONFIRMABLE_PASSPORT_FIELDS,
  countryCodeFromIcao,
  countryName,
  passportSexSchema,
  type TConfirmablePassportField,
  type TPassportFieldConfidence,
  type TPassportFinding,
} from '@app/domain';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useFormTexts } from '@/components/form/form-texts.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { cn } from '@/lib/utils.ts';
import type { PassportDraft } from './passport-draft.ts';
import { translateFinding } from './finding-messages.ts';
import { PASSPORT_FIELD_MESSAGES, PASSPORT_SEX_MESSAGES } from './passport-field-messages.ts';

/** Fields holding a country code: the scan gives ICAO codes ('IND', 'D'), the person's data ISO alpha-2 ('IN'). */
const COUNTRY_FIELDS: ReadonlySet<TConfirmablePassportField> = new Set(['nationality', 'countryOfIssue']);

/** The words under a field the reader was not sure of, or did not read (never colour alone). */
const CONFIDENCE_NOTES: Partial<Record<TPassportFieldConfidence, MessageDescriptor>> = {
  uncertain: /*i18n*/ {
    id: 'passport.note.uncertain',
    message: 'Check this against your passport: we could not read it with certainty.',
  },
  missing: /*i18n*/ { id: 'passport.note.missing', message: 'Not read: type it as printed in your passport.' },
};

export interface PassportDetailsFormProps {
  draft: PassportDraft;
  onChange: (name: TConfirmablePassportField, value: string) => void;
  /** A field left: the findings are checked again. */
  onFieldBlur: () => void;
  /** Per field, how far the reading may be trusted; null when nothing was read. */
  confidence: Record<TConfirmablePassportField, TPassportFieldConfidence> | null;
  /** Why nothing was read, when nothing was. */
  nothingRead: string | null;
  findings: TPassportFinding[];
  reason: string;
  onReasonChange: (value: string) => void;
  reasonProblem: string | null;
  /** Problems of single fields, shown under them. */
  fieldProblems: Partial<Record<TConfirmablePassportField, string>>;
  /** A problem of the whole form (nothing typed, the save failed). */
  formProblem: string | null;
  busy: boolean;
  onConfirm: () => void;
  onDiscard: () => void;
}

/**
 * The passport details to confirm (issue 34): fields the reader was unsure of are marked in words and asked to be
 * checked against the passport; what differs from the case is listed before "Confirm", and then a typed reason is
 * needed to confirm.
 */
export function PassportDetailsForm(props: PassportDetailsFormProps) {
  const { confidence, findings } = props;
  const { i18n } = useLingui();
  const { message: translate } = useFormTexts();
  const unsure = confidence ? CONFIRMABLE_PASSPORT_FIELDS.filter((name) => confidence[name] === 'uncertain') : [];
  return (
    <section
      aria-label={i18n._({ id: 'passport.details', message: 'Passport details' })}
      className="flex flex-col gap-3 rounded border p-4"
    >
      <h2 className="font-medium">
        {i18n._({ id: 'passport.checkHeading', message: 'Check the details we read from your passport' })}
      </h2>
      {props.nothingRead && (
        <p role="status" className="rounded border border-amber-600 p-2 text-sm">
          {translate(props.nothingRead)}
        </p>
      )}
      {unsure.length > 0 && (
        <p role="status" className="text-sm">
          {i18n._({
            id: 'passport.unsure',
            message:
              '{count, plural, one {We are not sure of one field ({fields}). Compare it with your passport and correct what differs before confirming.} other {We are not sure of # fields ({fields}). Compare them with your passport and correct what differs before confirming.}}',
            values: { count: unsure.length, fields: unsure.map((name) => i18n._(PASSPORT_FIELD_MESSAGES[name])).join(', ') },
          })}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {CONFIRMABLE_PASSPORT_FIELDS.map((name) => (
          <PassportField key={name} name={name} {...props} />
        ))}
      </div>
      {findings.length > 0 && (
        <div className="flex flex-col gap-2 rounded border-2 border-amber-600 p-3" aria-labelledby="passport-findings-heading">
          <h3 id="passport-findings-heading" className="text-sm font-semibold">
            {i18n._({ id: 'passport.findingsHeading', message: 'Before you confirm: these details do not match your case' })}
          </h3>
          <ul
            aria-label={i18n._({ id: 'passport.findings', message: 'Differences from your case' })}
            className="list-disc pl-5 text-sm"
          >
            {findings.map((finding) => (
              <li key={finding.kind}>{translateFinding(i18n, finding)}</li>
            ))}
          </ul>
          <Label htmlFor="passport-reason">
            {i18n._({ id: 'passport.reason', message: 'Why are these details right? (required to confirm)' })}
          </Label>
          <Textarea
            id="passport-reason"
            value={props.reason}
            maxLength={1000}
            aria-invalid={props.reasonProblem ? true : undefined}
            aria-describedby={props.reasonProblem ? 'passport-reason-problem' : 'passport-reason-hint'}
            onChange={(event) => props.onReasonChange(event.target.value)}
          />
          {props.reasonProblem ? (
            <p id="passport-reason-problem" role="alert" className="text-sm text-destructive">
              {translate(props.reasonProblem)}
            </p>
          ) : (
            <p id="passport-reason-hint" className="text-xs text-muted-foreground">
              {i18n._({
                id: 'passport.reasonHint',
                message:
                  'For example: “My passport is being renewed” or “This is my current name; the case has my previous one.” Our team sees your reason.',
              })}
            </p>
          )}
        </div>
      )}
      {props.formProblem && (
        <p role="alert" className="text-sm text-destructive">
          {translate(props.formProblem)}
        </p>
      )}
      <div className="flex flex-wrap gap-2" data-passport-actions>
        <Button type="button" disabled={props.busy} onClick={props.onConfirm}>
          {i18n._({ id: 'passport.confirm', message: 'Confirm passport details' })}
        </Button>
        <Button type="button" variant="outline" onClick={props.onDiscard}>
          {i18n._({ id: 'passport.discard', message: 'Discard' })}
        </Button>
      </div>
    </section>
  );
}

function PassportField({
  name,
  draft,
  confidence,
  fieldProblems,
  onChange,
  onFieldBlur,
}: PassportDetailsFormProps & { name: TConfirmablePassportField }) {
  const { i18n } = useLingui();
  const { message: translate, countryName: localCountryName } = useFormTexts();
  const problem = fieldProblems[name] ?? null;
  const code = COUNTRY_FIELDS.has(name) ? countryCodeFromIcao(draft[name]) : undefined;
  const english = code === undefined ? undefined : countryName(code);
  const countryWord = code === undefined || english === undefined ? undefined : localCountryName(code, english);
  // The word for the sex letter typed ('F' → Female), as the country's name shows under its code.
  const sex = name === 'sex' ? passportSexSchema.safeParse(draft.sex) : null;
  const meaning = countryWord ?? (sex?.success ? i18n._(PASSPORT_SEX_MESSAGES[sex.data]) : undefined);
  const noteMessage = confidence ? CONFIDENCE_NOTES[confidence[name]] : undefined;
  const note = noteMessage ? i18n._(noteMessage) : undefined;
  const described = [
    problem && `passport-${name}-problem`,
    note && `passport-${name}-note`,
    meaning && !problem && `passport-${name}-country`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('flex flex-col gap-1', note && 'rounded border-l-4 border-amber-600 pl-2')}>
      <Label htmlFor={`passport-${name}`}>{i18n._(PASSPORT_FIELD_MESSAGES[name])}</Label>
      <Input
        id={`passport-${name}`}
        value={draft[name]}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(name, event.target.value)}
        onBlur={(event) => {
          // Leaving a field for Confirm or Discard checks nothing: Confirm checks the values itself, and findings
          // answered during the press would list a difference above the button and move it before the release.
          if (event.relatedTarget instanceof Element && event.relatedTarget.closest('[data-passport-actions]')) return;
          onFieldBlur();
        }}
      />
      {note && (
        <p id={`passport-${name}-note`} className="text-xs font-medium">
          {note}
        </p>
      )}
      {meaning && !problem && (
        <p id={`passport-${name}-country`} className="text-xs text-muted-foreground">
          {meaning}
        </p>
      )}
      {problem && (
        <p id={`passport-${name}-problem`} role="alert" className="text-xs text-destructive">
          {translate(problem)}
        </p>
      )}
    </div>
  );
}
