import {
  generateFormContract,
  listPetitionFormsContract,
  setFormOverrideContract,
  type TPetitionForm,
  type UscisFormId,
} from '@app/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callRest } from '@/lib/rest-client.ts';

/** The USCIS forms the case needs (GET /petitions/{id}/forms), each with its status and latest copy. */
export async function listPetitionForms(petitionId: string, signal?: AbortSignal): Promise<TPetitionForm[]> {
  const { forms } = await callRest(listPetitionFormsContract, {
    request: {},
    params: { id: petitionId },
    ...(signal ? { signal } : {}),
  });
  return forms;
}

/** Fills the form from the case now and stores it as the petition's latest copy of that form. */
export function generateForm(petitionId: string, form: UscisFormId, flatten: boolean) {
  return callRest(generateFormContract, { request: { flatten }, params: { id: petitionId, form } });
}

/** A value staff type by hand for one field of the form; null removes it. */
export function setFormOverride(petitionId: string, form: UscisFormId, field: string, value: string | null) {
  return callRest(setFormOverrideContract, { request: { field, value }, params: { id: petitionId, form } });
}

export interface UscisFormsState {
  forms: TPetitionForm[] | null;
  /** Until the first answer (or failure). */
  loading: boolean;
  error: unknown;
  /** Asks the server again; resolves once the answer is shown (a failure is kept in `error`). */
  refetch: () => Promise<void>;
}

/**
 * The petition's forms as the server computes them (statuses follow the case as it is now, so they are read
 * afresh on every mount and after every change made here; nothing is cached or guessed on the client).
 */
export function useUscisForms(petitionId: string): UscisFormsState {
  const [forms, setForms] = useState<TPetitionForm[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  // Only the latest request may set the state: an older answer arriving late must not overwrite a newer one.
  const latest = useRef<AbortController | null>(null);

  const load = useCallback((): Promise<void> => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    return listPetitionForms(petitionId, controller.signal).then(
      (answer) => {
        if (latest.current !== controller) return;
        setForms(answer);
        setError(null);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        console.error('loading the USCIS forms failed:', failure);
        setError(failure);
      },
    );
  }, [petitionId]);

  useEffect(() => {
    void load();
    return () => latest.current?.abort();
  }, [load]);

  // A refetch keeps the forms on screen (its buttons show their own progress): loading is only the first answer.
  return { forms, loading: forms === null && error === null, error, refetch: load };
}
