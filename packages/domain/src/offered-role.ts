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

/** The role offer's fields as an employment record carries them (a user_employments row, or the API's node). */
export interface RoleOfferRecord {
  position?: unknown;
  salary?: unknown;
  salaryFrequency?: unknown;
}

/** A record's value as text (the database's numeric salary comes as a string, a JSON one may be a number). */
const textOf = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/**
 * offeredRole's input from the role offer (offeredEmployment's record, or none) and the petition's metadata (its
 * "Proposed US role" and "Proposed US salary"). Written once for the forms' loader and the petition page, so both
 * read the same record the same way.
 */
export function offeredRoleInput(
  employment: RoleOfferRecord | null | undefined,
  metadata: { proposedUSRole?: string | null; proposedUSSalary?: string | null },
): OfferedRoleInput {
  return {
    offer: employment
      ? {
          position: textOf(employment.position),
          salary: textOf(employment.salary),
          salaryFrequency: textOf(employment.salaryFrequency),
        }
      : null,
    builder: { proposedUSRole: metadata.proposedUSRole ?? null, proposedUSSalary: metadata.proposedUSSalary ?? null },
  };
}
