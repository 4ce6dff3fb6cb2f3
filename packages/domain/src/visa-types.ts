/**
 * Visa classes a petition can be for (the visa_types reference table). Codes are
 * lower case with underscores, as stored; people see them upper case with
 * dashes, and the research agent wants them lower case with hyphens.
 */
export interface VisaType {
  code: string;
  name: string;
  description: string;
}

export const VISA_TYPES = [
  {
    code: 'o_1a',
    name: 'O-1A',
    description: 'Extraordinary ability in the sciences, education, business or athletics.',
  },
  {
    code: 'o_1b',
    name: 'O-1B',
    description: 'Extraordinary ability in the arts, or extraordinary achievement in motion pictures or television.',
  },
  {
    code: 'eb_1a',
    name: 'EB-1A',
    description: 'Immigrant visa (green card) for individuals of extraordinary ability; self-petition allowed.',
  },
  {
    code: 'eb_1b',
    name: 'EB-1B',
    description: 'Immigrant visa for outstanding professors and researchers with a permanent job offer.',
  },
  {
    code: 'eb_2_niw',
    name: 'EB-2-NIW',
    description: 'Immigrant visa for advanced-degree professionals whose work is in the national interest.',
  },
  {
    code: 'h_1b',
    name: 'H-1B',
    description: "Specialty occupation requiring at least a bachelor's degree or its equivalent.",
  },
  {
    code: 'l_1a',
    name: 'L-1A',
    description: 'Intracompany transfer of a manager or executive from a related foreign company.',
  },
  {
    code: 'l_1b',
    name: 'L-1B',
    description: 'Intracompany transfer of an employee with specialized knowledge.',
  },
  {
    code: 'e_2',
    name: 'E-2',
    description: 'Treaty investor directing a substantial investment in a U.S. enterprise.',
  },
  {
    code: 'e_3',
    name: 'E-3',
    description: 'Specialty occupation professional from Australia.',
  },
  {
    code: 'tn',
    name: 'TN',
    description: 'USMCA professional from Canada or Mexico in a listed occupation.',
  },
] as const satisfies readonly VisaType[];
export type VisaTypeCode = (typeof VISA_TYPES)[number]['code'];

export const VISA_TYPE_CODES: readonly VisaTypeCode[] = VISA_TYPES.map((visa) => visa.code);

/** The visa class whose choice loads the TN preset modules. */
export const TN_VISA_CODE: VisaTypeCode = 'tn';

/** Stored codes are lower case letters, digits and underscores (matches the database check). */
export const VISA_CODE_PATTERN = /^[a-z0-9_]+$/;

/** 'o_1a' → 'O-1A'; how the picker and headers show a visa class. */
export function formatVisaClass(code: string): string {
  return code.trim().toUpperCase().replaceAll('_', '-');
}

/** 'o_1a' → 'o-1a'; the spelling the research agent's POST /petition expects. */
export function visaClassForResearchAgent(code: string): string {
  return code.trim().toLowerCase().replaceAll('_', '-');
}

export function isTnVisa(code: string | null | undefined): boolean {
  return code?.trim().toLowerCase() === TN_VISA_CODE;
}
