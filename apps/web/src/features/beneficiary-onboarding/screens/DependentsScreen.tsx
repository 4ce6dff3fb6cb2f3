import { useLingui } from '@lingui/react';
import { useWatch } from 'react-hook-form';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { SERVER_ERROR_KEY } from '@/components/form/use-zod-form.ts';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { ANSWER_TEXTS, DependentsFormSchema } from './answer-schemas.ts';
import { ExhibitFrame } from './ExhibitFrame.tsx';
import { PetitionAnswersGate, type AnswersScreenProps } from './PetitionAnswersGate.tsx';
import { storedData, type ScreenProps } from './screen-props.ts';
import { useExhibitForm } from './use-exhibit-form.ts';
import { YesNoAnswerField } from './YesNoAnswerField.tsx';

type Dependents = { hasDependents: 'Yes' | 'No'; dependentsInUS: 'Yes' | 'No'; dependentsVisaStatus: string };

/** Dependents (spec 3 §5): two Yes/No questions (default No) and the visa status; saved to petition metadata. */
export function DependentsScreen(props: ScreenProps) {
  return <PetitionAnswersGate {...props} render={(answers) => <DependentsForm {...props} {...answers} />} />;
}

function DependentsForm({ exhibit, flow, metadata, saveMetadata }: AnswersScreenProps) {
  const { i18n } = useLingui();
  const stored = storedData<Dependents>(exhibit);
  const { form, autosave, submitting } = useExhibitForm(DependentsFormSchema, {
    exhibit,
    flow,
    defaultValues: {
      hasDependents: stored.hasDependents ?? metadata.hasDependents ?? 'No',
      dependentsInUS: stored.dependentsInUS ?? metadata.dependentsInUS ?? 'No',
      dependentsVisaStatus: stored.dependentsVisaStatus ?? metadata.dependentsVisaStatus ?? '',
    },
  });
  const [hasDependents, dependentsInUS] = useWatch({ control: form.control, name: ['hasDependents', 'dependentsInUS'] });
  const save = submitting(async (answers) => {
    // A visa status only means something for dependents in the U.S.
    const dependentsVisaStatus =
      answers.hasDependents === 'Yes' && answers.dependentsInUS === 'Yes' ? answers.dependentsVisaStatus.trim() : '';
    const saved = { ...answers, dependentsVisaStatus };
    try {
      await saveMetadata(saved);
      await flow.saveData(exhibit.id, { ...exhibit.data, ...saved });
    } catch {
      return form.setError(SERVER_ERROR_KEY, { type: 'server', message: ANSWER_TEXTS.dependentsFailed });
    }
    flow.next();
  });
  return (
    <ExhibitFrame exhibit={exhibit} flow={flow} onNext={() => void form.submitWith(save)()}>
      <ZodForm form={form} onSubmit={save}>
        <YesNoAnswerField
          name="hasDependents"
          label={i18n._({
            id: 'onboarding.dependents.has',
            message: 'Do you have any dependents (spouse or children under 21)?',
          })}
        />
        {hasDependents === 'Yes' && (
          <YesNoAnswerField
            name="dependentsInUS"
            label={i18n._({ id: 'onboarding.dependents.inUs', message: 'Are your dependents currently in the U.S.?' })}
          />
        )}
        {hasDependents === 'Yes' && dependentsInUS === 'Yes' && (
          <FormField
            name="dependentsVisaStatus"
            label={i18n._({ id: 'onboarding.dependents.visaStatus', message: 'Their current visa status' })}
            required
            render={({ field, control }) => <Input {...control} {...field} />}
          />
        )}
        <AutosaveStatus status={autosave.status} />
      </ZodForm>
    </ExhibitFrame>
  );
}
