import { graphql } from '@/lib/gql/index.ts';

/**
 * A company's team (company_members): the people who sign in to the portal as the company (its ADMIN runs the
 * employer onboarding), each with their portal access, as staff read it on the company's entity page.
 */
export const CompanyTeamQuery = graphql(`
  query CompanyTeam($companyId: UUID!) {
    companyById(id: $companyId) {
      id
      companyMembersByCompanyId(orderBy: [CREATED_AT_ASC, PRIMARY_KEY_ASC]) {
        nodes {
          userId
          role
          isAuthorizedSignatory
          userByUserId {
            ...PortalPersonFields
            # Their daytime telephone as they saved it in the employer wizard (with any extension, phone-number.ts).
            userDatumByUserId {
              phoneNumber
            }
          }
        }
      }
    }
  }
`);

/** Staff add a person to the team (the table's policy lets staff and the company's ADMINs manage members). */
export const AddCompanyTeamMemberMutation = graphql(`
  mutation AddCompanyTeamMember($companyId: UUID!, $userId: UUID!, $role: CompanyMemberRole!) {
    createCompanyMember(input: { companyMember: { companyId: $companyId, userId: $userId, role: $role } }) {
      companyMember {
        companyId
        userId
        role
      }
    }
  }
`);
