import { formSigningContract } from '@app/domain';
import { useEffect, useState } from 'react';
import { callRest } from '@/lib/rest-client.ts';

/**
 * Whether a generated copy of the form ends with continuation pages (GET /petitions/{id}/forms/{form}/signing), which
 * USCIS asks the signer to sign and date too: `copy` says which, the one asked for signature (the signer's page) or the
 * latest generated (staff's Forms tab), and `fileId` is that copy, read again whenever it changes. False until known or
 * when the answer fails: the steps then name only the form's own part, as before.
 */
export function useContinuationPages(
  petitionId: string,
  form: string,
  copy: 'requested' | 'latest',
  fileId: string | null,
): boolean {
  const [answer, setAnswer] = useState<{ fileId: string; continuationPages: boolean } | null>(null);
  useEffect(() => {
    if (!fileId) return;
    const abort = new AbortController();
    callRest(formSigningContract, { request: {}, params: { id: petitionId, form }, signal: abort.signal })
      .then((signing) => setAnswer({ fileId, continuationPages: signing[copy] === true }))
      .catch((error: unknown) => {
        if (!abort.signal.aborted) console.error('reading whether the form has continuation pages failed:', error);
      });
    return () => abort.abort();
  }, [petitionId, form, copy, fileId]);
  return answer !== null && answer.fileId === fileId && answer.continuationPages;
}
