import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/lib/gql/index.ts';
import type { PickedEntity } from '../picked-entity.ts';

/**
 * A person's employments, read once when a picker that needs them chooses the person (not with every
 * search: the shared picker's list stays as light as it was).
 */
export const EntityPersonEmploymentsQuery = graphql(`
  query EntityPersonEmployments($id: UUID!) {
    userById(id: $id) {
      id
      userEmploymentsByUserId {
        nodes {
          id
          position
          companyName
          startDate
          endDate
          isCurrent
          companyByCompanyId {
            id
            dbaName
          }
        }
      }
    }
  }
`);

/** One employment as the query returns it (dates as YYYY-MM-DD). */
export interface EmploymentRecord {
  position?: string | null;
  companyName?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  isCurrent?: boolean | null;
  companyByCompanyId?: { dbaName: string } | null;
}

/** Positive when `a` is more current than `b`: still held (no end date), then marked current, then later start. */
function compareCurrency(a: EmploymentRecord, b: EmploymentRecord): number {
  const open = Number(!a.endDate) - Number(!b.endDate);
  if (open !== 0) return open;
  const marked = Number(Boolean(a.isCurrent)) - Number(Boolean(b.isCurrent));
  if (marked !== 0) return marked;
  return (a.startDate ?? '').localeCompare(b.startDate ?? '');
}

/**
 * The current employment: one without an end date (a job still held; is_current breaks ties, then the
 * latest start); when every job has ended, the one that started last. Null without employments.
 */
export function currentEmployment<T extends EmploymentRecord>(rows: readonly T[]): T | null {
  let best: T | null = null;
  for (const row of rows) if (!best || compareCurrency(row, best) > 0) best = row;
  return best;
}

/** The title and employer an employment gives a person; blanks count as unknown (null). */
export function employmentFields(row: EmploymentRecord | null): Pick<PickedEntity, 'title' | 'employer'> {
  const title = row?.position?.trim() || null;
  const employer = row?.companyName?.trim() || row?.companyByCompanyId?.dbaName.trim() || null;
  return { title, employer };
}

/**
 * Returns a function that adds a picked person's current title and employer (PickedEntity.title and
 * .employer). Anything else, or a failed read, comes back unchanged: the pick itself never fails on it.
 */
export function useWithCurrentEmployment() {
  const client = useApolloClient();
  return useCallback(
    async (entity: PickedEntity): Promise<PickedEntity> => {
      if (entity.type !== 'USER') return entity;
      try {
        const { data } = await client.query({
          query: EntityPersonEmploymentsQuery,
          variables: { id: entity.id },
          // A person's jobs change elsewhere (onboarding, profile); a pick reads them as they are now.
          fetchPolicy: 'network-only',
        });
        const rows = data?.userById?.userEmploymentsByUserId.nodes ?? [];
        return { ...entity, ...employmentFields(currentEmployment(rows)) };
      } catch {
        return entity;
      }
    },
    [client],
  );
}
