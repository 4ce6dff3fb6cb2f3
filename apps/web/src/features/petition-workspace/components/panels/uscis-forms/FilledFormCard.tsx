import { g28Part6TextOf, i765PhysicalAddressOf, isG28Form, typedDetailFields, type TPetitionForm } from '@app/domain';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { FileActions } from '@/components/files/FileActions.tsx';
import type { PreviewFile } from '@/components/files/FilePreviewDialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import { formatTimestamp } from '@/lib/dates.ts';
import { mutateWithFeedback } from '@/lib/mutation-feedback.ts';
import { generateForm, setFormOverride } from './uscis-forms-api.ts';
import { MissingFieldsList } from './FieldOverrides.tsx';
import { OverriddenFieldsList } from './OverriddenFieldsList.tsx';
import { FormSignatureSection } from './FormSignatureSection.tsx';
import { G28Part6TextForm } from './G28Part6TextForm.tsx';
import { I765PhysicalAddressForm } from './I765PhysicalAddressForm.tsx';
import { editionText, formStatusText, generatedFile } from './uscis-forms-model.ts';

/**
 * One USCIS form the case needs, or may file (optional, with why it is offered): status, the required fields still
 * missing (with where to enter them or an override), Generate / Regenerate, and preview and download of the latest
 * copy. Everything shown comes from the server's answer after each change: a change is shown as saved only once the
 * server has said so.
 */
export function FilledFormCard({
  petitionId,
  form,
  refetch,
  onPreview,
}: {
  petitionId: string;
  form: TPetitionForm;
  refetch: () => Promise<void>;
  onPreview: (file: PreviewFile) => void;
}) {
  const id = useId();
  const [generating, setGenerating] = useState(false);
  const [flatten, setFlatten] = useState(false);
  const file = generatedFile(form);
  const formLabel = form.label;
  const verb = generating ? 'Generating…' : file ? 'Regenerate' : 'Generate';
  // What the card's own forms below type (Part 6 text, the physical address) is shown there, not among the overrides.
  const typedHere = typedDetailFields(form.form);
  const overrides = form.overrides.filter((entry) => !typedHere.includes(entry.field));

  const generate = async () => {
    setGenerating(true);
    const saved = await mutateWithFeedback(
      `generating the ${formLabel}`,
      () => generateForm(petitionId, form.form, flatten),
      refetch,
      `The ${formLabel} could not be generated. Please try again.`,
    );
    setGenerating(false);
    if (saved) toast.success(`${formLabel} generated.`);
  };

  const saveOverride = async (field: string, value: string | null) => {
    const saved = await mutateWithFeedback(
      value === null ? 'removing a form override' : 'saving a form override',
      () => setFormOverride(petitionId, form.form, field, value),
      refetch,
      value === null ? 'The override could not be removed. Please try again.' : 'The value could not be saved. Please try again.',
    );
    if (saved) toast.success(value === null ? 'Override removed.' : 'Saved.');
    return saved;
  };

  return (
    <article aria-labelledby={`${id}-title`} className="space-y-2 rounded-md border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 text-sm">
          <h4 id={`${id}-title`} className="font-medium">
            {formLabel}
          </h4>
          <p className="text-xs text-muted-foreground">
            {form.title} · {editionText(form.edition)}
          </p>
          {/* A form the case may file (the I-765): staff read why it is offered and that only a generated copy is filed. */}
          {form.optional && <p className="text-xs">{form.reason}</p>}
        </div>
        <p className={form.status === 'ready' ? 'text-sm font-medium' : 'text-sm font-medium text-destructive'}>
          {formStatusText(form)}
        </p>
      </div>
      <MissingFieldsList formLabel={formLabel} missing={form.missing} onSave={saveOverride} />
      <OverriddenFieldsList form={form.form} formLabel={formLabel} overrides={overrides} onSave={saveOverride} />
      {isG28Form(form.form) && (
        <G28Part6TextForm
          petitionId={petitionId}
          form={form.form}
          formLabel={formLabel}
          initialText={g28Part6TextOf(form.overrides)}
          onSaved={refetch}
        />
      )}
      {form.form === 'i-765' && (
        <I765PhysicalAddressForm petitionId={petitionId} initial={i765PhysicalAddressOf(form.overrides)} onSaved={refetch} />
      )}
      {file && form.generated ? (
        <div className="flex items-center gap-2 text-sm">
          <span className="min-w-0 flex-1">
            Generated <time dateTime={form.generated.generatedAt}>{formatTimestamp(form.generated.generatedAt)}</time>
          </span>
          <FileActions file={file} onPreview={onPreview} />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Not generated yet.</p>
      )}
      <FormSignatureSection petitionId={petitionId} form={form} onPreview={onPreview} />
      <div className="flex flex-wrap items-center gap-3">
        {/* The visible verb starts the accessible name, which adds the form (several cards each have the button). */}
        {/* Busy, not disabled, while it generates: it keeps the focus (a disabled button drops it to the body). */}
        <Button type="button" size="sm" busy={generating} aria-label={`${verb} ${formLabel}`} onClick={() => void generate()}>
          {verb}
        </Button>
        <div className="flex items-center gap-2">
          <Checkbox id={`${id}-flatten`} checked={flatten} onCheckedChange={(checked) => setFlatten(checked === true)} />
          <Label htmlFor={`${id}-flatten`} className="text-xs font-normal">
            Flattened copy (fields can no longer be edited)
          </Label>
        </div>
      </div>
    </article>
  );
}
