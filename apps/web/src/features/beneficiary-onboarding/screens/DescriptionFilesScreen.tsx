import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { useFormTexts } from '@/components/form/form-texts.ts';
import { SERVER_ERROR_KEY } from '@/components/form/use-zod-form.ts';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { ONBOARDING_MESSAGES } from '../onboarding-messages.ts';
import { ExhibitFrame } from './ExhibitFrame.tsx';
import { FilesSection } from './FilesSection.tsx';
import { guidanceFor } from './guidance.ts';
import { storedData, type ScreenProps } from './screen-props.ts';
import { BENEFICIARY_TEXTS, DescriptionSchema } from './screen-schemas.ts';
import { useExhibitFiles } from './use-exhibit-files.ts';
import { useExhibitForm } from './use-exhibit-form.ts';
import { checklistStepName } from '../checklist-texts.ts';

/** Description plus files (spec 3 §5): both required. */
export function DescriptionFilesScreen({ exhibit, flow }: ScreenProps) {
  const { i18n } = useLingui();
  const { message: translate } = useFormTexts();
  const stored = storedData<{ description: string }>(exhibit);
  const files = useExhibitFiles({ kind: 'exhibit', exhibitId: exhibit.exhibitId ?? exhibit.id });
  const [problem, setProblem] = useState<string | null>(null);
  const { form, autosave, submitting } = useExhibitForm(DescriptionSchema, {
    exhibit,
    flow,
    defaultValues: { description: stored.description ?? '' },
  });
  const save = submitting(async ({ description }) => {
    const held = await files.refetch();
    if (held.length === 0) return setProblem(translate(BENEFICIARY_TEXTS.uploadAtLeastOne));
    try {
      await flow.saveData(exhibit.id, { ...exhibit.data, description, files: held.map((file) => file.id) });
    } catch {
      return form.setError(SERVER_ERROR_KEY, { type: 'server', message: BENEFICIARY_TEXTS.descriptionOrFilesFailed });
    }
    flow.next();
  });
  return (
    <ExhibitFrame exhibit={exhibit} flow={flow} onNext={() => void form.submitWith(save)()}>
      <ZodForm form={form} onSubmit={save}>
        <FormField
          name="description"
          label={i18n._(ONBOARDING_MESSAGES.description)}
          render={({ field, control }) => <Textarea rows={5} {...control} {...field} />}
        />
        <AutosaveStatus status={autosave.status} />
      </ZodForm>
      <FilesSection
        label={i18n._({ ...ONBOARDING_MESSAGES.upload, values: { name: checklistStepName(i18n, exhibit.name) } })}
        files={files}
        problem={problem}
        guidance={guidanceFor(i18n, exhibit.type)}
        onUploaded={() => setProblem(null)}
      />
    </ExhibitFrame>
  );
}
