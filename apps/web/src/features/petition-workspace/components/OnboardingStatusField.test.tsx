import { describe, expect, it } from 'vitest';
import { checklistBehindText } from './OnboardingStatusField.tsx';

describe("staff's words for a checklist behind the petition", () => {
  it('says nothing when the checklist asks for every exhibit, and counts in words otherwise', () => {
    expect(checklistBehindText(0)).toBeNull();
    expect(checklistBehindText(1)).toBe(
      "1 exhibit added to the petition is not on the beneficiary's checklist yet: refresh it to ask for it.",
    );
    expect(checklistBehindText(3)).toBe(
      "3 exhibits added to the petition are not on the beneficiary's checklist yet: refresh it to ask for them.",
    );
  });
});
