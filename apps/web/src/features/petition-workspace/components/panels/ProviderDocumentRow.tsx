import { useId } from 'react';
import { ConfirmDeleteButton } from '@/components/domain/confirm-delete/ConfirmDeleteButton.tsx';
import type { PreviewFile } from '@/components/files/FilePreviewDialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatTimestamp } from '@/lib/dates.ts';
import type { WorkspaceDocumentsQuery } from '@/lib/gql/graphql.ts';
import { cn } from '@/lib/utils.ts';
import { FileActions } from '@/components/files/FileActions.tsx';

export type ProviderDocument = NonNullable<
  WorkspaceDocumentsQuery['petitionById']
>['providerDocumentsByPetitionId']['nodes'][number];

interface ProviderDocumentRowProps {
  document: ProviderDocument;
  onPreview: (file: PreviewFile) => void;
  onVisibleChange: (visible: boolean) => void;
  onDelete: () => void;
}

/** One provider document: its file (preview, download), the "Visible to customer" switch, delete. */
export function ProviderDocumentRow({ document: doc, onPreview, onVisibleChange, onDelete }: ProviderDocumentRowProps) {
  const switchId = useId();
  const file = doc.fileByFileId;
  const name = file?.name ?? 'Unnamed file';
  return (
    <article aria-label={`Provider document ${name}`} className="space-y-2 rounded-md border p-3 text-sm">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{name}</p>
          <p className="text-xs text-muted-foreground">
            Uploaded <time dateTime={doc.createdAt}>{formatTimestamp(doc.createdAt)}</time>
          </p>
        </div>
        {file && <FileActions file={file} onPreview={onPreview} />}
        <ConfirmDeleteButton label={`Delete provider document ${name}`} question={`Delete "${name}"?`} onDelete={onDelete} />
      </div>
      <div className="flex items-center gap-2">
        {/* A WAI-ARIA switch: the button's own state is the setting, announced as on or off. */}
        <Button
          type="button"
          role="switch"
          id={switchId}
          variant="ghost"
          aria-checked={doc.visibleToCustomer}
          onClick={() => onVisibleChange(!doc.visibleToCustomer)}
          className={cn(
            'relative h-5 w-9 shrink-0 rounded-full p-0 transition-colors hover:bg-none',
            doc.visibleToCustomer ? 'bg-primary hover:bg-primary' : 'bg-input hover:bg-input',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'absolute left-0.5 top-0.5 h-4 w-4 rounded-full bg-background shadow transition-transform',
              doc.visibleToCustomer && 'translate-x-4',
            )}
          />
        </Button>
        <label htmlFor={switchId} className="text-sm">
          Visible to customer
        </label>
      </div>
    </article>
  );
}
