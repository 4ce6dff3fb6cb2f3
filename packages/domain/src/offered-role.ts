import { proposedSalaryParts, salaryPeriodOf, type SalaryPeriod } from './proposed-salary.ts';

/** Where a value the forms print about the offered role comes from. */
export type OfferedRoleSource = 'offer' | 'builder';

/** The job title and wages the USCIS forms print (I-129 Part 5 items 1 and 8, I-140 Part 6), and where each is from. */
export interface OfferedRole {
  jobTitle: { value: string; source: OfferedRoleSource } | null;
  /** `amount` as digits ("215500.5"); `per` from the offer's frequency, else the builder's words. */
  wages: { amount: string; per: SalaryPeriod | null; source: OfferedRoleSource } | null;
}

export interface OfferedRoleInput {
  /** The employer's role offer from onboarding (offeredEmployment's row): title, salary, frequency. */
  offer: { position?: string | null; salary?: string | number | null; salaryFrequency?: string | null } | null | undefined;
  /** The builder's case details (petitions.metadata): "Proposed US role", "Proposed US salary". */
  builder: { proposedUSRole?: string | null; proposedUSSalary?: string | null };
}

const trimmed = (value: string | number | null | undefined): string | null => {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text === '' ? null : text;
};

/**
 * The offered role the forms print: what the employer entered in the onboarding wizard's role offer first, else the
 * builder's words staff typed. Written once: the forms' loader prints with it and the petition page says with it what
 * the forms print, so staff reading "Proposed US role" on the page are told when the employer's title wins.
 */
export function offeredRole({ offer, builder }: OfferedRoleInput): OfferedRole {
  const offerTitle = trimmed(offer?.position);
  const builderTitle = trimmed(builder.proposedUSRole);
  const offerSalary = trimmed(offer?.salary);
  const builderSalary = proposedSalaryParts(builder.proposedUSSalary);
  const per = salaryPeriodOf(trimmed(offer?.salaryFrequency)) ?? builderSalary?.per ?? null;
  return {
    jobTitle: offerTitle
      ? { value: offerTitle, source: 'offer' }
      : builderTitle
        ? { value: builderTitle, source: 'builder' }
        : null,
    wages:
      offerSalary !== null && Number.isFinite(Number(offerSalary))
        ? { amount: String(Number(offerSalary)), per, source: 'offer' }
        : builderSalary
          ? { amount: builderSalary.amount, per, source: 'builder' }
          : null,
  };
}
