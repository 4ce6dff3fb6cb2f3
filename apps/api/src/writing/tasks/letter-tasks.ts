import type { LetterType } from '@app/domain';
import type { WritingTask } from '../writing-types.ts';
import { aoLetterTask } from './ao-letter.ts';
import { awardVcTask } from './award-vc.ts';
import { crOcLetterTask } from './cr-oc-letter.ts';
import { criticalRoleTask } from './critical-role.ts';
import { evLetterTask } from './ev-letter.ts';
import type { LetterInputs } from './letter-inputs.ts';
import { membershipTask } from './membership.ts';
import { originalContributionsTask } from './original-contributions.ts';
import { tnSupportLetterTask } from './tn-support-letter.ts';

/** The writing task of each letter type (spec 2 §9). */
export const LETTER_TASKS: Readonly<Record<LetterType, WritingTask<LetterInputs>>> = {
  'critical-role': criticalRoleTask,
  'original-contributions': originalContributionsTask,
  'cr-oc-letter': crOcLetterTask,
  'ao-letter': aoLetterTask,
  membership: membershipTask,
  'award/vc': awardVcTask,
  'tn-support-letter': tnSupportLetterTask,
  'ev-letter': evLetterTask,
};
