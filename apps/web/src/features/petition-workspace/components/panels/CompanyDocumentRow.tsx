import { COMPANY_DOCUMENT_TYPE_LABELS, isOneOf, COMPANY_DOCUMENT_TYPES } from '@app/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { PreviewFile } from '@/components/files/FilePreviewDialog.tsx';
import { FileActions } from '@/components/files/FileActions.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { formatTimestamp } from '@/lib/dates.ts';
import type { WorkspaceCompanyDocumentsQuery } from '@/lib/gql/graphql.ts';
import type { TreeOption } from '../../model/tree-options.ts';
import { NativeSelect } from '@/components/ui/native-select.tsx';

export type CompanyDocument = NonNullable<
  NonNullable<WorkspaceCompanyDocumentsQuery['petitionById']>['companyByCompanyId']
>['companyDocumentsByCompanyId']['nodes'][number];

export const companyDocumentTypeLabel = (type: string) =>
  isOneOf(COMPANY_DOCUMENT_TYPES, type) ? COMPANY_DOCUMENT_TYPE_LABELS[type] : 'Company document';

interface CompanyDocumentRowProps {
  document: CompanyDocument;
  /** The petition's exhibits (tree order), the choices to add the file to. */
  exhibits: readonly TreeOption[];
  onPreview: (file: PreviewFile) => void;
  /** Resolves to whether the file was added, so the choice stays when not. */
  onAdd: (exhibitId: string) => Promise<boolean>;
}

/**
 * One company document: its type in words, its file (preview, download), when it was uploaded, the exhibits
 * of this petition holding it, and "Add to exhibit" for the others.
 */
export function CompanyDocumentRow({ document: doc, exhibits, onPreview, onAdd }: CompanyDocumentRowProps) {
  const id = useId();
  const [exhibitId, setExhibitId] = useState('');
  const [adding, setAdding] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  const file = doc.fileByFileId;
  const name = file?.name ?? 'Unnamed file';
  const typeLabel = companyDocumentTypeLabel(doc.type);
  const holding = new Set(file?.exhibitFilesByFileId.nodes.map((link) => link.exhibitId) ?? []);
  const onExhibits = exhibits.filter((exhibit) => holding.has(exhibit.id));
  const choices = exhibits.filter((exhibit) => !holding.has(exhibit.id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!exhibitId || adding) return;
    setAdding(true);
    const added = await onAdd(exhibitId);
    setAdding(false);
    if (!added) return;
    setExhibitId('');
    // Add to exhibit is disabled again with no exhibit chosen: the focus goes back to the choice, not the body.
    select.current?.focus();
  };

  return (
    <article aria-label={`${typeLabel} ${name}`} className="space-y-2 rounded-md border p-3 text-sm">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="font-medium">{typeLabel}</p>
          <p className="truncate">{name}</p>
          <p className="text-xs text-muted-foreground">
            Uploaded <time dateTime={doc.createdAt}>{formatTimestamp(doc.createdAt)}</time>
          </p>
        </div>
        {file && <FileActions file={file} onPreview={onPreview} />}
      </div>
      {onExhibits.length > 0 && (
        <p className="text-xs text-muted-foreground">On {onExhibits.map((exhibit) => exhibit.label).join('; ')}</p>
      )}
      {file && choices.length > 0 && (
        <form className="flex flex-wrap items-end gap-2" onSubmit={(event) => void submit(event)}>
          <div className="grid min-w-0 flex-1 gap-1">
            <Label htmlFor={`${id}-exhibit`}>Exhibit for {name}</Label>
            <NativeSelect
              id={`${id}-exhibit`}
              ref={select}
              value={exhibitId}
              onChange={(event) => setExhibitId(event.target.value)}
              className="w-full"
            >
              <option value="">Choose an exhibit</option>
              {choices.map((exhibit) => (
                <option key={exhibit.id} value={exhibit.id}>
                  {exhibit.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" size="sm" disabled={!exhibitId} aria-busy={adding} aria-label={`Add to exhibit: ${name}`}>
            Add to exhibit
          </Button>
        </form>
      )}
    </article>
  );
}
