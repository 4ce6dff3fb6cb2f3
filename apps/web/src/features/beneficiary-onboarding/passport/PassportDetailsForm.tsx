import {
  CONFIRMABLE_PASSPORT_FIELDS,
  type TConfirmablePassportField,
  type TConfirmedPassport,
  type TPassportFieldConfidence,
  type TPassportFinding,
} from '@app/domain';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { useFormTexts } from '@/components/form/form-texts.ts';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import type { PassportDraft } from './passport-draft.ts';
import { translateFinding } from './finding-messages.ts';
import { PassportField } from './PassportField.tsx';
import { PASSPORT_FIELD_MESSAGES } from './passport-field-messages.ts';

export interface PassportDetailsFormProps {
  draft: PassportDraft;
  onChange: (name: TConfirmablePassportField, value: string) => void;
  /** A field left: the findings are checked again. */
  onFieldBlur: () => void;
  /** The values read from the file; null when nothing was read. */
  read: TConfirmedPassport | null;
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
  // A choice in a picker changes the draft and finishes the field at once; the findings are checked once the draft
  // holds the choice (the next render's onFieldBlur), not for the values before it.
  const [choices, setChoices] = useState(0);
  const { onFieldBlur } = props;
  useEffect(() => {
    if (choices > 0) onFieldBlur();
    // Only a new choice asks; onFieldBlur is the render's own function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choices]);
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
      {/* grid-cols-1 (minmax(0, 1fr)): a long country label ("UTO (as printed…)") is cut short in its picker
          instead of widening the column past a phone's screen. */}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {CONFIRMABLE_PASSPORT_FIELDS.map((name) => (
          <PassportField
            key={name}
            name={name}
            value={props.draft[name]}
            readValue={props.read?.[name] ?? null}
            confidence={confidence?.[name] ?? null}
            problem={props.fieldProblems[name] ?? null}
            onType={(value) => props.onChange(name, value)}
            onChoose={(value) => {
              props.onChange(name, value);
              setChoices((count) => count + 1);
            }}
            onFieldBlur={onFieldBlur}
          />
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
