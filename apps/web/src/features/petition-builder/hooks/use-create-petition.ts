import { createPetitionContract, IDEMPOTENCY_KEY_HEADER, type TCreatePetitionRequest } from '@app/domain';
import { useCallback, useState } from 'react';
import { useAppNavigate } from '@/lib/navigation.tsx';
import { hrefs } from '@/lib/paths.ts';
import { RestError, callRest } from '@/lib/rest-client.ts';

/** Petition creation (spec 1 §4): idle → loading → idle (navigates to the petition) or error. */
export type CreationState = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string };

export const CREATE_PETITION_ERROR = 'Error creating petition';

function reason(error: unknown): string {
  if (error instanceof RestError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Creates the petition through the research agent's POST /petition and opens it. One idempotency key
 * per page visit: a retry after a lost answer gets the petition the first attempt made, not a second.
 */
export function useCreatePetition() {
  const navigate = useAppNavigate();
  const [state, setState] = useState<CreationState>({ status: 'idle' });
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const create = useCallback(
    async (request: TCreatePetitionRequest) => {
      setState({ status: 'loading' });
      try {
        const { petitionId } = await callRest(createPetitionContract, {
          request,
          headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        });
        setState({ status: 'idle' });
        navigate(hrefs.petition(petitionId));
      } catch (error) {
        console.error(CREATE_PETITION_ERROR, error);
        setState({ status: 'error', message: reason(error) });
      }
    },
    [idempotencyKey, navigate],
  );
  return { state, create };
}
