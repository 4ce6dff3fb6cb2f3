import { ARCHETYPES, type Archetype, type FilingType, type LetterType, type TnCitizenship } from '@app/domain';
import { EMPTY_INPUTS, type DraftInputs } from './draft-fields.ts';

/**
 * /admin/new_lettergen drafts the expert letters whose every input a petition holds (spec 2 §9), and the TN support
 * letter, whose route (filing type) and citizenship (passport) the petition holds and whose profession and two files
 * are chosen there; the others need a membership or VC entity, AO criteria or a salary typed on /admin/draft.
 */
export const PETITION_LETTER_TYPES = [
  'critical-role',
  'original-contributions',
  'cr-oc-letter',
  'tn-support-letter',
] as const satisfies readonly LetterType[];
export type PetitionLetterType = (typeof PETITION_LETTER_TYPES)[number];

/** A person of the petition, with the role they hold there (their current employment's position). */
export interface PetitionPerson {
  id: string;
  fullName: string;
  bio: string | null;
  archetype: string | null;
  /** Current position, if an employment records one. */
  position: string | null;
}

export interface PetitionExhibit {
  id: string;
  name: string;
  description: string | null;
}

/** What the petition knows that a letter needs (read by the letters feature's GraphQL query). */
export interface PetitionLetterData {
  visaCategory: string;
  /** Petition metadata's field of endeavor. */
  fieldOfEndeavor: string | null;
  /** The petition's archetype, else the beneficiary's. */
  archetype: string | null;
  /** Petition metadata's proposed US role: the beneficiary's title in this petition. */
  proposedRole: string | null;
  /** How the visa is applied for (a TN's route with the citizenship, tn-application-route.ts). */
  filingType: FilingType | null;
  /** The beneficiary's passport country when it is Canada or Mexico (the TN citizenships). */
  citizenship: TnCitizenship | null;
  beneficiary: PetitionPerson;
  company: { id: string; name: string; bio: string | null } | null;
  /** The petitioner's members who may sign (never the beneficiary). */
  signatories: readonly PetitionPerson[];
  exhibits: readonly PetitionExhibit[];
}

const isArchetype = (value: string | null): value is Archetype => ARCHETYPES.some((archetype) => archetype === value);

/**
 * The exhibits to cite, as the letter's additional information: the letter routes take uploaded
 * files (docs[]) only, so the exhibits are named and described rather than sent.
 */
export function exhibitCitations(exhibits: readonly PetitionExhibit[]): string {
  if (exhibits.length === 0) return '';
  const lines = exhibits.map((exhibit) =>
    exhibit.description?.trim() ? `- ${exhibit.name}: ${exhibit.description.trim()}` : `- ${exhibit.name}`,
  );
  return ['Exhibits to cite:', ...lines].join('\n');
}

/**
 * Fills a letter's inputs from the petition (beneficiary, company, visa class, field of endeavor,
 * archetype), the chosen signatory and the exhibits to cite; anything the petition lacks stays empty
 * for the user to type, and the Draft rules name it.
 */
export function inputsFromPetition(
  petition: PetitionLetterData,
  signatoryId: string | null,
  exhibitIds: readonly string[],
): DraftInputs {
  const { beneficiary, company } = petition;
  const signatory = petition.signatories.find((person) => person.id === signatoryId) ?? null;
  const archetype = [petition.archetype, beneficiary.archetype].find(isArchetype) ?? '';
  const cited = petition.exhibits.filter((exhibit) => exhibitIds.includes(exhibit.id));
  const texts: Record<string, string> = {
    visa_category: petition.visaCategory,
    field_of_endeavor: petition.fieldOfEndeavor ?? '',
    beneficiary_name: beneficiary.fullName,
    beneficiary_title: petition.proposedRole ?? beneficiary.position ?? '',
    beneficiary_bio: beneficiary.bio ?? '',
    signatory_name: signatory?.fullName ?? '',
    signatory_title: signatory?.position ?? '',
    signatory_employer: signatory && company ? company.name : '',
    signatory_bio: signatory?.bio ?? '',
    company_name: company?.name ?? '',
    company_bio: company?.bio ?? '',
    // The TN letter's own name for the company's bio, and whom it is addressed to.
    petitioner_bio: company?.bio ?? '',
    tn_filing_type: petition.filingType ?? '',
    tn_citizenship: petition.citizenship ?? '',
    additional_info: exhibitCitations(cited),
  };
  return {
    ...EMPTY_INPUTS,
    texts,
    archetype,
    picked: {
      beneficiary: { id: beneficiary.id, name: beneficiary.fullName },
      ...(signatory ? { signatory: { id: signatory.id, name: signatory.fullName } } : {}),
      ...(company ? { company: { id: company.id, name: company.name } } : {}),
    },
  };
}
