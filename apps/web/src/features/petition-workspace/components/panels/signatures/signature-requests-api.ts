import {
  listSignatureRequestsContract,
  resendForSignatureContract,
  sendForSignatureContract,
  voidSignatureRequestContract,
  type TSendForSignature,
  type TSignatureRequestSummary,
} from '@app/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callRest } from '@/lib/rest-client.ts';

/** Sends the letter to sign; `request.locale` left out, the server picks the signatory's portal language, else English. */
export const sendForSignature = (request: TSendForSignature) => callRest(sendForSignatureContract, { request });
export const resendForSignature = (requestId: string) =>
  callRest(resendForSignatureContract, { request: {}, params: { id: requestId } });
export const voidSignatureRequest = (requestId: string) =>
  callRest(voidSignatureRequestContract, { request: {}, params: { id: requestId } });

export interface SignatureRequestsState {
  requests: TSignatureRequestSummary[];
  error: unknown;
  refetch: () => Promise<void>;
}

/** The petition's signature requests (issue 32), newest first, read afresh on mount and after each action here. */
export function useSignatureRequests(petitionId: string): SignatureRequestsState {
  const [requests, setRequests] = useState<TSignatureRequestSummary[]>([]);
  const [error, setError] = useState<unknown>(null);
  const latest = useRef<AbortController | null>(null);
  const load = useCallback((): Promise<void> => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    return callRest(listSignatureRequestsContract, { request: { petitionId }, signal: controller.signal }).then(
      (answer) => {
        if (latest.current !== controller) return;
        setRequests(answer.requests);
        setError(null);
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(failure);
      },
    );
  }, [petitionId]);
  useEffect(() => {
    void load();
    return () => latest.current?.abort();
  }, [load]);
  return { requests, error, refetch: load };
}
