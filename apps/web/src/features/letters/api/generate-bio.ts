import { bioContract, LETTER_GENERATION_TIMEOUT_MS, type TBioResponse } from '@app/domain';
import { graphql } from '@/lib/gql/index.ts';
import { callFormRoute, RestError } from '@/lib/rest-client.ts';

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
  try {
    const { data } = await callFormRoute(bioContract, { body: form, signal: AbortSignal.timeout(LETTER_GENERATION_TIMEOUT_MS) });
    return data;
  } catch (error) {
    // The server's own reason when it refused; anything else (no answer, timeout, a bad answer) is the generic text.
    const reason = error instanceof RestError ? error.serverMessage : undefined;
    throw new BioGenerationError(reason ?? 'Failed to generate bio.', { cause: error });
  }
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
