import { useLingui } from '@lingui/react';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { SERVER_ERROR_KEY } from '@/components/form/use-zod-form.ts';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { ANSWER_TEXTS, ImmigrationHistorySchema } from './answer-schemas.ts';
import { ExhibitFrame } from './ExhibitFrame.tsx';
import { PetitionAnswersGate, type AnswersScreenProps } from './PetitionAnswersGate.tsx';
import { storedData, type ScreenProps } from './screen-props.ts';
import { useExhibitForm } from './use-exhibit-form.ts';
import { YesNoAnswerField } from './YesNoAnswerField.tsx';

type Answers = { hasVisaDenial: 'Yes' | 'No'; hasJ1J2History: 'Yes' | 'No' };

/** Immigration history (spec 3 §2.3, §5): visa denial over the last 7 years and J-1/J-2; petition metadata. */
export function ImmigrationQuestionsScreen(props: ScreenProps) {
  return <PetitionAnswersGate {...props} render={(answers) => <ImmigrationQuestionsForm {...props} {...answers} />} />;
}

function ImmigrationQuestionsForm({ exhibit, flow, metadata, saveMetadata }: AnswersScreenProps) {
  const { i18n } = useLingui();
  const stored = storedData<Answers>(exhibit);
  const { form, autosave, submitting } = useExhibitForm(ImmigrationHistorySchema, {
    exhibit,
    flow,
    defaultValues: {
      hasVisaDenial: stored.hasVisaDenial ?? metadata.hasVisaDenial,
      hasJ1J2History: stored.hasJ1J2History ?? metadata.hasJ1J2History,
    },
  });
  const save = submitting(async (answers) => {
    try {
      await saveMetadata(answers);
      await flow.saveData(exhibit.id, { ...exhibit.data, ...answers });
    } catch {
      return form.setError(SERVER_ERROR_KEY, { type: 'server', message: ANSWER_TEXTS.immigrationFailed });
    }
    flow.next();
  });
  return (
    <ExhibitFrame exhibit={exhibit} flow={flow} onNext={() => void form.submitWith(save)()}>
      <ZodForm form={form} onSubmit={save}>
        <YesNoAnswerField
          name="hasVisaDenial"
          label={i18n._({
            id: 'onboarding.immigration.denial',
            message: 'Have you been denied a U.S. visa in the last 7 years?',
          })}
          description={i18n._({ id: 'onboarding.immigration.denialHint', message: 'This question covers the last 7 years.' })}
        />
        <YesNoAnswerField
          name="hasJ1J2History"
          label={i18n._({ id: 'onboarding.immigration.j1j2', message: 'Have you ever held J-1 or J-2 status?' })}
        />
        <AutosaveStatus status={autosave.status} />
      </ZodForm>
    </ExhibitFrame>
  );
}
