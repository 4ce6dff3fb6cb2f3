import { additionalInformationANumber } from './additional-information.ts';
import type { FormEdition } from './field-map.ts';
import { PETITIONER_AND_PETITION } from './i-129-2025-01-20/base.ts';
import { BENEFICIARY_AND_PROCESSING } from './i-129-2025-01-20/beneficiary.ts';
import { E_TREATY_SUPPLEMENT } from './i-129-2025-01-20/e-treaty.ts';
import { EMPLOYMENT } from './i-129-2025-01-20/employment.ts';
import { H_AND_L_SUPPLEMENTS } from './i-129-2025-01-20/h-and-l.ts';
import { O_AND_P_SUPPLEMENT } from './i-129-2025-01-20/o-and-p.ts';
import { SIGNATORY_AND_PREPARER } from './i-129-2025-01-20/signatures.ts';
import { S } from './i-129-2025-01-20/shared.ts';
import { TRADE_AGREEMENT_SUPPLEMENT } from './i-129-2025-01-20/trade-agreement.ts';

/**
 * Part 9's header is its item 1, the A-number (the part has no name box): printed whenever a row's text box (items
 * 2–4, written by the too-long rule) carries text, as the G-28's and I-765's name headers are.
 */
const PART_9_HEADER = additionalInformationANumber(
  'Part 9',
  `${S(7)}#area[0].Line10_AlienNumber[0]`,
  'beneficiary',
  ['Line2_AdditionalInfo[0]', 'Line3_AdditionalInfo[0]', 'Line4_AdditionalInfo[0]'].map((name) => `${S(7)}${name}`),
);

/**
 * I-129 (01/20/25): Petition for a Nonimmigrant Worker, with the classification supplements of the visa classes
 * the app has. One PDF holds them all; each supplement's entries apply only to its classes, so only the
 * supplement of the petition's class is filled. The parts are split by section to keep each file readable.
 */
export const I129_2025_01_20: FormEdition = {
  form: 'i-129',
  edition: '2025-01-20',
  title: 'I-129, Petition for a Nonimmigrant Worker',
  fileName: 'i-129-2025-01-20.pdf',
  fields: [
    ...PETITIONER_AND_PETITION,
    ...BENEFICIARY_AND_PROCESSING,
    ...EMPLOYMENT,
    ...SIGNATORY_AND_PREPARER,
    ...O_AND_P_SUPPLEMENT,
    ...H_AND_L_SUPPLEMENTS,
    ...TRADE_AGREEMENT_SUPPLEMENT,
    ...E_TREATY_SUPPLEMENT,
    PART_9_HEADER,
  ],
};
