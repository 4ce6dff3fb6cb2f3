import {
  addFormEditionContract,
  listFormEditionsContract,
  pairFormEditionFieldContract,
  type BlankFormId,
  type TAddedFormEdition,
  type TEditionMatch,
  type TFormEditions,
  withdrawFormEditionContract,
} from '@app/domain';
import { callFormRoute, callRest } from '@/lib/rest-client.ts';

/** Each blank USCIS form the app fills, with the edition in use, the shipped one and those staff added. */
export async function loadFormEditions(signal?: AbortSignal): Promise<TFormEditions[]> {
  const { forms } = await callRest(listFormEditionsContract, { request: {}, ...(signal ? { signal } : {}) });
  return forms;
}

/** Uploads a newer blank edition; the answer says which form and edition it is and what was matched. */
export async function addFormEdition(file: File): Promise<TAddedFormEdition> {
  const body = new FormData();
  body.append('file', file);
  const { data } = await callFormRoute(addFormEditionContract, { body });
  return data;
}

/** Gives a field the app fills, not found in the edition by its tooltip, the edition's box staff chose. */
export async function pairFormEditionField(request: {
  form: BlankFormId;
  edition: string;
  field: string;
  box: string;
}): Promise<TEditionMatch> {
  return callRest(pairFormEditionFieldContract, { request });
}

/** Takes back an added edition; the answer is the edition filled from now on. */
export async function withdrawFormEdition(request: { form: BlankFormId; edition: string }): Promise<{ inUse: string }> {
  return callRest(withdrawFormEditionContract, { request });
}
