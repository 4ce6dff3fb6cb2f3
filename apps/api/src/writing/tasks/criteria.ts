import type { AoCriterion } from '@app/domain';

/**
 * The evidentiary criteria letters speak to, in plain words (after the O-1A criteria of
 * 8 CFR 214.2(o)(3)(iii)(B), which the EB-1A criteria mirror). Standards only: what the
 * beneficiary did comes from the evidence.
 */
export const CRITERIA: Readonly<Record<AoCriterion, { title: string; standard: string }>> = {
  'critical-role': {
    title: 'Critical role',
    standard:
      'employment in a critical or essential capacity for organizations and establishments that have a distinguished reputation',
  },
  'original-contribution': {
    title: 'Original contributions',
    standard: 'original scientific, scholarly or business-related contributions of major significance in the field',
  },
  authorship: {
    title: 'Authorship',
    standard: 'authorship of scholarly articles in the field, in professional journals or other major media',
  },
  judging: {
    title: 'Judging',
    standard: 'participation, on a panel or individually, as a judge of the work of others in the same or an allied field',
  },
  membership: {
    title: 'Membership',
    standard:
      'membership in associations in the field which require outstanding achievements of their members, as judged by recognized national or international experts',
  },
  awards: {
    title: 'Awards',
    standard: 'receipt of nationally or internationally recognized prizes or awards for excellence in the field',
  },
  press: {
    title: 'Press',
    standard:
      'published material in professional or major trade publications or other major media about the beneficiary and their work',
  },
};
