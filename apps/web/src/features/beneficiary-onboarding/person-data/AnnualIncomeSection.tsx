import { ANNUAL_INCOME_EXAMPLE, annualIncomeSchema, isSelfPetition } from '@app/domain';
import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { z } from 'zod';
import { FormField } from '@/components/form/form-field.tsx';
import { useZodForm } from '@/components/form/use-zod-form.ts';
import { Input } from '@/components/ui/input.tsx';
import { AnnualIncomeQuery } from './annual-income-queries.ts';
import { SavePersonDatumMutation } from './person-data-queries.ts';
import { PersonDataFormSection, saveSection } from './PersonDataFormSection.tsx';

/** Shown under the form when the save fails (translated through the validation messages' table). */
export const ANNUAL_INCOME_SAVE_FAILED = 'There was a problem saving your annual income.';

const AnnualIncomeFormSchema = z.object({ annualIncome: annualIncomeSchema });

/**
 * A self-petitioner's annual income (migration 0111): the I-140 asks a person who files for herself for it (Part 5
 * item 12), beside her occupation, which her employment history gives. Shown only when the checklist's petition is a
 * self-petition; a company's petition asks the company's figures instead. Whole US dollars, the domain's rule
 * (annual-income.ts), which the database checks too.
 */
export function AnnualIncomeSection({ userId, petitionId }: { userId: string; petitionId: string }) {
  const { data, refetch } = useQuery(AnnualIncomeQuery, { variables: { userId, petitionId }, fetchPolicy: 'cache-and-network' });
  const petition = data?.petitionById;
  if (!petition || !data.userById) return null;
  if (!isSelfPetition({ visaClass: petition.visaClass, hasPetitionerCompany: petition.companyId !== null })) return null;
  const datum = data.userById.userDatumByUserId;
  // Keyed by the row, as the other sections: a save's refetch must not remount the form (and lose 'Saved.').
  return <AnnualIncomeForm key={datum?.id ?? 'none'} userId={userId} saved={datum?.annualIncome ?? null} refetch={refetch} />;
}

function AnnualIncomeForm({ userId, saved, refetch }: { userId: string; saved: number | null; refetch: () => Promise<unknown> }) {
  const { i18n } = useLingui();
  const [saveDatum] = useMutation(SavePersonDatumMutation);
  const [done, setDone] = useState(false);
  const form = useZodForm(AnnualIncomeFormSchema, { defaultValues: { annualIncome: saved === null ? '' : String(saved) } });
  const save = ({ annualIncome }: z.output<typeof AnnualIncomeFormSchema>) =>
    saveSection(form, ANNUAL_INCOME_SAVE_FAILED, setDone, async () => {
      await saveDatum({ variables: { userId, patch: { annualIncome } } });
      await refetch();
    });
  return (
    <PersonDataFormSection
      titleId="annual-income-title"
      title={i18n._({ id: 'onboarding.annualIncome.title', message: 'Your annual income' })}
      description={i18n._({
        id: 'onboarding.annualIncome.description',
        message: 'You are filing this petition for yourself, so the I-140 asks for your annual income.',
      })}
      form={form}
      onSubmit={save}
      formClassName="grid grid-cols-1 gap-4 sm:grid-cols-2 [&>*]:min-w-0"
      saveLabel={i18n._({ id: 'onboarding.annualIncome.save', message: 'Save annual income' })}
      saved={done}
    >
      <FormField
        name="annualIncome"
        label={i18n._({ id: 'onboarding.annualIncome.label', message: 'Annual income (US dollars)' })}
        description={i18n._({
          id: 'onboarding.annualIncome.hint',
          message: 'In whole dollars, for example {example}.',
          values: { example: ANNUAL_INCOME_EXAMPLE },
        })}
        render={({ field, control }) => (
          <Input
            {...control}
            {...field}
            value={typeof field.value === 'string' ? field.value : ''}
            inputMode="decimal"
            autoComplete="off"
            placeholder={ANNUAL_INCOME_EXAMPLE}
          />
        )}
      />
    </PersonDataFormSection>
  );
}
