import { shortI94HasPassed, type OwnedBy, type ShortI94 } from '@app/domain';
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

/**
 * The I-94 admits the beneficiary for less than the approval (stay-end.ts): her stay ends on the I-94's date, not the
 * approval's, which both she and the petitioner must know before they plan by the approval notice.
 */
export function ShortI94Line({ short, party, beneficiary }: { short: ShortI94; party: OwnedBy; beneficiary: string }) {
  const { i18n } = useLingui();
  const values = {
    until: formatLocalDate(i18n, short.admitUntil),
    end: formatLocalDate(i18n, short.approvedValidTo),
    beneficiary,
  };
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      {shortI94HasPassed(short)
        ? party === 'BENEFICIARY'
          ? i18n._({
              id: 'home.shortI94.beneficiary.passed',
              message:
                'Your I-94 admitted you until {until}, before your approval ends on {end}: your stay ended on the I-94’s date. Please contact your case team now.',
              values,
            })
          : i18n._({
              id: 'home.shortI94.petitioner.passed',
              message:
                'The I-94 of {beneficiary} admitted them until {until}, before the approval ends on {end}: the stay ended on the I-94’s date. Please contact your case team now.',
              values,
            })
        : party === 'BENEFICIARY'
          ? i18n._({
              id: 'home.shortI94.beneficiary',
              message:
                'Your I-94 admits you until {until}, before your approval ends on {end}: your stay ends on the I-94’s date. Your case team will tell you what to do.',
              values,
            })
          : i18n._({
              id: 'home.shortI94.petitioner',
              message:
                'The I-94 of {beneficiary} admits them until {until}, before the approval ends on {end}: the stay ends on the I-94’s date. Your case team will tell you what to do.',
              values,
            })}
    </p>
  );
}
