import { describe, expect, it } from 'vitest';
import { currentOccupation, isEmploymentNotYetBegun, otherCompensationText } from './employment.ts';

describe('otherCompensationText', () => {
  it('says what the employer ticked, then what they typed, and nothing when they named none', () => {
    expect(otherCompensationText({ equityAndStandardBenefits: true, otherGuaranteedPay: true, other: ' Signing bonus ' })).toBe(
      'Equity and standard benefits; Other guaranteed pay; Signing bonus',
    );
    expect(otherCompensationText({ equityAndStandardBenefits: false, otherGuaranteedPay: false, other: 'Housing' })).toBe(
      'Housing',
    );
    expect(otherCompensationText({ equityAndStandardBenefits: false, otherGuaranteedPay: false, other: '  ' })).toBeNull();
  });
});

describe('currentOccupation', () => {
  const today = '2026-12-06';
  it('is the position of the current job started last, never a past job or one not begun', () => {
    expect(
      currentOccupation(
        [
          { position: 'Postdoctoral Fellow', isCurrent: false, startDate: '2024-01-01' },
          { position: 'Lecturer', isCurrent: true, startDate: '2019-09-01' },
          { position: 'Research Scientist', isCurrent: true, startDate: '2021-02-01' },
          { position: 'Staff Engineer', isCurrent: true, startDate: '2027-01-04' },
        ],
        today,
      ),
    ).toBe('Research Scientist');
    expect(currentOccupation([{ position: 'Founder', isCurrent: true, startDate: null }], today)).toBe('Founder');
    expect(currentOccupation([{ position: ' ', isCurrent: true, startDate: '2020-01-01' }], today)).toBeNull();
    expect(currentOccupation([{ position: 'Analyst', isCurrent: false, startDate: '2020-01-01' }], today)).toBeNull();
  });
});

describe('isEmploymentNotYetBegun', () => {
  const today = '2026-12-06';
  it('is a current job starting after today (the offered U.S. role), not one begun, undated or ended', () => {
    expect(isEmploymentNotYetBegun({ isCurrent: true, startDate: '2027-01-04' }, today)).toBe(true);
    expect(isEmploymentNotYetBegun({ isCurrent: true, startDate: today }, today)).toBe(false);
    expect(isEmploymentNotYetBegun({ isCurrent: true, startDate: null }, today)).toBe(false);
    expect(isEmploymentNotYetBegun({ isCurrent: false, startDate: '2027-01-04' }, today)).toBe(false);
  });
});
