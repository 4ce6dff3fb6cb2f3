import { graphql } from '@/lib/gql/index.ts';

/**
 * Staff set a customer's portal language (users.locale, migration 0063: the users policy update_self lets staff
 * update anyone), e.g. before inviting her, so the invitation e-mail and her first page are in her language.
 */
export const SetPortalLanguageMutation = graphql(`
  mutation SetPortalLanguage($id: UUID!, $locale: String!) {
    updateUserById(input: { id: $id, userPatch: { locale: $locale } }) {
      user {
        id
        locale
      }
    }
  }
`);
