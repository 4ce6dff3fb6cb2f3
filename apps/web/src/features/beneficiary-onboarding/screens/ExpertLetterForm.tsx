import { useLingui } from '@lingui/react';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { SERVER_ERROR_KEY } from '@/components/form/use-zod-form.ts';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { ANSWER_TEXTS, ExpertLetterSchema, type ExpertLetterData } from './answer-schemas.ts';
import { ExhibitFrame } from './ExhibitFrame.tsx';
import { monthName, MONTHS, yearsMet, type ExpertLetterVariant } from './expert-letter-types.ts';
import { storedData, type ScreenProps } from './screen-props.ts';
import { useExhibitForm } from './use-exhibit-form.ts';

const TEXT_FIELDS = [
  { name: 'fullName', label: /*i18n*/ { id: 'expertLetter.fullName', message: 'Full name' }, autoComplete: 'off' },
  { name: 'email', label: /*i18n*/ { id: 'expertLetter.email', message: 'Email' }, type: 'email' },
  { name: 'title', label: /*i18n*/ { id: 'expertLetter.title', message: 'Title' } },
  { name: 'currentCompanyName', label: /*i18n*/ { id: 'expertLetter.company', message: 'Current company' } },
  { name: 'linkedin', label: /*i18n*/ { id: 'expertLetter.linkedin', message: 'LinkedIn profile URL' }, type: 'url' },
] as const;

const EMPTY: ExpertLetterData = {
  fullName: '',
  email: '',
  title: '',
  currentCompanyName: '',
  linkedin: '',
  description: '',
  meetDescription: '',
  phoneNumber: '',
  monthMet: '',
  yearMet: '',
};

/** A choice of the month or year met; Radix Select, so it is disabled in read-only mode. */
function ChoiceField({
  name,
  label,
  options,
  optionLabel = (option) => option,
}: {
  name: 'monthMet' | 'yearMet';
  label: string;
  options: readonly string[];
  optionLabel?: (option: string) => string;
}) {
  const { i18n } = useLingui();
  return (
    <FormField<ExpertLetterData, typeof name>
      name={name}
      label={label}
      render={({ field, control }) => (
        <Select value={field.value === '' ? undefined : field.value} onValueChange={field.onChange} disabled={field.disabled}>
          <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...control}>
            <SelectValue placeholder={i18n._({ id: 'expertLetter.chooseOne', message: 'Choose one' })} />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option} value={option}>
                {optionLabel(option)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  );
}

/**
 * The expert letter data (spec 3 §3, §5, §9): kept in the exhibit's data as it is typed (autosave), and
 * validated and completed on Next.
 */
export function ExpertLetterForm({ exhibit, flow, variant }: ScreenProps & { variant: ExpertLetterVariant }) {
  const { i18n } = useLingui();
  const stored = storedData<ExpertLetterData>(exhibit);
  const { form, autosave, submitting } = useExhibitForm(ExpertLetterSchema, {
    exhibit,
    flow,
    defaultValues: { ...EMPTY, ...stored },
  });
  const save = submitting(async (letter) => {
    try {
      await flow.saveData(exhibit.id, { ...exhibit.data, ...letter });
    } catch {
      return form.setError(SERVER_ERROR_KEY, { type: 'server', message: ANSWER_TEXTS.answersFailed });
    }
    flow.next();
  });
  return (
    <ExhibitFrame exhibit={exhibit} flow={flow} onNext={() => void form.submitWith(save)()}>
      <p>
        {i18n._({
          id: 'expertLetter.intro',
          message: 'Tell us about someone who can speak to {subject}.',
          values: { subject: variant.subject(i18n, exhibit) },
        })}
      </p>
      <ZodForm form={form} onSubmit={save}>
        {TEXT_FIELDS.map(({ name, label, ...input }) => (
          <FormField<ExpertLetterData, typeof name>
            key={name}
            name={name}
            label={i18n._(label)}
            render={({ field, control }) => <Input {...control} {...field} {...input} />}
          />
        ))}
        <FormField<ExpertLetterData, 'phoneNumber'>
          name="phoneNumber"
          label={i18n._({ id: 'expertLetter.phone', message: 'Phone number' })}
          required={false}
          render={({ field, control }) => <Input {...control} {...field} type="tel" autoComplete="off" />}
        />
        <FormField<ExpertLetterData, 'description'>
          name="description"
          label={i18n._(variant.descriptionLabel)}
          required={false}

          render={({ field, control }) => <Textarea rows={5} {...control} {...field} />}
        />
        <FormField<ExpertLetterData, 'meetDescription'>
          name="meetDescription"
          label={i18n._({ id: 'expertLetter.howMet', message: 'How did you meet?' })}

          render={({ field, control }) => <Textarea rows={3} {...control} {...field} />}
        />
        <ChoiceField
          name="monthMet"
          label={i18n._({ id: 'expertLetter.monthMet', message: 'Month met' })}
          options={MONTHS}
          optionLabel={(month) => monthName(i18n.locale, month)}
        />
        <ChoiceField name="yearMet" label={i18n._({ id: 'expertLetter.yearMet', message: 'Year met' })} options={yearsMet()} />
        <AutosaveStatus status={autosave.status} />
      </ZodForm>
    </ExhibitFrame>
  );
}
