import { useMutation } from '@apollo/client/react';
import { approvedPeriodProblem, ApprovedPeriodSchema, formatCalendarDate } from '@app/domain';
import { WorkspaceSetApprovedPeriod } from '../../api/uscis-status-api.ts';
import { AutosavedDatePair } from '../AutosavedDatePair.tsx';

/**
 * The validity USCIS approved (petitions.approved_valid_from / approved_valid_to, migration 0146): filled when staff use
 * an approval notice's values (ReceiptNoticeReader), typed here otherwise. Its end is when the beneficiary's status
 * ends: the beneficiary and the petitioner read it on their Home.
 */
export function ApprovedPeriodField({
  petition,
}: {
  petition: { id: string; visaClass: string; approvedValidFrom?: string | null; approvedValidTo?: string | null };
}) {
  const [setPeriod] = useMutation(WorkspaceSetApprovedPeriod);
  const rule = (draft: { from: string; to: string }) => ({ visaClass: petition.visaClass, ...draft });
  const end = petition.approvedValidTo;
  return (
    <AutosavedDatePair
      legend="Approved period"
      dates={[
        { key: 'from', label: 'Valid from' },
        { key: 'to', label: 'Valid to' },
      ]}
      saved={{ from: petition.approvedValidFrom ?? '', to: end ?? '' }}
      problemOf={(draft) => approvedPeriodProblem(rule(draft))}
      save={(draft) => {
        // The mutation's answer updates the panel's petition in the cache; a refusal shows as the field's save error.
        const period = ApprovedPeriodSchema.parse(rule(draft));
        return setPeriod({ variables: { petitionId: petition.id, from: period.from, to: period.to } });
      }}
      editable
      hint={
        end
          ? `As the approval notice says: the approval ends on ${formatCalendarDate(end)}, which the customer reads on their Home.`
          : 'As the approval notice says (read it above to fill these). The customer reads the end date on their Home.'
      }
    />
  );
}
