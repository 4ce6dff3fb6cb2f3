import {
  GENERATION_ID_HEADER,
  LETTER_GENERATION_TIMEOUT_MS,
  letterContracts,
  TEMPLATE_DRAFT_HEADER,
  type LetterType,
} from '@app/domain';
import { callFormRoute } from '@/lib/rest-client.ts';
import { LETTER_FORMS, letterValues, type DraftInputs } from '../draft-fields.ts';

export interface GeneratedLetter {
  text: string;
  generationId: string | null;
  isTemplate: boolean;
}

/** The multipart form of a letter route (spec 2 §7.5): its fields, criteria repeated, and the files. */
export function letterFormData(type: LetterType, inputs: DraftInputs): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(letterValues(type, inputs))) {
    if (typeof value === 'string' && value.trim() !== '') form.append(name, value);
  }
  if (LETTER_FORMS[type].criteria) for (const criterion of inputs.criteria) form.append('criteria', criterion);
  for (const file of inputs.docs) form.append('docs', file, file.name);
  if (LETTER_FORMS[type].tn) {
    if (inputs.resume) form.append('resume', inputs.resume, inputs.resume.name);
    if (inputs.jobOfferLetter) form.append('job_offer_letter', inputs.jobOfferLetter, inputs.jobOfferLetter.name);
  }
  return form;
}

/**
 * POSTs the letter's form and reads the letter text with its provenance headers. Gives up after
 * LETTER_GENERATION_TIMEOUT_MS (120 s, decisions LTR-020/021); any failure throws.
 */
export async function requestLetter(type: LetterType, inputs: DraftInputs): Promise<GeneratedLetter> {
  const contract = letterContracts[type];
  const { data: text, headers } = await callFormRoute(contract, {
    body: letterFormData(type, inputs),
    signal: AbortSignal.timeout(LETTER_GENERATION_TIMEOUT_MS),
  });
  if (text.trim() === '') throw new Error(`POST ${contract.path} answered no letter`);
  return {
    text,
    generationId: headers.get(GENERATION_ID_HEADER),
    isTemplate: headers.get(TEMPLATE_DRAFT_HEADER) === 'true',
  };
}
