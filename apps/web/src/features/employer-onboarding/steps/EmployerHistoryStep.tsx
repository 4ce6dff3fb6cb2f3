import {
  COMPANY_TYPES_OF_BUSINESS,
  companyIncomeText,
  EmployerHistorySchema,
  isOneOf,
  parseCompanyIncome,
  type EmployerHistory,
} from '@app/domain';
import { useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { MoneyInput } from '@/components/form/money-input.tsx';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { UpdateCompanyMutation } from '../api/wizard-queries.ts';
import { StepLayout } from '../components/StepLayout.tsx';
import { storedAnswers, type StepProps } from './step-props.ts';
import { useStepForm } from './use-step-form.ts';
import { isOtherYearRefusal, ProviderDateNotice, useProviderDateEstablished } from './provider-date-established.tsx';

/** COMPANY_TYPES_OF_BUSINESS in the catalogues (the stored value stays the English one). */
const TYPE_OF_BUSINESS_MESSAGES: Record<(typeof COMPANY_TYPES_OF_BUSINESS)[number], MessageDescriptor> = {
  Advertising: /*i18n*/ { id: 'employer.business.advertising', message: 'Advertising' },
  Automotive: /*i18n*/ { id: 'employer.business.automotive', message: 'Automotive' },
  Consulting: /*i18n*/ { id: 'employer.business.consulting', message: 'Consulting' },
  Education: /*i18n*/ { id: 'employer.business.education', message: 'Education' },
  Engineering: /*i18n*/ { id: 'employer.business.engineering', message: 'Engineering' },
  Finance: /*i18n*/ { id: 'employer.business.finance', message: 'Finance' },
  Healthcare: /*i18n*/ { id: 'employer.business.healthcare', message: 'Healthcare' },
  Technology: /*i18n*/ { id: 'employer.business.technology', message: 'Technology' },
  Other: /*i18n*/ { id: 'employer.business.other', message: 'Other' },
};

/**
 * The FEIN (the I-129's Part 1), type of business, head count, the year established and the gross and net annual
 * income (the I-129's Part 5 asks all five), and the optional NAICS code (the I-140's Part 5 and the H-1B supplement);
 * the company update also marks the company portal-onboarded. Each field starts from the step's saved answers, else
 * what the company row holds (staff may have typed it on the company's profile).
 */
export function EmployerHistoryStep({ wizard, company, refetch }: StepProps) {
  const { i18n } = useLingui();
  const [updateCompany] = useMutation(UpdateCompanyMutation);
  const stored = storedAnswers<EmployerHistory>(wizard, 'employerHistory');
  // Staff's full date established, when given, decides the year (docs/decisions.md, seventeenth session).
  const providerDate = useProviderDateEstablished(company.dateEstablished);
  const { form, autosave, submitting } = useStepForm(EmployerHistorySchema, {
    wizard,
    step: 'employerHistory',
    defaultValues: {
      companyTypeOfBusiness:
        stored.companyTypeOfBusiness ??
        (isOneOf(COMPANY_TYPES_OF_BUSINESS, company.companyTypeOfBusiness) ? company.companyTypeOfBusiness : undefined),
      currentNumberOfEmployees: stored.currentNumberOfEmployees ?? company.currentNumberOfEmployees ?? '',
      yearEstablished: providerDate.year ?? stored.yearEstablished ?? company.yearEstablished ?? '',
      naicsCode: stored.naicsCode ?? company.naicsCode ?? '',
      ein: stored.ein ?? company.ein ?? '',
      // The API gives the stored numeric as text ('48500000.00'): the form starts from its whole dollars.
      grossAnnualIncome: stored.grossAnnualIncome ?? companyIncomeText(company.companyGrossAnnualIncome),
      netAnnualIncome: stored.netAnnualIncome ?? companyIncomeText(company.companyNetAnnualIncome),
    },
  });
  // The form keeps the date's year: a year typed (or kept as a draft) before staff gave the date would otherwise be
  // saved against it and refused.
  const providerYear = providerDate.year;
  useEffect(() => {
    if (providerYear !== null && String(form.getValues('yearEstablished') ?? '') !== String(providerYear))
      form.setValue('yearEstablished', providerYear, { shouldDirty: true, shouldValidate: true });
  }, [form, providerYear]);

  const save = submitting(async ({ grossAnnualIncome, netAnnualIncome, ...history }: EmployerHistory) => {
    try {
      await updateCompany({
        variables: {
          id: company.id,
          patch: {
            ...history,
            // numeric columns: the API takes the amount as text.
            companyGrossAnnualIncome: String(grossAnnualIncome),
            companyNetAnnualIncome: String(netAnnualIncome),
            portalOnboarded: true,
          },
        },
      });
    } catch (error) {
      // Staff gave the date while this page was open: read it, show it and its year, keep the other answers.
      if (!isOtherYearRefusal(error)) throw error;
      providerDate.refusedYear(history.yearEstablished);
      await refetch();
      return;
    }
    await refetch();
    wizard.next();
  });

  return (
    <StepLayout step="employerHistory" wizard={wizard} onNext={() => void form.submitWith(save)()}>
      <ZodForm form={form} onSubmit={save}>
        <FormField
          name="ein"
          label={i18n._({ id: 'employer.history.fein', message: 'FEIN (Federal Employer Identification Number)' })}
          description={i18n._({
            id: 'employer.history.feinHint',
            message: "9 digits, for example 12-3456789. It is on the IRS's letter that assigned it and on your tax returns.",
          })}
          render={({ field, control }) => (
            <Input
              inputMode="numeric"
              autoComplete="off"
              {...control}
              {...field}
              value={typeof field.value === 'string' ? field.value : ''}
            />
          )}
        />
        <FormField
          name="companyTypeOfBusiness"
          label={i18n._({ id: 'employer.history.type', message: 'Type of business' })}
          render={({ field, control }) => (
            <Select
              value={typeof field.value === 'string' ? field.value : undefined}
              onValueChange={field.onChange}
              disabled={field.disabled}
            >
              <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...control}>
                <SelectValue placeholder={i18n._({ id: 'employer.history.choose', message: 'Choose one' })} />
              </SelectTrigger>
              <SelectContent>
                {COMPANY_TYPES_OF_BUSINESS.map((type) => (
                  <SelectItem key={type} value={type}>
                    {i18n._(TYPE_OF_BUSINESS_MESSAGES[type])}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <FormField
          name="currentNumberOfEmployees"
          label={i18n._({ id: 'employer.history.employees', message: 'Current number of employees' })}
          render={({ field, control }) => <Input inputMode="numeric" {...control} {...field} value={String(field.value ?? '')} />}
        />
        <FormField
          name="yearEstablished"
          label={i18n._({ id: 'employer.history.yearEstablished', message: 'Year the company was established' })}
          description={
            providerDate.explanation ??
            i18n._({ id: 'employer.history.yearEstablishedHint', message: 'Four digits, for example 2015' })
          }
          render={({ field, control }) => (
            <Input
              inputMode="numeric"
              maxLength={4}
              {...control}
              {...field}
              readOnly={providerDate.year !== null}
              className={providerDate.year !== null ? 'bg-muted' : undefined}
              value={String(field.value ?? '')}
            />
          )}
        />
        <ProviderDateNotice providerDate={providerDate} />
        <FormField
          name="naicsCode"
          label={i18n._({ id: 'employer.history.naicsCode', message: 'NAICS code (optional)' })}
          description={i18n._({
            id: 'employer.history.naicsCodeHint',
            message:
              "6 digits, for example 541715. Your industry's code from the North American Industry Classification System; your accountant or the U.S. Census site has it.",
          })}
          render={({ field, control }) => (
            <Input
              inputMode="numeric"
              autoComplete="off"
              {...control}
              {...field}
              value={typeof field.value === 'string' ? field.value : ''}
            />
          )}
        />
        <FormField
          name="grossAnnualIncome"
          label={i18n._({ id: 'employer.history.grossIncome', message: 'Gross annual income (USD)' })}
          description={i18n._({
            id: 'employer.history.grossIncomeHint',
            message: 'Whole US dollars, from your last tax return. Enter 0 if the company has no revenue yet.',
          })}
          render={({ field, control }) => (
            <MoneyInput {...control} {...field} locale={i18n.locale} amountOf={parseCompanyIncome} />
          )}
        />
        <FormField
          name="netAnnualIncome"
          label={i18n._({ id: 'employer.history.netIncome', message: 'Net annual income (USD)' })}
          description={i18n._({
            id: 'employer.history.netIncomeHint',
            message: 'Whole US dollars, from your last tax return. A loss is negative, for example -40,000.',
          })}
          render={({ field, control }) => (
            // A loss needs the minus sign, which a phone's number pad lacks: the full keyboard.
            <MoneyInput {...control} {...field} locale={i18n.locale} amountOf={parseCompanyIncome} inputMode="text" />
          )}
        />
        <AutosaveStatus status={autosave.status} />
      </ZodForm>
    </StepLayout>
  );
}
