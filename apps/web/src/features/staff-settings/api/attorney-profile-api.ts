import { attorneyProfileContract, saveAttorneyProfileContract, type TAttorneyProfile } from '@app/domain';
import { callRest } from '@/lib/rest-client.ts';

/** The signed-in staff member's own attorney profile; null before the first save. */
export async function loadAttorneyProfile(signal?: AbortSignal): Promise<Partial<TAttorneyProfile> | null> {
  const { profile } = await callRest(attorneyProfileContract, { request: {}, ...(signal ? { signal } : {}) });
  return profile;
}

/** Saves the whole profile (a field left out is cleared on the server). */
export function saveAttorneyProfile(profile: TAttorneyProfile) {
  return callRest(saveAttorneyProfileContract, { request: profile });
}
