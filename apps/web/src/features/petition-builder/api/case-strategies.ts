import { CASE_STRATEGY_DEFAULT_COUNT } from '@app/domain';
import { graphql } from '@/lib/gql/index.ts';

/** How many strategies the list shows (spec 1 §9: default count 15). */
export const CASE_STRATEGY_LIST_COUNT = CASE_STRATEGY_DEFAULT_COUNT;

export const BuilderCaseStrategiesQuery = graphql(`
  query BuilderCaseStrategies($first: Int!) {
    allCaseStrategies(first: $first, orderBy: [UPDATED_AT_DESC]) {
      nodes {
        id
        label
        updatedAt
        userId
        strategy
        userByUserId {
          id
          fullName
        }
      }
    }
  }
`);

export const BuilderCaseStrategyQuery = graphql(`
  query BuilderCaseStrategy($id: UUID!) {
    caseStrategyById(id: $id) {
      id
      label
      userId
      strategy
      updatedAt
    }
  }
`);

export const BuilderCreateCaseStrategyMutation = graphql(`
  mutation BuilderCreateCaseStrategy($userId: UUID, $label: String!, $strategy: JSON!) {
    createCaseStrategy(input: { caseStrategy: { userId: $userId, label: $label, strategy: $strategy } }) {
      caseStrategy {
        id
        updatedAt
      }
    }
  }
`);

export const BuilderUpdateCaseStrategyMutation = graphql(`
  mutation BuilderUpdateCaseStrategy($id: UUID!, $userId: UUID, $label: String!, $strategy: JSON!) {
    updateCaseStrategyById(input: { id: $id, caseStrategyPatch: { userId: $userId, label: $label, strategy: $strategy } }) {
      caseStrategy {
        id
        updatedAt
      }
    }
  }
`);
