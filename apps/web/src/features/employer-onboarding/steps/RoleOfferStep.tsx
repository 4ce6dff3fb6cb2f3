import {
  builderRoleWords,
  DEFAULT_HOURS_PER_WEEK,
  EMPLOYER_ONBOARDING_TEXTS,
  isOneOf,
  OtherCompensationSchema,
  roleOfferPrefill,
  RoleOfferSchema,
  SALARY_FREQUENCIES,
  type RoleOffer,
} from '@app/domain';
import { useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { DateInput } from '@/components/form/date-input.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { MoneyInput } from '@/components/form/money-input.tsx';
import { useFormTexts } from '@/components/form/form-texts.ts';
import { YesNoRadioGroup } from '@/components/form/yes-no-radio-group.tsx';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { CreateRoleOfferMutation, UpdateRoleOfferMutation } from '../api/wizard-queries.ts';
import { StepLayout } from '../components/StepLayout.tsx';
import { OptionRadioGroup } from '../components/OptionRadioGroup.tsx';
import { PetitionChooser } from '../components/PetitionChooser.tsx';
import { storedAnswers, type StepProps } from './step-props.ts';
import { useStepForm } from './use-step-form.ts';

/**
 * SALARY_FREQUENCIES in the catalogues (the stored value stays the domain's word): words of their own, capitalised
 * like every other option label, not the lower-case stored values.
 */
const SALARY_FREQUENCY_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  annual: /*i18n*/ { id: 'employer.salary.annual', message: 'Annual' },
  monthly: /*i18n*/ { id: 'employer.salary.monthly', message: 'Monthly' },
  weekly: /*i18n*/ { id: 'employer.salary.weekly', message: 'Weekly' },
  hourly: /*i18n*/ { id: 'employer.salary.hourly', message: 'Hourly' },
};

/**
 * The US role offered to the beneficiary of the chosen petition, saved as their user employment at this
 * company. The form starts over for each petition (issue 25: a company with two beneficiaries enters
 * two offers).
 */
export function RoleOfferStep(props: StepProps) {
  return <RoleOfferForm key={props.petition?.id ?? 'none'} {...props} />;
}

