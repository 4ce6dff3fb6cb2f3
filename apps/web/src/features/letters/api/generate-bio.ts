import { bioContract, LETTER_GENERATION_TIMEOUT_MS, type TBioResponse } from '@app/domain';
import { accessToken } from '../../../lib/access-token.ts';
import { authHeaders } from '../../../lib/apollo.ts';
import { graphql } from '../../../lib/gql/index.ts';

/** Why a bio was not generated: the server's own {error} text when it gave one. */
export class BioGenerationError extends Error {}

/**
 * POST /bio (multipart: user_id, optional cv): the writer's bio from the user's data, employments and
 * CV. Nothing is saved; the page saves the edited bio itself (decisions LTR-018).
 */
export async function generateBio(userId: string, cv: File | null): Promise<TBioResponse> {
  const form = new FormData();
  form.append('user_id', userId);
  if (cv) form.append('cv', cv, cv.name);
  let response: Response;
  try {
    response = await fetch(bioContract.path, {
      method: 'POST',
      headers: { accept: 'application/json', ...authHeaders(accessToken()) },
      body: form,
      signal: AbortSignal.timeout(LETTER_GENERATION_TIMEOUT_MS),
    });
  } catch (error) {
    throw new BioGenerationError('Failed to generate bio.', { cause: error });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const reason = typeof body === 'object' && body && 'error' in body && typeof body.error === 'string' ? body.error : null;
    throw new BioGenerationError(reason ?? 'Failed to generate bio.');
  }
  const parsed = bioContract.response.safeParse(body);
  if (!parsed.success) throw new BioGenerationError('Failed to generate bio.');
  return parsed.data;
}

/** Saves the edited bio to the user (users.bio). */
export const LettersUpdateUserBioMutation = graphql(`
  mutation LettersUpdateUserBio($id: UUID!, $bio: String) {
    updateUserById(input: { id: $id, userPatch: { bio: $bio } }) {
      user {
        id
        bio
      }
    }
  }
`);
