import { useId } from 'react';
import { FileActions } from '@/components/files/FileActions.tsx';
import type { PreviewFile } from '@/components/files/FilePreviewDialog.tsx';
import { formatTimestamp } from '@/lib/dates.ts';

export interface SignedCopy {
  id: string;
  fileId: string;
  receivedAt: string;
  refusedReason?: string | null;
  refusedAt?: string | null;
  userByReceivedBy?: { fullName: string } | null;
  userByRefusedBy?: { fullName: string } | null;
  fileByFileId?: PreviewFile | null;
}

/**
 * The signed copies received before the current one (migration 0093 keeps them): when and from whom each came, and
 * who refused it, when and why, or that a later upload (or a regeneration of the form) replaced it. Newest first; each opens like any file.
 */
export function SignedCopyHistory({
  copies,
  currentFileId,
  outdatedFileId,
  onPreview,
}: {
  copies: readonly SignedCopy[];
  /** The copy shown above as received (not repeated here). */
  currentFileId: string | null | undefined;
  /** The last copy, when it signed an earlier generation of the form (regenerated since). */
  outdatedFileId: string | null | undefined;
  onPreview: (file: PreviewFile) => void;
}) {
  const id = useId();
  const earlier = copies.filter((copy) => copy.fileId !== currentFileId);
  if (earlier.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-1 text-xs">
      <h6 id={`${id}-heading`} className="font-medium">
        Earlier copies
      </h6>
      <ul className="space-y-1">
        {earlier.map((copy) => (
          <li key={copy.id} className="flex items-start gap-2 rounded-md bg-background p-2">
            <div className="min-w-0 flex-1 space-y-0.5">
              <p className="break-words font-medium">{copy.fileByFileId?.name ?? 'Signed copy'}</p>
              <p>
                Uploaded <time dateTime={copy.receivedAt}>{formatTimestamp(copy.receivedAt)}</time> by{' '}
                {copy.userByReceivedBy?.fullName ?? 'a former user'}
              </p>
              {copy.refusedAt ? (
                <p>
                  Refused <time dateTime={copy.refusedAt}>{formatTimestamp(copy.refusedAt)}</time> by{' '}
                  {copy.userByRefusedBy?.fullName ?? 'a former staff member'}: {copy.refusedReason}
                </p>
              ) : (
                <p className="text-muted-foreground">
                  {copy.fileId === outdatedFileId ? 'Signed before the form was regenerated' : 'Replaced by a later upload'}
                </p>
              )}
            </div>
            {copy.fileByFileId && (
              <FileActions
                file={{ id: copy.fileByFileId.id, name: copy.fileByFileId.name, mimeType: copy.fileByFileId.mimeType }}
                onPreview={onPreview}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
