import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { SERVER_ERROR_KEY } from '@/components/form/use-zod-form.ts';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { ANSWER_TEXTS, ExpertLetterSchema, type ExpertLetterData } from './answer-schemas.ts';
import { ExhibitFrame } from './ExhibitFrame.tsx';
import { MONTHS, yearsMet, type ExpertLetterVariant } from './expert-letter-types.ts';
import { storedData, type ScreenProps } from './screen-props.ts';
import { useExhibitForm } from './use-exhibit-form.ts';

const TEXT_FIELDS = [
  { name: 'fullName', label: 'Full name', autoComplete: 'off' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'title', label: 'Title' },
  { name: 'currentCompanyName', label: 'Current company' },
  { name: 'linkedin', label: 'LinkedIn profile URL', type: 'url' },
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
function ChoiceField({ name, label, options }: { name: 'monthMet' | 'yearMet'; label: string; options: readonly string[] }) {
  return (
    <FormField<ExpertLetterData, typeof name>
      name={name}
      label={label}
      render={({ field, control }) => (
        <Select value={field.value === '' ? undefined : field.value} onValueChange={field.onChange} disabled={field.disabled}>
          <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...control}>
            <SelectValue placeholder="Choose one" />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option} value={option}>
                {option}
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
      <p>Tell us about someone who can speak to {variant.subject(exhibit)}.</p>
      <ZodForm form={form} onSubmit={save}>
        {TEXT_FIELDS.map(({ name, label, ...input }) => (
          <FormField<ExpertLetterData, typeof name>
            key={name}
            name={name}
            label={label}
            render={({ field, control }) => <Input {...control} {...field} {...input} />}
          />
        ))}
        <FormField<ExpertLetterData, 'phoneNumber'>
          name="phoneNumber"
          label="Phone number"
          required={false}
          render={({ field, control }) => <Input {...control} {...field} type="tel" autoComplete="off" />}
        />
        <FormField<ExpertLetterData, 'description'>
          name="description"
          label={variant.descriptionLabel}
          required={false}

          render={({ field, control }) => <Textarea rows={5} {...control} {...field} />}
        />
        <FormField<ExpertLetterData, 'meetDescription'>
          name="meetDescription"
          label="How did you meet?"

          render={({ field, control }) => <Textarea rows={3} {...control} {...field} />}
        />
        <ChoiceField name="monthMet" label="Month met" options={MONTHS} />
        <ChoiceField name="yearMet" label="Year met" options={yearsMet()} />
        <AutosaveStatus status={autosave.status} />
      </ZodForm>
    </ExhibitFrame>
  );
}
