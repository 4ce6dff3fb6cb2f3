import { useLingui } from '@lingui/react';
import { useFieldArray } from 'react-hook-form';
import { toast } from 'sonner';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { useFormTexts } from '@/components/form/form-texts.ts';
import { LIST_FORM_MODE, SERVER_ERROR_KEY } from '@/components/form/use-zod-form.ts';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useState } from 'react';
import { ONBOARDING_MESSAGES } from '../onboarding-messages.ts';
import { ExhibitFrame } from './ExhibitFrame.tsx';
import { FilesSection } from './FilesSection.tsx';
import { storedData, type ScreenProps } from './screen-props.ts';
import { BENEFICIARY_TEXTS, LinksOrFilesSchema, LinksSchema } from './screen-schemas.ts';
import { useExhibitFiles } from './use-exhibit-files.ts';
import { useExhibitForm } from './use-exhibit-form.ts';
import { checklistStepName } from '../checklist-texts.ts';

type Links = { links: { url: string }[] };

/**
 * Links only (at least one valid URL), or links plus files (spec 3 §5: valid URLs or at least one file).
 * Links are autosaved with the exhibit; Next completes it.
 */
export function LinksScreen({ exhibit, flow, withFiles }: ScreenProps & { withFiles: boolean }) {
  const { i18n } = useLingui();
  const { message: translate } = useFormTexts();
  const stored = storedData<Links>(exhibit);
  const files = useExhibitFiles({ kind: 'exhibit', exhibitId: exhibit.exhibitId ?? exhibit.id });
  const [problem, setProblem] = useState<string | null>(null);
  const { form, autosave, submitting } = useExhibitForm(withFiles ? LinksOrFilesSchema : LinksSchema, {
    exhibit,
    flow,
    defaultValues: { links: stored.links ?? (withFiles ? [] : [{ url: '' }]) },
    mode: LIST_FORM_MODE,
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'links' });

  const save = submitting(async ({ links }: Links) => {
    const kept = links.filter((link) => link.url.trim() !== '');
    const held = withFiles ? await files.refetch() : [];
    if (withFiles && kept.length === 0 && held.length === 0) return setProblem(translate(BENEFICIARY_TEXTS.uploadAtLeastOne));
    try {
      await flow.saveData(exhibit.id, { ...exhibit.data, links: kept, files: held.map((file) => file.id) });
    } catch {
      const message = withFiles ? BENEFICIARY_TEXTS.linksOrFilesFailed : BENEFICIARY_TEXTS.linksFailed;
      return form.setError(SERVER_ERROR_KEY, { type: 'server', message });
    }
    toast.success(translate(BENEFICIARY_TEXTS.linksSaved));
    flow.next();
  });

  return (
    <ExhibitFrame exhibit={exhibit} flow={flow} onNext={() => void form.submitWith(save)()}>
      <ZodForm form={form} onSubmit={save}>
        {fields.map((item, index) => (
          <div key={item.id} className="flex items-end gap-2">
            <FormField
              name={`links.${index}.url`}
              label={i18n._({ id: 'onboarding.links.link', message: 'Link {number}', values: { number: index + 1 } })}
              className="flex-1"
              render={({ field, control }) => <Input type="url" {...control} {...field} />}
            />
            <Button
              type="button"
              variant="outline"
              aria-label={i18n._({
                id: 'onboarding.links.removeLink',
                message: 'Remove link {number}',
                values: { number: index + 1 },
              })}
              onClick={() => remove(index)}
            >
              {i18n._(ONBOARDING_MESSAGES.remove)}
            </Button>
          </div>
        ))}
        {(form.formState.errors.links?.root?.message ?? form.formState.errors.links?.message) ? (
          <p role="alert" className="text-sm text-destructive">
            {translate(form.formState.errors.links?.root?.message ?? form.formState.errors.links?.message ?? '')}
          </p>
        ) : null}
        <Button type="button" variant="outline" className="self-start" onClick={() => append({ url: '' })}>
          {i18n._({ id: 'onboarding.links.add', message: 'Add link' })}
        </Button>
        <AutosaveStatus status={autosave.status} />
      </ZodForm>
      {withFiles && (
        <FilesSection
          label={i18n._({ ...ONBOARDING_MESSAGES.upload, values: { name: checklistStepName(i18n, exhibit.name) } })}
          files={files}
          problem={problem}
          onUploaded={() => setProblem(null)}
        />
      )}
    </ExhibitFrame>
  );
}