function RoleOfferForm({ wizard, company, refetch, petition, choosePetition }: StepProps) {
  const { i18n } = useLingui();
  const formTexts = useFormTexts();
  const [createOffer] = useMutation(CreateRoleOfferMutation);
  const [updateOffer] = useMutation(UpdateRoleOfferMutation);
  const existing = petition?.userEmployments?.userEmploymentsByUserId.nodes[0];
  // The answers kept for the step are one company-wide draft: only the draft of this beneficiary applies.
  const kept = storedAnswers<RoleOffer>(wizard, 'beneficiary');
  const stored = petition && kept.userId === petition.beneficiaryId ? kept : {};
  // No saved offer for this beneficiary yet: start from the builder's words staff typed (never over a saved offer).
  const builder = existing || !petition ? null : roleOfferPrefill(builderRoleWords(petition.metadata));
  const { form, autosave, submitting } = useStepForm(RoleOfferSchema, {
    wizard,
    step: 'beneficiary',
    defaultValues: {
      userId: petition?.beneficiaryId ?? '',
      roleTitle: stored.roleTitle ?? existing?.position ?? builder?.roleTitle ?? '',
      proposedSalary:
        stored.proposedSalary ?? (existing?.salary == null ? (builder?.proposedSalary ?? '') : Number(existing.salary)),
      salaryFrequency:
        stored.salaryFrequency ??
        (isOneOf(SALARY_FREQUENCIES, existing?.salaryFrequency) ? existing.salaryFrequency : builder?.salaryFrequency),
      startDate: stored.startDate ?? existing?.startDate ?? '',
      isFullTime: stored.isFullTime ?? (existing?.isFullTime == null ? undefined : existing.isFullTime ? 'Yes' : 'No'),
      hoursPerWeek:
        stored.hoursPerWeek ?? (existing?.hoursPerWeek == null ? DEFAULT_HOURS_PER_WEEK : Number(existing.hoursPerWeek)),
      otherCompensation:
        stored.otherCompensation ??
        OtherCompensationSchema.parse(existing?.otherCompensation ? JSON.parse(existing.otherCompensation) : {}),
    },
  });

  const save = submitting(async (offer: RoleOffer) => {
    const fields = {
      position: offer.roleTitle,
      salary: String(offer.proposedSalary),
      salaryFrequency: offer.salaryFrequency,
      startDate: offer.startDate,
      isFullTime: offer.isFullTime === 'Yes',
      hoursPerWeek: String(offer.hoursPerWeek),
      otherCompensation: JSON.stringify(offer.otherCompensation),
      isCurrent: true,
    };
    try {
      if (existing) await updateOffer({ variables: { id: existing.id, patch: fields } });
      else
        await createOffer({
          variables: { employment: { ...fields, userId: offer.userId, companyId: company.id, companyName: company.dbaName } },
        });
    } catch {
      // Spec 3 §8: the role offer's own text as the form's root error.
      form.setError('root.server', { type: 'server', message: EMPLOYER_ONBOARDING_TEXTS.roleOfferFailed });
      return;
    }
    await refetch();
    wizard.next();
  });

  return (
    <StepLayout step="beneficiary" wizard={wizard} onNext={() => void form.submitWith(save)()}>
      <PetitionChooser petitions={company.petitionsByCompanyId.nodes} chosenId={petition?.id ?? null} onChoose={choosePetition} />
      {petition?.userByBeneficiaryId && (
        <p>
          {i18n._({
            id: 'employer.role.offer',
            message: 'The role you offer {name}.',
            values: { name: petition.userByBeneficiaryId.fullName },
          })}
        </p>
      )}
      <ZodForm form={form} onSubmit={save} className="grid gap-4">
        {/* The beneficiary comes from the petition chosen above, not from a field of its own: no label here,
            only the schema's message should there be no beneficiary. */}
        <input type="hidden" {...form.register('userId')} />
        {form.formState.errors.userId?.message && (
          <p role="alert" className="text-xs text-destructive">
            {formTexts.message(form.formState.errors.userId.message)}
          </p>
        )}
        <FormField
          name="roleTitle"
          label={i18n._({ id: 'employer.role.title', message: 'Role title' })}
          render={({ field, control }) => <Input {...control} {...field} />}
        />
        <FormField
          name="proposedSalary"
          label={i18n._({ id: 'employer.role.salary', message: 'Proposed salary (USD)' })}
          render={({ field, control }) => <MoneyInput {...control} {...field} locale={i18n.locale} />}
        />
        <FormField
          name="salaryFrequency"
          label={i18n._({ id: 'employer.role.frequency', message: 'Salary frequency' })}
          labelsGroup
          render={({ field, control }) => (
            <OptionRadioGroup
              {...control}
              options={SALARY_FREQUENCIES}
              optionLabel={(option) => {
                const message = SALARY_FREQUENCY_MESSAGES[option];
                return message ? i18n._(message) : option;
              }}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <FormField
          name="startDate"
          label={i18n._({ id: 'employer.role.startDate', message: 'Start date' })}
          render={({ field, control }) => <DateInput {...control} {...field} />}
        />
        <FormField
          name="isFullTime"
          label={i18n._({ id: 'employer.role.fullTime', message: 'Is the role full time?' })}
          labelsGroup
          render={({ field, control }) => (
            <YesNoRadioGroup
              {...control}
              value={field.value === 'Yes' ? true : field.value === 'No' ? false : null}
              onBlur={field.onBlur}
              onChange={(yes) => field.onChange(yes ? 'Yes' : 'No')}
            />
          )}
        />
        <FormField
          name="hoursPerWeek"
          label={i18n._({ id: 'employer.role.hours', message: 'Hours per week' })}
          render={({ field, control }) => <Input inputMode="numeric" {...control} {...field} value={String(field.value ?? '')} />}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-semibold">
            {i18n._({ id: 'employer.role.otherCompensation', message: 'Other compensation' })}
          </legend>
          {(
            [
              [
                'otherCompensation.equityAndStandardBenefits',
                /*i18n*/ { id: 'employer.role.equity', message: 'Equity and standard benefits' },
              ],
              [
                'otherCompensation.otherGuaranteedPay',
                /*i18n*/ { id: 'employer.role.guaranteed', message: 'Other guaranteed pay' },
              ],
            ] as const
          ).map(([name, label]) => (
            <FormField
              key={name}
              name={name}
              label={i18n._(label)}
              controlFirst
              render={({ field, control }) => (
                <Checkbox
                  {...control}
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
              )}
            />
          ))}
          <FormField
            name="otherCompensation.other"
            label={i18n._({ id: 'employer.role.other', message: 'Other' })}
            render={({ field, control }) => <Input {...control} {...field} />}
          />
        </fieldset>
        <AutosaveStatus status={autosave.status} />
      </ZodForm>
    </StepLayout>
  );
}
