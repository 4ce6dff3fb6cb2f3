import { useLingui } from '@lingui/react';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { useFormTexts } from '@/components/form/form-texts.ts';
import { SERVER_ERROR_KEY } from '@/components/form/use-zod-form.ts';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from 'sonner';
import { ONBOARDING_MESSAGES } from '../onboarding-messages.ts';
import { ExhibitFrame } from './ExhibitFrame.tsx';
import { storedData, type ScreenProps } from './screen-props.ts';
import { BENEFICIARY_TEXTS, DescriptionSchema } from './screen-schemas.ts';
import { useExhibitForm } from './use-exhibit-form.ts';

/** A description of the evidence (spec 3 §5: required, 'Required'); autosaved, Next completes it. */
export function DescriptionScreen({ exhibit, flow }: ScreenProps) {
  const { i18n } = useLingui();
  const { message: translate } = useFormTexts();
  const stored = storedData<{ description: string }>(exhibit);
  const { form, autosave, submitting } = useExhibitForm(DescriptionSchema, {
    exhibit,
    flow,
    defaultValues: { description: stored.description ?? '' },
  });
  const save = submitting(async ({ description }) => {
    try {
      await flow.saveData(exhibit.id, { ...exhibit.data, description });
    } catch {
      return form.setError(SERVER_ERROR_KEY, { type: 'server', message: BENEFICIARY_TEXTS.descriptionFailed });
    }
    toast.success(translate(BENEFICIARY_TEXTS.descriptionSaved));
    flow.next();
  });
  return (
    <ExhibitFrame exhibit={exhibit} flow={flow} onNext={() => void form.submitWith(save)()}>
      <ZodForm form={form} onSubmit={save}>
        <FormField
          name="description"
          label={i18n._(ONBOARDING_MESSAGES.description)}
          render={({ field, control }) => <Textarea rows={6} {...control} {...field} />}
        />
        <AutosaveStatus status={autosave.status} />
      </ZodForm>
    </ExhibitFrame>
  );
}
