import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  BASIS_FOR_CLASSIFICATION_OPTIONS,
  EmployerImmigrationQuestionsSchema,
  petitionMetadataOf,
  YES_NO,
  type EmployerImmigrationQuestions,
} from '@app/domain';
import { useMutation } from '@apollo/client/react';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { UpdatePetitionMetadataMutation } from '../api/wizard-queries.ts';
import { OptionRadioGroup } from '../components/OptionRadioGroup.tsx';
import { StepLayout } from '../components/StepLayout.tsx';
import { latestPetition, storedAnswers, type StepProps } from './step-props.ts';
import { useStepForm } from './use-step-form.ts';

const QUESTIONS = [
  [
    'hasFiledImmigrantPetition',
    /*i18n*/ {
      id: 'employer.immigration.immigrant',
      message: 'Has an immigrant petition been filed for the beneficiary?',
    },
    YES_NO,
  ],
  [
    'hasFiledNonImmigrantPetition',
    /*i18n*/ {
      id: 'employer.immigration.nonImmigrant',
      message: 'Has a non-immigrant petition been filed for the beneficiary?',
    },
    YES_NO,
  ],
  [
    'basisForClassification',
    /*i18n*/ { id: 'employer.immigration.basis', message: 'Basis for classification' },
    BASIS_FOR_CLASSIFICATION_OPTIONS,
  ],
] as const satisfies readonly (readonly [string, MessageDescriptor, readonly string[]])[];

/** The options' words in the catalogues (Form I-129's basis for classification keeps its English beside it). */
const OPTION_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  Yes: /*i18n*/ { id: 'form.yes', message: 'Yes' },
  No: /*i18n*/ { id: 'form.no', message: 'No' },
  'New Employer': /*i18n*/ { id: 'employer.immigration.newEmployer', message: 'New Employer' },
  'Change of Employer': /*i18n*/ { id: 'employer.immigration.changeOfEmployer', message: 'Change of Employer' },
};

/** Three questions about the petition awaiting documents, saved into its metadata (other keys kept). */
export function ImmigrationQuestionsStep({ wizard, company, refetch }: StepProps) {
  const { i18n } = useLingui();
  const optionLabel = (option: string) => {
    const message = OPTION_MESSAGES[option];
    return message ? i18n._(message) : option;
  };
  const [updateMetadata] = useMutation(UpdatePetitionMetadataMutation);
  const petition = latestPetition(company);
  const metadata = petitionMetadataOf(petition?.metadata);
  const stored = storedAnswers<EmployerImmigrationQuestions>(wizard, 'immigrationQuestions');
  const { form, autosave, submitting } = useStepForm(EmployerImmigrationQuestionsSchema, {
    wizard,
    step: 'immigrationQuestions',
    defaultValues: {
      hasFiledImmigrantPetition: stored.hasFiledImmigrantPetition ?? metadata.hasFiledImmigrantPetition,
      hasFiledNonImmigrantPetition: stored.hasFiledNonImmigrantPetition ?? metadata.hasFiledNonImmigrantPetition,
      basisForClassification: stored.basisForClassification ?? metadata.basisForClassification,
    },
  });

  const save = submitting(async (answers: EmployerImmigrationQuestions) => {
    if (petition) await updateMetadata({ variables: { id: petition.id, metadata: JSON.stringify({ ...metadata, ...answers }) } });
    await refetch();
    wizard.next();
  });

  return (
    <StepLayout step="immigrationQuestions" wizard={wizard} onNext={() => void form.submitWith(save)()}>
      <ZodForm form={form} onSubmit={save}>
        {QUESTIONS.map(([name, label, options]) => (
          <FormField
            key={name}
            name={name}
            label={i18n._(label)}
            labelsGroup
            render={({ field, control }) => (
              <OptionRadioGroup
                {...control}
                options={options}
                optionLabel={optionLabel}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        ))}
        <AutosaveStatus status={autosave.status} />
      </ZodForm>
    </StepLayout>
  );
}
