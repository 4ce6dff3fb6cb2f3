import { useMutation } from '@apollo/client/react';
import { FORM_TYPE_LABELS, uploadedFormTypes, type FormType } from '@app/domain';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDeleteButton } from '@/components/domain/confirm-delete/ConfirmDeleteButton.tsx';
import { FilePreviewDialog, type PreviewFile } from '@/components/files/FilePreviewDialog.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { formatTimestamp } from '@/lib/dates.ts';
import { mutateWithFeedback } from '@/lib/mutation-feedback.ts';
import { WorkspaceCreateForm, WorkspaceDeleteForm } from '../../api/documents-api.ts';
import { FileActions } from '@/components/files/FileActions.tsx';
import { FormFileUploader } from './FormFileUploader.tsx';
import { FilledFormsSection } from './uscis-forms/FilledFormsSection.tsx';
import { useWorkspaceDocuments } from './use-workspace-documents.ts';
import { NativeSelect } from '@/components/ui/native-select.tsx';

/**
 * Government forms of the petition: the USCIS forms filled from the case (issue 28), then the forms uploaded by
 * hand (spec 1 §3 petitionForm), added by type, each holding one file.
 */
export function FormsPanel({ petitionId }: { petitionId: string }) {
  const id = useId();
  const query = useWorkspaceDocuments(petitionId);
  const { refetch } = query;
  const [createForm, creating] = useMutation(WorkspaceCreateForm);
  const [deleteForm] = useMutation(WorkspaceDeleteForm);
  const [type, setType] = useState<FormType>('G28');
  const [previewing, setPreviewing] = useState<PreviewFile | null>(null);
  const forms = query.data?.petitionById?.petitionFormsByPetitionId.nodes ?? [];
  // Only the petition form the class files (no I-129 on an EB-1A); every type until the petition has loaded.
  const formTypes = uploadedFormTypes(query.data?.petitionById?.visaClass ?? '');

  const add = async (event: FormEvent) => {
    event.preventDefault();
    await mutateWithFeedback('adding a form', () => createForm({ variables: { petitionId, type } }), refetch);
  };

  const remove = (formId: string) =>
    mutateWithFeedback('deleting a form', () => deleteForm({ variables: { id: formId } }), refetch);

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-base font-semibold">
        Forms
      </h2>
      <FilledFormsSection petitionId={petitionId} onPreview={setPreviewing} />
      <h3 id={`${id}-uploaded`} className="text-sm font-semibold">
        Uploaded forms
      </h3>
      <form onSubmit={(event) => void add(event)} className="flex items-end gap-2">
        <div className="grid flex-1 gap-1">
          <Label htmlFor={`${id}-type`}>Form type</Label>
          <NativeSelect id={`${id}-type`} value={type} onChange={(event) => setType(event.target.value as FormType)}>
            {formTypes.map((value) => (
              <option key={value} value={value}>
                {FORM_TYPE_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {/* Busy, not disabled, while the form is added: a disabled button dropped the focus to the page's body. */}
        <Button type="submit" size="sm" busy={creating.loading}>
          Add form
        </Button>
      </form>
      <QueryState
        loading={query.loading}
        error={query.error}
        hasData={Boolean(query.data)}
        isEmpty={forms.length === 0}
        empty="No forms yet."
      >
        <ul className="space-y-2" aria-label="Forms">
          {forms.map((form) => {
            const label = FORM_TYPE_LABELS[form.type];
            const file = form.fileByFileId;
            return (
              <li key={form.id}>
                <article aria-label={`Form ${label}`} className="space-y-2 rounded-md border p-3">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0 text-sm">
                      <p className="font-medium">{label}</p>
                      <p className="text-xs text-muted-foreground">
                        Added <time dateTime={form.createdAt}>{formatTimestamp(form.createdAt)}</time>
                      </p>
                    </div>
                    <ConfirmDeleteButton
                      label={`Delete form ${label}`}
                      question={`Delete form ${label} and its file?`}
                      onDelete={() => void remove(form.id)}
                    />
                  </div>
                  {file ? (
                    <div className="flex items-center gap-2 text-sm">
                      <span className="min-w-0 flex-1 truncate">{file.name}</span>
                      <FileActions file={file} onPreview={setPreviewing} />
                    </div>
                  ) : (
                    <p className="text-sm text-muted-foreground">No file yet.</p>
                  )}
                  {/* Keyed by the file: a replaced file starts a fresh uploader, so single-file mode allows the next replacement. */}
                  <FormFileUploader
                    key={file?.id ?? 'none'}
                    formId={form.id}
                    label={label}
                    hasFile={Boolean(file)}
                    onUploaded={refetch}
                  />
                </article>
              </li>
            );
          })}
        </ul>
      </QueryState>
      <FilePreviewDialog file={previewing} open={previewing !== null} onOpenChange={(open) => !open && setPreviewing(null)} />
    </section>
  );
}
