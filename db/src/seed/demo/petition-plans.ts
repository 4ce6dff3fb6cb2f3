import type { OnboardingStatus, PetitionStatus } from '@app/domain';
import { BENEFICIARIES } from '../demo-fixtures.ts';
import type { SeededRandom } from '../random.ts';
import type { DemoContext } from './context.ts';
import type { BeneficiaryRecord, PetitionPlan, StaffRecords } from './records.ts';
import { weighted } from './text.ts';

const FULL_PATH: readonly PetitionStatus[] = ['IN_ATTORNEY_REVIEW', 'SUBMITTED', 'PRINT_SHIP_REQUESTED', 'SHIPPED'];

/** Statuses after PENDING_DOCS that lead to `status`. */
function statusPath(status: PetitionStatus, rng: SeededRandom): PetitionStatus[] {
  switch (status) {
    case 'PENDING_DOCS':
      return [];
    case 'IN_ATTORNEY_REVIEW':
    case 'SUBMITTED':
    case 'PRINT_SHIP_REQUESTED':
    case 'SHIPPED':
      return FULL_PATH.slice(0, FULL_PATH.indexOf(status) + 1);
    case 'APPROVED':
      return rng.chance(0.4) ? [...FULL_PATH, 'RFEED', 'APPROVED'] : [...FULL_PATH, 'APPROVED'];
    case 'DENIED':
      return [...FULL_PATH, 'RFEED', 'DENIED'];
    case 'RFEED':
      return [...FULL_PATH, 'RFEED'];
    case 'ARCHIVED':
      return ['ARCHIVED'];
  }
}

/** Rough age of a petition by how far it got. */
function createdDaysAgoFor(status: PetitionStatus, rng: SeededRandom): number {
  const ranges: Record<PetitionStatus, [number, number]> = {
    PENDING_DOCS: [4, 45],
    IN_ATTORNEY_REVIEW: [40, 80],
    SUBMITTED: [60, 95],
    PRINT_SHIP_REQUESTED: [70, 105],
    SHIPPED: [80, 120],
    RFEED: [130, 200],
    APPROVED: [150, 300],
    DENIED: [160, 300],
    ARCHIVED: [100, 250],
  };
  const [min, max] = ranges[status];
  return rng.int(min, max);
}

/**
 * Which petitions exist: one latest petition per beneficiary in a shuffled
 * spread of statuses (the demo beneficiary's is PENDING_DOCS), and an earlier
 * one where the fixture says so.
 */
export function planPetitions(
  ctx: DemoContext,
  beneficiaries: readonly BeneficiaryRecord[],
  staff: StaffRecords,
): PetitionPlan[] {
  const { rng } = ctx;
  const latestStatuses = rng.shuffle<PetitionStatus>([
    ...Array<PetitionStatus>(13).fill('PENDING_DOCS'),
    ...Array<PetitionStatus>(5).fill('IN_ATTORNEY_REVIEW'),
    ...Array<PetitionStatus>(4).fill('SUBMITTED'),
    ...Array<PetitionStatus>(3).fill('PRINT_SHIP_REQUESTED'),
    ...Array<PetitionStatus>(4).fill('SHIPPED'),
    ...Array<PetitionStatus>(4).fill('APPROVED'),
    ...Array<PetitionStatus>(2).fill('DENIED'),
    ...Array<PetitionStatus>(3).fill('RFEED'),
    'ARCHIVED',
  ]);
  const planFor = (
    beneficiary: BeneficiaryRecord,
    visa: string,
    status: PetitionStatus,
    latest: boolean,
    createdDaysAgo: number,
  ): PetitionPlan => {
    const pendingOnboarding: OnboardingStatus =
      beneficiary.fixture === BENEFICIARIES[0]
        ? 'in_progress'
        : weighted<OnboardingStatus>(rng, [
            ['not_started', 3],
            ['in_progress', 5],
            ['followup', 2],
          ]);
    const onboarding: OnboardingStatus | null = !latest
      ? null
      : status === 'PENDING_DOCS'
        ? pendingOnboarding
        : status === 'ARCHIVED'
          ? 'not_started'
          : 'completed';
    return {
      id: rng.uuid(),
      beneficiary,
      company: beneficiary.company,
      visa,
      status,
      path: statusPath(status, rng),
      latest,
      createdDaysAgo,
      filingType: beneficiary.inUs ? 'change_of_status' : 'consular_processing',
      onboarding,
      oaId: rng.pick(staff.operationsAssociates).id,
      csmId: rng.pick(staff.successManagers).id,
      modules: [],
    };
  };
  const plans: PetitionPlan[] = [];
  beneficiaries.forEach((beneficiary, index) => {
    const earlier = beneficiary.fixture.earlier;
    if (earlier) plans.push(planFor(beneficiary, earlier[0], earlier[1], false, rng.int(480, 900)));
    const status: PetitionStatus = index === 0 ? 'PENDING_DOCS' : (latestStatuses[index - 1] ?? 'PENDING_DOCS');
    plans.push(planFor(beneficiary, beneficiary.fixture.visa, status, true, createdDaysAgoFor(status, rng)));
  });
  return plans;
}
