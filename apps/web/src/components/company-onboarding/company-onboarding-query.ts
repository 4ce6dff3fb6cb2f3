import { graphql } from '@/lib/gql/index.ts';

/**
 * What Home and Action Items read of the company's own employer onboarding (team accounts; company-onboarding-texts.ts
 * summarises it): how far its wizard is, and the facts that decide which steps count (the HQ is the worksite; a latest
 * petition awaits documents), as the wizard reads them. Written once so both pages read the same fields; a query
 * spreading it declares `$companyId: UUID!` and `$team: Boolean!`. Fragment masking is off (scripts/codegen.ts).
 *
 * The wizard's own fields (answers too): the record has no id, so Apollo keeps one copy under this field for the pages
 * and the wizard, and a copy missing a field would send the wizard back to the network.
 */
export const CompanyOnboardingProgress = graphql(`
  fragment CompanyOnboardingProgress on Query {
    employerOnboardingByCompanyId(companyId: $companyId) @include(if: $team) {
      step
      items
      answers
    }
    companyById(id: $companyId) @include(if: $team) {
      id
      isBusinessAddressWorksite
      petitionsByCompanyId(condition: { latestPetition: true }) {
        nodes {
          id
          status
        }
      }
    }
  }
`);
