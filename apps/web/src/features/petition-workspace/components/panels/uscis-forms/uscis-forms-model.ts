import { FORM_DATA_SOURCES, formDate, formNumber, type TPetitionForm } from '@app/domain';
import type { PreviewFile } from '@/components/files/FilePreviewDialog.tsx';
import { paths } from '@/lib/paths.ts';
import { countLabel } from '@/lib/count-label.ts';

/** The form's status in words: "Ready", "1 field missing", "3 fields missing". */
export function formStatusText(form: Pick<TPetitionForm, 'status' | 'missing'>): string {
  if (form.status === 'ready') return 'Ready';
  return `${countLabel(form.missing.length, 'field', 'fields')} missing`;
}

/** The edition as USCIS prints it in the form's footer (MM/DD/YYYY). */
export function editionText(edition: string): string {
  return `Edition ${formDate(edition) ?? edition}`;
}

/** Where a missing field is entered, when the app has a page for it to link to (else null: the message says where). */
export function missingFieldHref(where: string): string | null {
  return where === FORM_DATA_SOURCES.attorney ? paths.admin.attorneyProfile : null;
}

/**
 * The latest generated copy as the file preview and download take it. The list names only the file's id, so
 * the name is the form's number: what a download is saved as.
 */
export function generatedFile(form: Pick<TPetitionForm, 'form' | 'generated'>): PreviewFile | null {
  if (!form.generated) return null;
  return { id: form.generated.fileId, name: `${formNumber(form.form)}.pdf`, mimeType: 'application/pdf' };
}
