import type { FormCaseData } from '../case-data.ts';
import { formFullName, formMoney, type FieldMapEntry } from '../field-map.ts';
import { isH, S, yesNoEntries } from './shared.ts';

/**
 * The H-1B and H-1B1 Data Collection and Filing Fee Exemption Supplement (pages 21–23): the items the case records.
 * Its names (items 1–2 of its header), whether the petitioner employs 50 or more people in the United States (Section
 * 1 item 1.d, from the same head count Part 5 item 14 prints as its current number of U.S. employees), the annual
 * rate of pay (item 4, from the offered role) and the NAICS code (item 6). Everything else it asks the case does not
 * record, so it is left for staff on purpose (docs/decisions.md, "The I-129's H-1B data collection supplement"):
 * dependency and willful violation (1.a–1.c), the share of H-1B and L employees (1.d.1), the beneficiary's
 * education and field of study (2–3), the DOT code (5), the fee exemption questions (Section 2), the cap (Section 3)
 * and off-site assignment (Section 4).
 */

/** How many employees make the "50 or more individuals in the United States" of Section 1 item 1.d. */
export const H1B_FIFTY_EMPLOYEES = 50;

/**
 * Item 4, Rate of Pay Per Year: the offered wage as a yearly amount. A wage stated per year is that amount; one
 * stated per month is twelve of them (a month's pay is a twelfth of a year's, with nothing assumed). A wage per week
 * or per hour is not converted: the weeks and hours paid in a year are not recorded (an hourly wage times 2,080 hours
 * is an estimate an attorney may choose, not a fact of the case), so staff type it. Amounts as the wages are kept
 * (a decimal string, "185000.50").
 */
export function annualRateOfPay(offer: Pick<FormCaseData['offer'], 'wages' | 'wagesPer'>): string | null {
  const amount = offer.wages === null ? Number.NaN : Number(offer.wages);
  if (!Number.isFinite(amount) || amount <= 0) return null;
  if (offer.wagesPer === 'year') return offer.wages;
  if (offer.wagesPer === 'month') return (Math.round(amount * 12 * 100) / 100).toString();
  return null;
}

export const H1B_DATA_COLLECTION_SUPPLEMENT: FieldMapEntry[] = [
  {
    field: `${S(22)}Line1_FamilyName[3]`,
    kind: 'text',
    label: 'H-1B data collection supplement: petitioner name',
    source: 'petitioner',
    appliesTo: isH,
    required: true,
    value: (d) => d.petitioner.name,
  },
  {
    field: `${S(22)}Line1_FamilyName[2]`,
    kind: 'text',
    label: 'H-1B data collection supplement: beneficiary name',
    source: 'beneficiary',
    appliesTo: isH,
    required: true,
    value: (d) => formFullName(d.beneficiary),
  },
  ...yesNoEntries(
    {
      yes: { field: `${S(22)}H1BSecALine1d_Yes[0]`, exportValue: 'Y' },
      no: { field: `${S(22)}H1BSecALine1d_No[0]`, exportValue: 'N' },
    },
    'H-1B data collection supplement: employs 50 or more in the United States',
    'petitioner',
    (d) => (d.petitioner.employees === null ? null : d.petitioner.employees >= H1B_FIFTY_EMPLOYEES),
    { appliesTo: isH },
  ),
  {
    field: `${S(22)}Line4_RateofPayPerYear[0]`,
    kind: 'text',
    label: 'H-1B data collection supplement: rate of pay per year',
    source: 'offer',
    appliesTo: isH,
    value: (d) => formMoney(annualRateOfPay(d.offer)),
  },
  // Section 1 item 6: the petitioner's NAICS code, the 6 digits the employer gave (six comb cells).
  {
    field: `${S(22)}Line2f[0].Line6_NAICSCode[0]`,
    kind: 'text',
    label: 'H-1B data collection supplement: NAICS code',
    source: 'petitioner',
    appliesTo: isH,
    value: (d) => d.petitioner.naicsCode ?? null,
  },
];
