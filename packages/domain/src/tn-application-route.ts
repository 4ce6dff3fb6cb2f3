import type { FilingType } from './filing-types.ts';

/**
 * Where a TN is applied for, and to whom its papers speak (docs/decisions.md, "A TN applied for at the border or a
 * consulate reads as such everywhere"). TN status is for citizens of Canada and Mexico only (USMCA Chapter 16), and the
 * case's filing type decides the route with the citizenship:
 * - Consular Processing (applied for outside the United States): a Canadian applies to U.S. Customs and Border
 *   Protection at a port of entry or pre-clearance; a Mexican applies for a TN visa at a U.S. embassy or consulate.
 *   Nothing is filed with USCIS (requiredForms lists no form).
 * - Change of Status (or an extension, which the case records the same way): the employer files the I-129 with
 *   USCIS.
 * The spec names the filing types "Change of Status" and "Consular Processing" (BEN-060, PB-023); the app keeps those
 * words and says what Consular Processing means for a TN where it matters (TN_CONSULAR_PROCESSING_MEANS).
 */

export const TN_CITIZENSHIPS = ['Canada', 'Mexico'] as const;
export type TnCitizenship = (typeof TN_CITIZENSHIPS)[number];

export type TnApplicationRoute = 'port-of-entry' | 'consulate' | 'uscis';

/**
 * Whether the case files nothing with USCIS: a TN beneficiary who applies outside the United States (filing type
 * Consular Processing) takes the employer's support letter and her proof of qualifications to the officer, a Canadian
 * at a port of entry or pre-clearance, a Mexican at a consulate with the DS-160. The I-129 with the trade agreement
 * supplement is a TN's petition only for a change of status or an extension inside the United States.
 */
export function appliesAtTheBorder(visaClass: string, filingType: string | null | undefined): boolean {
  return visaClass === 'tn' && filingType === 'consular_processing';
}

/** The route of a TN by filing type and citizenship; null while either is unknown (Consular Processing needs both). */
export function tnApplicationRoute(
  filingType: FilingType | null | undefined,
  citizenship: TnCitizenship | null | undefined,
): TnApplicationRoute | null {
  if (filingType === 'change_of_status') return 'uscis';
  if (filingType !== 'consular_processing' || !citizenship) return null;
  return citizenship === 'Canada' ? 'port-of-entry' : 'consulate';
}

/** The TN citizenship a passport's issuing country (ISO code, as the case stores it) shows; null for any other country. */
export function tnCitizenshipOfCountry(countryCode: string | null | undefined): TnCitizenship | null {
  const code = countryCode?.trim().toUpperCase();
  return code === 'CA' || code === 'CAN' ? 'Canada' : code === 'MX' || code === 'MEX' ? 'Mexico' : null;
}

/** What "Consular Processing" means for a TN, said beside the filing type where staff choose or read it. */
export const TN_CONSULAR_PROCESSING_MEANS =
  'For a TN, Consular Processing means applying outside the United States: a Canadian at a port of entry or ' +
  'pre-clearance (U.S. Customs and Border Protection), a Mexican at a U.S. embassy or consulate. Nothing is filed ' +
  'with USCIS. Change of Status (or an extension) is filed with USCIS on the I-129.';

/**
 * Why the staff petition page asks no USCIS receipt number, USCIS status, tracking number, shipped date or USCIS
 * address on a TN applied for at the border or a consulate (docs/decisions.md, "A TN applied for at the border or a
 * consulate is worked as one"): said where those fields would be, and atop the USCIS status panel.
 */
export const TN_NO_USCIS_FILING_NOTE =
  'Nothing is filed with USCIS on a TN applied for at the border or a consulate: it has no USCIS receipt number, ' +
  'status, tracking number or shipped date. If the employer petitions USCIS first, choose Change of Status as the ' +
  'filing type.';

/**
 * Why the RFE panel opens no Request for Evidence on a TN applied for at the border or a consulate (docs/decisions.md,
 * "A TN applied for at the border or a consulate never speaks of a USCIS petition"): an RFE is USCIS's, on a petition
 * filed with it; the officer decides such an application on the day. Said where "Open an RFE" would be; the database
 * refuses one too (migration 0137).
 */
export const TN_NO_RFE_NOTE =
  'USCIS sends no Request for Evidence on a TN applied for at the border or a consulate: the officer decides the ' +
  'application on the day and asks there for anything missing. If the employer petitions USCIS first, choose Change ' +
  'of Status as the filing type.';

/** Who reads a petition's letters: USCIS, which decides the petition. */
export const USCIS_ADDRESSEE: readonly string[] = [
  'U.S. Citizenship and Immigration Services',
  'U.S. Department of Homeland Security',
];

/** Who reads a TN's papers on each route: the support letter's addressee lines. */
export const TN_ADDRESSEES: Readonly<Record<TnApplicationRoute, readonly string[]>> = {
  'port-of-entry': ['U.S. Customs and Border Protection Officer', 'Port of Entry or Pre-clearance Location'],
  consulate: ['Consular Officer', 'U.S. Embassy or Consulate, U.S. Department of State'],
  uscis: USCIS_ADDRESSEE,
};

/**
 * How the packet reads on a TN applied for at the border or a consulate: no petition is filed, so it is the
 * application package the beneficiary presents (the support letter and the evidence), and the company is her
 * employer, not a petitioner. The cover page's heading and company role, and what the compiled PDF's document title
 * (its metadata, which a PDF reader shows as the window's title) calls it after the beneficiary's name. Null for every
 * other case (the cover's "<class> Petition" and "Petitioner", the document's "<beneficiary> – <class> petition").
 */
export function tnApplicationCover(
  visaClass: string,
  filingType: string | null | undefined,
): { title: string; companyRole: 'Employer'; documentSubject: string } | null {
  return appliesAtTheBorder(visaClass, filingType)
    ? { title: 'TN Application — Support Letter and Evidence', companyRole: 'Employer', documentSubject: 'TN application' }
    : null;
}
