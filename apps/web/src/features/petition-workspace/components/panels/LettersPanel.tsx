import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { mutateWithFeedback } from '@/lib/mutation-feedback.ts';
import { refocusIfLost } from '@/lib/refocus-if-lost.ts';
import { WorkspaceSetCoverLetter } from '../../api/documents-api.ts';
import { FilePreviewDialog, type PreviewFile } from '@/components/files/FilePreviewDialog.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { formatTimestamp } from '@/lib/dates.ts';
import { FileActions } from '@/components/files/FileActions.tsx';
import { useWorkspaceDocuments } from './use-workspace-documents.ts';
import { LetterSignature } from './signatures/LetterSignature.tsx';
import { useSignatureRequests } from './signatures/signature-requests-api.ts';

/**
 * The petition's letters (spec 1 §3 petitionLetter: name, final file), most recently saved first. Letters
 * are drafted and saved on /admin/draft; that page opens a saved letter from its own petition and letter
 * pickers, not from an address, so this panel lists them with their final file and links nowhere. One letter
 * can be marked as the cover letter, which the packet files after the forms (issue 28).
 */
export function LettersPanel({ petitionId }: { petitionId: string }) {
  const id = useId();
  const query = useWorkspaceDocuments(petitionId);
  const [previewing, setPreviewing] = useState<PreviewFile | null>(null);
  const letters = query.data?.petitionById?.petitionLettersByPetitionId.nodes ?? [];
  const [setCoverLetter, settingCover] = useMutation(WorkspaceSetCoverLetter);
  const signatures = useSignatureRequests(petitionId);
  const refetchAll = async () => {
    await Promise.all([signatures.refetch(), query.refetch()]);
  };
  const markCover = (letterId: string, isCoverLetter: boolean) =>
    void mutateWithFeedback(
      isCoverLetter ? 'marking the cover letter' : 'unmarking the cover letter',
      () => setCoverLetter({ variables: { id: letterId, isCoverLetter } }),
      query.refetch,
      // The boxes are disabled while one is saved, which dropped the focus to the page's body: it goes back.
    ).then(() => requestAnimationFrame(() => refocusIfLost(document.getElementById(`${id}-cover-${letterId}`))));
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-base font-semibold">
        Letters
      </h2>
      <QueryState
        loading={query.loading}
        error={query.error}
        hasData={Boolean(query.data)}
        isEmpty={letters.length === 0}
        empty="No letters yet."
      >
        <ul className="space-y-2" aria-label="Letters">
          {letters.map((letter) => {
            const file = letter.fileByFinalFileId;
            return (
              <li key={letter.id}>
                <article aria-label={`Letter ${letter.name}`} className="space-y-1 rounded-md border p-3 text-sm">
                  <p className="break-words font-medium">{letter.name}</p>
                  <p className="text-xs text-muted-foreground">
                    Version {letter.version} · Updated{' '}
                    <time dateTime={letter.updatedAt}>{formatTimestamp(letter.updatedAt)}</time>
                  </p>
                  {/* The hint goes under the label: beside it, it squeezed "Cover letter" onto two lines. */}
                  <div className="grid grid-cols-[auto_1fr] items-center gap-x-2">
                    <Checkbox
                      id={`${id}-cover-${letter.id}`}
                      checked={letter.isCoverLetter}
                      disabled={settingCover.loading}
                      onCheckedChange={(checked) => markCover(letter.id, checked === true)}
                      aria-describedby={`${id}-cover-${letter.id}-hint`}
                    />
                    <label htmlFor={`${id}-cover-${letter.id}`} className="text-sm">
                      Cover letter
                    </label>
                    <span id={`${id}-cover-${letter.id}-hint`} className="col-start-2 text-xs text-muted-foreground">
                      {letter.isCoverLetter && !file
                        ? 'Left out of the packet until it has a final file.'
                        : 'Filed after the forms, before the exhibit list.'}
                    </span>
                  </div>
                  <LetterSignature
                    letter={letter}
                    request={signatures.requests.find((request) => request.letterId === letter.id)}
                    onChanged={refetchAll}
                  />
                  {file ? (
                    <div className="flex items-center gap-2">
                      <span className="min-w-0 flex-1 truncate">{file.name}</span>
                      <FileActions file={file} onPreview={setPreviewing} />
                    </div>
                  ) : (
                    <p className="text-muted-foreground">No final file yet.</p>
                  )}
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
