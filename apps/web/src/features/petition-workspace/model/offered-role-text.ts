import { formMoney, proposedSalaryParts, type BuilderRoleWords, type OfferedRole } from '@app/domain';

const FROM_THE_OFFER = "the employer's role offer from onboarding";

/** The builder's words on the petition page (petitions.metadata, read by the domain's builderRoleWords). */
export type { BuilderRoleWords };

const sameText = (a: string | null | undefined, b: string) => a?.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The lines under the builder's "Proposed US role" and "Proposed US salary" when the USCIS forms print the employer's
 * role offer instead (offeredRole) and it says something else: staff reading the builder's words on the petition page
 * are told what the I-129 and I-140 print, money as people write it. Nothing while the forms print the builder's own
 * words, or the offer says the same.
 */
export function formsRoleNotes(
  role: OfferedRole,
  builder: BuilderRoleWords,
): { proposedUSRole?: string; proposedUSSalary?: string } {
  const notes: { proposedUSRole?: string; proposedUSSalary?: string } = {};
  if (role.jobTitle?.source === 'offer' && !sameText(builder.proposedUSRole, role.jobTitle.value)) {
    notes.proposedUSRole = `The forms print “${role.jobTitle.value}” (${FROM_THE_OFFER}).`;
  }
  const builderSalary = proposedSalaryParts(builder.proposedUSSalary);
  const sameSalary =
    builderSalary !== null &&
    Number(builderSalary.amount) === Number(role.wages?.amount) &&
    (builderSalary.per ?? role.wages?.per) === role.wages?.per;
  if (role.wages?.source === 'offer' && !sameSalary) {
    const per = role.wages.per ? ` per ${role.wages.per}` : '';
    notes.proposedUSSalary = `The forms print $${formMoney(role.wages.amount)}${per} (${FROM_THE_OFFER}).`;
  }
  return notes;
}
