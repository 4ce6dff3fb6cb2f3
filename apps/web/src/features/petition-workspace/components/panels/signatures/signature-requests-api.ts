import {
  listSignatureRequestsContract,
  resendForSignatureContract,
  sendForSignatureContract,
  voidSignatureRequestContract,
  type TSignatureRequestSummary,
} from '@app/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callRest } from '@/lib/rest-client.ts';

export const sendForSignature = (letterId: string, signerName: string, signerEmail: string) =>
  callRest(sendForSignatureContract, { request: { letterId, signerName, signerEmail } });
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
