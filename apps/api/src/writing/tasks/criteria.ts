import type { AoCriterion } from '@app/domain';

/**
 * The evidentiary criteria letters speak to, in plain words (after the O-1A criteria of
 * 8 CFR 214.2(o)(3)(iii)(B), which the EB-1A criteria mirror). Standards only: what the
 * beneficiary did comes from the evidence.
 */
export const CRITERIA: Readonly<Record<AoCriterion, { title: string; standard: string; plain: string }>> = {
  'critical-role': {
    title: 'Critical role',
    standard:
      'employment in a critical or essential capacity for organizations and establishments that have a distinguished reputation',
    plain:
      "does the organization depend on the beneficiary's work for its success, and is the organization itself well regarded in its field",
  },
  'original-contribution': {
    title: 'Original contributions',
    standard: 'original scientific, scholarly or business-related contributions of major significance in the field',
    plain:
      "has the beneficiary created something new that others in the field have adopted, relied on or built upon, with an impact beyond the beneficiary's own employer",
  },
  authorship: {
    title: 'Authorship',
    standard: 'authorship of scholarly articles in the field, in professional journals or other major media',
    plain: 'has the beneficiary written scholarly articles that were published where experts in the field read them',
  },
  judging: {
    title: 'Judging',
    standard: 'participation, on a panel or individually, as a judge of the work of others in the same or an allied field',
    plain: 'has the beneficiary been trusted to evaluate the work of others in the field',
  },
  membership: {
    title: 'Membership',
    standard:
      'membership in associations in the field which require outstanding achievements of their members, as judged by recognized national or international experts',
    plain: 'does the association admit only people whose achievements recognized experts have judged outstanding',
  },
  awards: {
    title: 'Awards',
    standard: 'receipt of nationally or internationally recognized prizes or awards for excellence in the field',
    plain: 'has the beneficiary won prizes or awards that the field recognizes nationally or internationally for excellence',
  },
  press: {
    title: 'Press',
    standard:
      'published material in professional or major trade publications or other major media about the beneficiary and their work',
    plain: 'have professional or major publications written about the beneficiary and their work',
  },
};
