import { FileUploader } from '@/components/files/FileUploader.tsx';

interface FormFileUploaderProps {
  formId: string;
  /** The form's type as shown ('G-28'). */
  label: string;
  hasFile: boolean;
  onUploaded: () => Promise<unknown>;
}

/**
 * The one file of a form: the shared uploader in single-file mode, registered through POST /db/upload/form,
 * which points the form at the new file (replacing the old one), so no duplicate-name rule applies here.
 */
export function FormFileUploader({ formId, label, hasFile, onUploaded }: FormFileUploaderProps) {
  return (
    <FileUploader
      kind="builder"
      single
      label={hasFile ? `Replace the file of form ${label}` : `Upload the file of form ${label}`}
      registration={{ path: 'form', fields: { formId } }}
      onUploaded={() => onUploaded()}
    />
  );
}
