import { graphql } from '@/lib/gql/index.ts';

/**
 * What the annual income section needs: whether the checklist's petition is a self-petition (an EB-1A without a
 * petitioner company: the I-140 then asks the person's own annual income) and the income given so far.
 */
export const AnnualIncomeQuery = graphql(`
  query BeneficiaryAnnualIncome($userId: UUID!, $petitionId: UUID!) {
    petitionById(id: $petitionId) {
      id
      visaClass
      companyId
    }
    userById(id: $userId) {
      id
      userDatumByUserId {
        id
        annualIncome
      }
    }
  }
`);
