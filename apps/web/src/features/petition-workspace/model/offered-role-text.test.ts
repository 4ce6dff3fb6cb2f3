import { offeredRole } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { formsRoleNotes, type BuilderRoleWords } from './offered-role-text.ts';

const builder: BuilderRoleWords = { proposedUSRole: 'Staff Perception Engineer', proposedUSSalary: '215000 per year' };
const notes = (offer: Parameters<typeof offeredRole>[0]['offer'], words = builder) =>
  formsRoleNotes(offeredRole({ offer, builder: words }), words);

describe('formsRoleNotes: what the forms print instead of the builder’s role and salary', () => {
  it("names the employer's title and salary when they differ, money as people write it", () => {
    expect(
      notes({ position: 'Principal Engineer, Perception & Autonomy', salary: '215500.00', salaryFrequency: 'annual' }),
    ).toEqual({
      proposedUSRole: "The forms print “Principal Engineer, Perception & Autonomy” (the employer's role offer from onboarding).",
      proposedUSSalary: "The forms print $215,500.00 per year (the employer's role offer from onboarding).",
    });
    expect(notes({ salary: '40', salaryFrequency: 'hourly' })).toEqual({
      proposedUSSalary: "The forms print $40.00 per hour (the employer's role offer from onboarding).",
    });
    expect(notes({ position: 'Staff Perception Engineer' }, { proposedUSRole: null, proposedUSSalary: null })).toEqual({
      proposedUSRole: "The forms print “Staff Perception Engineer” (the employer's role offer from onboarding).",
    });
  });

  it("says nothing while the forms print the builder's own words, or the offer says the same", () => {
    expect(notes(null)).toEqual({});
    expect(notes({ position: ' staff perception engineer', salary: '215000.00', salaryFrequency: 'annual' })).toEqual({});
  });
});
