import { petitionMetadataOf } from './petition-metadata.ts';
import { proposedSalaryParts, salaryPeriodOf, type SalaryPeriod } from './proposed-salary.ts';
import type { SalaryFrequency } from './employment.ts';

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

/** The builder's role words: a petition's "Proposed US role" and "Proposed US salary" (petitions.metadata). */
export interface BuilderRoleWords {
  proposedUSRole: string | null;
  proposedUSSalary: string | null;
}

/**
 * The builder's role words of a petition's metadata (the object, or the JSON text the API gives), read with
 * PetitionMetadataSchema as the forms' loader reads them: metadata the schema refuses, or none, has no words. One
 * reading for the employer wizard's role-offer prefill (roleOfferPrefill) and the petition page's notes of what the
 * forms print (offeredRoleInput), so they never disagree about what staff typed.
 */
export function builderRoleWords(metadata: unknown): BuilderRoleWords {
  const parsed = petitionMetadataOf(metadata);
  return { proposedUSRole: parsed.proposedUSRole ?? null, proposedUSSalary: parsed.proposedUSSalary ?? null };
}

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

/** The employer's salary frequency (SALARY_FREQUENCIES) for the I-129's "per" word. */
const FREQUENCY_OF_PERIOD: Readonly<Record<SalaryPeriod, SalaryFrequency>> = {
  year: 'annual',
  month: 'monthly',
  week: 'weekly',
  hour: 'hourly',
};

/** The role offer's title, amount and frequency as the onboarding wizard's role-offer step starts them. */
export interface RoleOfferPrefill {
  roleTitle: string;
  /** The amount as a number ('' when the builder's salary is missing or does not read as one). */
  proposedSalary: number | '';
  salaryFrequency: SalaryFrequency | undefined;
}

/**
 * The role-offer step's starting title and salary from the builder's words (petitions.metadata "Proposed US role"
 * and "Proposed US salary"), so the employer confirms what staff typed rather than typing it again (and maybe
 * differently). Only used while the beneficiary has no saved offer: a saved offer is the employer's word and wins.
 * A salary the domain's rule does not read leaves amount and frequency empty; one without "per …" leaves the
 * frequency empty. Nothing here is saved: the employer still saves the step.
 */
export function roleOfferPrefill(metadata: {
  proposedUSRole?: string | null;
  proposedUSSalary?: string | null;
}): RoleOfferPrefill {
  const salary = proposedSalaryParts(metadata.proposedUSSalary);
  return {
    roleTitle: trimmed(metadata.proposedUSRole) ?? '',
    proposedSalary: salary ? Number(salary.amount) : '',
    salaryFrequency: salary?.per ? FREQUENCY_OF_PERIOD[salary.per] : undefined,
  };
}
