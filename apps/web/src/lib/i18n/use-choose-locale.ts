import type { Locale } from '@app/domain';
import { useMutation } from '@apollo/client/react';
import { graphql } from '@/lib/gql/index.ts';
import { useSession } from '@/lib/session.tsx';
import { loadI18n } from './i18n-runtime.tsx';

const ChooseLocaleMutation = graphql(`
  mutation ChooseLocale($id: UUID!, $locale: String!) {
    updateUserById(input: { id: $id, userPatch: { locale: $locale } }) {
      user {
        id
        locale
      }
    }
  }
`);

/**
 * Saves the signed-in person's portal language on the server (users.locale, migration 0063), so it follows them to
 * another device and a new sign-in. The catalogue is fetched first: when the session's user is read again, the
 * portal switches language at once instead of showing the loading page. The RLS policy lets a person change only
 * their own row.
 */
export function useChooseLocale(): { choose: (locale: Locale) => Promise<void>; saving: boolean } {
  const session = useSession();
  const [save, { loading }] = useMutation(ChooseLocaleMutation);
  const choose = async (locale: Locale) => {
    await loadI18n(locale);
    // The session's LoggedInUser query bypasses the cache (no-cache): it is refetched, not updated in place.
    await save({
      variables: { id: session.signedInUserId, locale },
      refetchQueries: ['LoggedInUser'],
      awaitRefetchQueries: true,
    });
  };
  return { choose, saving: loading };
}
