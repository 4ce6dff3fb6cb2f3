import { shortI94, shortI94StaffWarning, type StayEndInput } from '@app/domain';

interface ShortI94WarningProps {
  petition: Omit<StayEndInput, 'latestArrival'> & {
    latestI94Entry?: StayEndInput['latestArrival'];
    userByBeneficiaryId?: { fullName: string } | null;
  };
}

/**
 * The latest I-94 admits the beneficiary for less than the approval (stay-end.ts): her stay ends on its date, and the
 * checklist's extension is due six months before it (migration 0150). Said under the approved period it cuts short.
 */
export function ShortI94Warning({ petition }: ShortI94WarningProps) {
  const short = shortI94({ ...petition, latestArrival: petition.latestI94Entry });
  if (!short) return null;
  return (
    <p
      role="status"
      className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      {shortI94StaffWarning(short, petition.userByBeneficiaryId?.fullName ?? 'the beneficiary')}
    </p>
  );
}
