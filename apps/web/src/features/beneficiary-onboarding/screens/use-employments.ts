import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import type { BeneficiaryOnboardingEmploymentsQuery as EmploymentsResult } from '@/lib/gql/graphql.ts';
import {
  BeneficiaryOnboardingCreateEmploymentMutation,
  BeneficiaryOnboardingDeleteEmploymentMutation,
  BeneficiaryOnboardingEmploymentsQuery,
  BeneficiaryOnboardingUpdateEmploymentMutation,
} from '../api/answer-queries.ts';
import type { EmploymentForm } from './answer-schemas.ts';

export type Employment = NonNullable<EmploymentsResult['allUserEmployments']>['nodes'][number];

/** The form's values of a stored employment (blank text for what is not recorded). */
export function employmentFormOf(employment: Employment | null): EmploymentForm {
  return {
    companyName: employment?.companyName ?? '',
    position: employment?.position ?? '',
    startDate: employment?.startDate ?? '',
    endDate: employment?.endDate ?? '',
    isCurrent: employment?.isCurrent ?? false,
    city: employment?.city ?? '',
    country: employment?.country ?? '',
  };
}

/** The columns the beneficiary edits (spec 3 §7): a current job has no end date. */
function patchOf(values: EmploymentForm) {
  return {
    companyName: values.companyName,
    position: values.position || null,
    startDate: values.startDate,
    endDate: values.isCurrent || values.endDate === '' ? null : values.endDate,
    isCurrent: values.isCurrent,
    city: values.city || null,
    country: values.country || null,
  };
}

/** Thrown when the employment being edited is no longer there (deleted elsewhere): the screen shows an error. */
export class MissingEmploymentError extends Error {
  constructor() {
    super('Employment record not found');
  }
}

/** The beneficiary's user employments (spec 3 §3) with create, update and delete; each change refetches. */
export function useEmployments(userId: string) {
  const { data, loading, error, refetch } = useQuery(BeneficiaryOnboardingEmploymentsQuery, {
    variables: { userId },
    fetchPolicy: 'cache-and-network',
  });
  const [create] = useMutation(BeneficiaryOnboardingCreateEmploymentMutation);
  const [update] = useMutation(BeneficiaryOnboardingUpdateEmploymentMutation);
  const [remove] = useMutation(BeneficiaryOnboardingDeleteEmploymentMutation);
  const employments = data?.allUserEmployments?.nodes ?? [];

  const save = useCallback(
    async (id: string | null, values: EmploymentForm) => {
      if (id === null) {
        await create({ variables: { employment: { userId, ...patchOf(values) } } });
      } else {
        const updated = await update({ variables: { id, patch: patchOf(values) } }).catch(async (failure: unknown) => {
          // An error may also mean the row is gone; the refetch below tells the two apart.
          const { data: fresh } = await refetch();
          if (fresh?.allUserEmployments?.nodes.some((employment) => employment.id === id)) throw failure;
          return null;
        });
        // PostGraphile answers an update of a row that is gone (or no longer visible) with no row.
        if (!updated?.data?.updateUserEmploymentById?.userEmployment) {
          await refetch();
          throw new MissingEmploymentError();
        }
      }
      await refetch();
    },
    [create, refetch, update, userId],
  );

  const deleteEmployment = useCallback(
    async (id: string) => {
      await remove({ variables: { id } });
      await refetch();
    },
    [refetch, remove],
  );

  return { employments, loading: loading && !data, error, save, deleteEmployment, refetch };
}
