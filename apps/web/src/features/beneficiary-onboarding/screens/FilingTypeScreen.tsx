import { FILING_TYPES, type FilingType } from '@app/domain';
import { useLingui } from '@lingui/react';
import { useWatch } from 'react-hook-form';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { SERVER_ERROR_KEY } from '@/components/form/use-zod-form.ts';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Label } from '@/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group.tsx';
import { ANSWER_TEXTS, FilingTypeFormSchema } from './answer-schemas.ts';
import { FILING_TYPE_MESSAGES } from '../onboarding-messages.ts';
import { LatestArrivalSection } from '../person-data/LatestArrivalSection.tsx';
import { ExhibitFrame } from './ExhibitFrame.tsx';
import { PetitionAnswersGate, type AnswersScreenProps } from './PetitionAnswersGate.tsx';
import { storedData, type ScreenProps } from './screen-props.ts';
import { useExhibitForm } from './use-exhibit-form.ts';

const isFilingType = (value: unknown): value is FilingType => FILING_TYPES.some((type) => type === value);

/**
 * Filing type (spec 3 §5): required; saved as the petition's filingType and metadata.filingType. A beneficiary
 * changing status is in the United States: they give their latest arrival from their I-94 record below it.
 */
export function FilingTypeScreen(props: ScreenProps) {
  return <PetitionAnswersGate {...props} render={(answers) => <FilingTypeForm {...props} {...answers} />} />;
}

function FilingTypeForm({ exhibit, flow, petitionId, filingType, saveMetadata }: AnswersScreenProps) {
  const { i18n } = useLingui();
  const stored = storedData<{ filingType: FilingType }>(exhibit);
  const { form, autosave, submitting } = useExhibitForm(FilingTypeFormSchema, {
    exhibit,
    flow,
    defaultValues: { filingType: stored.filingType ?? (isFilingType(filingType) ? filingType : undefined) },
  });
  const chosenType = useWatch({ control: form.control, name: 'filingType' });
  const save = submitting(async ({ filingType: chosen }) => {
    try {
      await saveMetadata({ filingType: chosen }, chosen);
      await flow.saveData(exhibit.id, { ...exhibit.data, filingType: chosen });
    } catch {
      return form.setError(SERVER_ERROR_KEY, { type: 'server', message: ANSWER_TEXTS.filingTypeFailed });
    }
    flow.next();
  });
  return (
    <ExhibitFrame exhibit={exhibit} flow={flow} onNext={() => void form.submitWith(save)()}>
      <ZodForm form={form} onSubmit={save}>
        <FormField
          name="filingType"
          label={i18n._({ id: 'onboarding.filingType.question', message: 'How will you get your visa?' })}
          labelsGroup
          render={({ field, control }) => (
            <RadioGroup {...control} value={field.value ?? ''} onValueChange={field.onChange} onBlur={field.onBlur}>
              {FILING_TYPES.map((type) => (
                <div key={type} className="flex items-center gap-2">
                  <RadioGroupItem value={type} id={`filing-type-${type}`} />
                  <Label htmlFor={`filing-type-${type}`}>{i18n._(FILING_TYPE_MESSAGES[type])}</Label>
                </div>
              ))}
            </RadioGroup>
          )}
        />
        <AutosaveStatus status={autosave.status} />
      </ZodForm>
      {chosenType === 'change_of_status' && <LatestArrivalSection petitionId={petitionId} />}
    </ExhibitFrame>
  );
}
