import { useLingui } from '@lingui/react';
import { useWatch } from 'react-hook-form';
import { DateInput } from '@/components/form/date-input.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { useFormTexts } from '@/components/form/form-texts.ts';
import { CountrySelect } from '@/components/form/geography-selects.tsx';
import type { ZodFormApi } from '@/components/form/use-zod-form.ts';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import type { EmploymentForm, EmploymentFormSchema } from './answer-schemas.ts';

export const CURRENT_JOB_LABEL = /*i18n*/ { id: 'onboarding.employment.current', message: 'I currently work here' };

/**
 * One employment's form (spec 3 §5): employer, title, start, end unless current (ticking current clears
 * the end date), city and country. The screen owns the form, so its Next can save an open one.
 */
export function EmploymentEditor({
  form,
  heading,
  onSave,
  onCancel,
}: {
  form: ZodFormApi<typeof EmploymentFormSchema>;
  heading: string;
  onSave: (values: EmploymentForm) => Promise<void>;
  /** Absent when there is nothing to go back to (no saved employment yet). */
  onCancel?: () => void;
}) {
  const { i18n } = useLingui();
  const { address: words, datePlaceholder } = useFormTexts();
  const isCurrent = useWatch({ control: form.control, name: 'isCurrent' });
  return (
    <section aria-label={heading} className="rounded border p-4">
      <h3 className="mb-3 text-lg font-medium">{heading}</h3>
      <ZodForm form={form} onSubmit={onSave}>
        <FormField<EmploymentForm, 'companyName'>
          name="companyName"
          label={i18n._({ id: 'onboarding.employment.employer', message: 'Employer name' })}
          render={({ field, control }) => <Input {...control} {...field} autoComplete="organization" />}
        />
        <FormField<EmploymentForm, 'position'>
          name="position"
          label={i18n._({ id: 'onboarding.employment.jobTitle', message: 'Job title' })}
          render={({ field, control }) => <Input {...control} {...field} autoComplete="organization-title" />}
        />
        <FormField<EmploymentForm, 'startDate'>
          name="startDate"
          label={i18n._({ id: 'onboarding.employment.start', message: 'Start date' })}
          description={datePlaceholder}
          render={({ field, control }) => <DateInput {...control} {...field} />}
        />
        <FormField<EmploymentForm, 'endDate'>
          name="endDate"
          label={i18n._({ id: 'onboarding.employment.end', message: 'End date' })}
          description={datePlaceholder}
          required={false}
          render={({ field, control }) => <DateInput {...control} {...field} disabled={isCurrent} />}
        />
        <FormField<EmploymentForm, 'isCurrent'>
          name="isCurrent"
          label={i18n._(CURRENT_JOB_LABEL)}
          controlFirst
          required={false}

          render={({ field, control }) => (
            <Checkbox
              {...control}
              checked={field.value}
              onBlur={field.onBlur}
              onCheckedChange={(checked) => {
                field.onChange(checked === true);
                // A current job has no end date (spec 3 §5).
                if (checked === true) form.setValue('endDate', '', { shouldValidate: true });
              }}
            />
          )}
        />
        <FormField<EmploymentForm, 'city'>
          name="city"
          label={words.city}
          required={false}
          render={({ field, control }) => <Input {...control} {...field} autoComplete="address-level2" />}
        />
        <FormField<EmploymentForm, 'country'>
          name="country"
          label={words.country}
          required={false}
          render={({ field, control }) => (
            <CountrySelect {...control} ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
        <div className="flex gap-3">
          <Button type="submit">{i18n._({ id: 'onboarding.employment.save', message: 'Save employment' })}</Button>
          {onCancel && (
            <Button type="button" variant="outline" onClick={onCancel}>
              {i18n._({ id: 'common.cancel', message: 'Cancel' })}
            </Button>
          )}
        </div>
      </ZodForm>
    </section>
  );
}
