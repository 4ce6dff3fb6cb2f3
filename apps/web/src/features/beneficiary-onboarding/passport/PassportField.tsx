import type { TConfirmablePassportField, TPassportFieldConfidence } from '@app/domain';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMemo, type FocusEvent } from 'react';
import type { ComboboxOption } from '@/components/form/combobox.tsx';
import { DateInput, isoDateSchema } from '@/components/form/date-input.tsx';
import { useFormTexts } from '@/components/form/form-texts.ts';
import { CountrySelect } from '@/components/form/geography-selects.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { cn } from '@/lib/utils.ts';
import { PASSPORT_FIELD_MESSAGES, PASSPORT_SEX_MESSAGES } from './passport-field-messages.ts';
import {
  passportCodesOutsideCountries,
  passportCountryAfterPick,
  passportCountryPickerValue,
  passportSexSelectValue,
} from './passport-field-values.ts';

/** The words under a field the reader was not sure of, or did not read (never colour alone). */
const CONFIDENCE_NOTES: Partial<Record<TPassportFieldConfidence, MessageDescriptor>> = {
  uncertain: /*i18n*/ {
    id: 'passport.note.uncertain',
    message: 'Check this against your passport: we could not read it with certainty.',
  },
  missing: /*i18n*/ { id: 'passport.note.missing', message: 'Not read: type it as printed in your passport.' },
};
/** A field chosen from a list, not typed, that was not read. */
const MISSING_CHOICE_NOTE: MessageDescriptor = /*i18n*/ {
  id: 'passport.note.missingChoice',
  message: 'Not read: choose it as printed in your passport.',
};

/** Which control a field gets: the person reads words, never the codes the draft keeps. */
const FIELD_KINDS: Partial<Record<TConfirmablePassportField, 'country' | 'sex' | 'date'>> = {
  nationality: 'country',
  countryOfIssue: 'country',
  sex: 'sex',
  dateOfBirth: 'date',
  expirationDate: 'date',
};

/** The order the sex select offers (the passport's letters; X is "unspecified" in ICAO 9303). */
const SEX_CHOICES = ['F', 'M', 'X'] as const;

/** A date spelt out in the reader's language ("January 1, 1985", "1 de enero de 1985"): the field keeps YYYY-MM-DD. */
function spelledDate(locale: string, value: string): string | undefined {
  const text = value.trim();
  if (!isoDateSchema.safeParse(text).success) return undefined;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}

export interface PassportFieldProps {
  name: TConfirmablePassportField;
  value: string;
  /** The value read from the passport, when one was (a code it printed stays a choice after another is picked). */
  readValue: string | null;
  confidence: TPassportFieldConfidence | null;
  problem: string | null;
  /** Typing: the findings are checked when the field is left. */
  onType: (value: string) => void;
  /** A choice in a picker or select: it finishes the field, so the findings are checked for the value chosen. */
  onChoose: (value: string) => void;
  onFieldBlur: () => void;
}

/** One passport field: its label, its control (a text, a date, a country picker or the sex select), its notes. */
export function PassportField({
  name,
  value,
  readValue,
  confidence,
  problem,
  onType,
  onChoose,
  onFieldBlur,
}: PassportFieldProps) {
  const { i18n } = useLingui();
  const { message: translate } = useFormTexts();
  const kind = FIELD_KINDS[name];
  const id = `passport-${name}`;
  const noteMessage =
    confidence === 'missing' && (kind === 'country' || kind === 'sex')
      ? MISSING_CHOICE_NOTE
      : confidence
        ? CONFIDENCE_NOTES[confidence]
        : undefined;
  const note = noteMessage ? i18n._(noteMessage) : undefined;
  const spelled = kind === 'date' && !problem ? spelledDate(i18n.locale, value) : undefined;
  const described =
    [problem && `${id}-problem`, note && `${id}-note`, spelled && `${id}-spelled`].filter(Boolean).join(' ') || undefined;
  const control = { id, 'aria-invalid': problem ? true : undefined, 'aria-describedby': described };
  const typed = {
    ...control,
    value,
    onChange: (next: string) => onType(next),
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      // Leaving a field for Confirm or Discard checks nothing: Confirm checks the values itself, and findings
      // answered during the press would list a difference above the button and move it before the release.
      if (event.relatedTarget instanceof Element && event.relatedTarget.closest('[data-passport-actions]')) return;
      onFieldBlur();
    },
  };
  return (
    <div className={cn('flex flex-col gap-1', note && 'rounded border-l-4 border-amber-600 pl-2')}>
      <Label htmlFor={id}>{i18n._(PASSPORT_FIELD_MESSAGES[name])}</Label>
      {kind === 'country' ? (
        <PassportCountryPicker {...control} value={value} readValue={readValue} onChoose={onChoose} />
      ) : kind === 'sex' ? (
        <Select value={passportSexSelectValue(value)} onValueChange={onChoose}>
          <SelectTrigger {...control}>
            <SelectValue placeholder={i18n._({ id: 'passport.sex.choose', message: 'Choose one' })} />
          </SelectTrigger>
          <SelectContent>
            {SEX_CHOICES.map((letter) => (
              <SelectItem key={letter} value={letter}>
                {i18n._(PASSPORT_SEX_MESSAGES[letter])}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : kind === 'date' ? (
        <DateInput {...typed} />
      ) : (
        <Input {...typed} onChange={(event) => onType(event.target.value)} />
      )}
      {note && (
        <p id={`${id}-note`} className="text-xs font-medium">
          {note}
        </p>
      )}
      {spelled && (
        <p id={`${id}-spelled`} className="text-xs text-muted-foreground">
          {spelled}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-xs text-destructive">
          {translate(problem)}
        </p>
      )}
    </div>
  );
}

/** The shared country picker over a passport's code: the country's name shows; the draft keeps the code as read. */
function PassportCountryPicker({
  value,
  readValue,
  onChoose,
  ...control
}: {
  id: string;
  value: string;
  readValue: string | null;
  onChoose: (value: string) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const { i18n } = useLingui();
  const outside = passportCodesOutsideCountries([readValue, value]).join(' ');
  const filled = value.trim() !== '';
  const extraOptions = useMemo<readonly ComboboxOption[]>(
    () => [
      // A field can be left empty, as the text box could be cleared (the country of issue then comes from Place of issue).
      ...(filled ? [{ value: '', label: i18n._({ id: 'passport.country.leaveEmpty', message: 'Leave empty' }) }] : []),
      ...(outside ? outside.split(' ') : []).map((code) => ({
        value: code,
        label: i18n._({
          id: 'passport.country.asPrinted',
          message: '{code} (as printed in your passport; not a country in our list)',
          values: { code },
        }),
      })),
    ],
    [filled, outside, i18n],
  );
  return (
    <CountrySelect
      {...control}
      value={passportCountryPickerValue(value)}
      extraOptions={extraOptions}
      onChange={(picked) => onChoose(passportCountryAfterPick(value, picked))}
    />
  );
}
