import { useLingui } from '@lingui/react';
import { formatLocalDate } from '@/lib/i18n/format.ts';

/**
 * The validity USCIS approved (petitions.approved_valid_from / approved_valid_to, migration 0146), in the reader's
 * language: once the case is approved, its end is the date the beneficiary's status ends, which both the beneficiary
 * and the petitioner plan by (an extension is filed before it). It replaces the period that was requested.
 */
export function ApprovedPeriodLine({ from, to }: { from: string; to: string }) {
  const { i18n } = useLingui();
  return (
    <p className="text-sm font-medium">
      {i18n._({
        id: 'home.approvedPeriod',
        message: 'Approved: valid from {start} to {end}',
        values: { start: formatLocalDate(i18n, from), end: formatLocalDate(i18n, to) },
      })}
    </p>
  );
}

/**
 * An extension's case (migration 0149) says which approval it continues, so the beneficiary and the petitioner tell
 * it from the approved case beside it: "Extends the approval that ends on 12/14/2029".
 */
export function ExtendsApprovalLine({ approvedUntil }: { approvedUntil: string }) {
  const { i18n } = useLingui();
  return (
    <p className="text-sm">
      {i18n._({
        id: 'home.extendsApproval',
        message: 'Extends the approval that ends on {end}',
        values: { end: formatLocalDate(i18n, approvedUntil) },
      })}
    </p>
  );
}
