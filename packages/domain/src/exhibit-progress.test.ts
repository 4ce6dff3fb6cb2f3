import { describe, expect, it } from 'vitest';
import { EXHIBIT_DISPLAY_STATUSES } from './exhibit-display-status.ts';
import {
  CHECKLIST_STATUS_OF_PROGRESS,
  EXHIBIT_PROGRESS,
  exhibitProgress,
  exhibitProgressCustomerLabel,
  exhibitProgressStaffLabel,
  staffCustomerStatus,
  STAFF_REVIEW_DISPLAY_STATUSES,
} from './exhibit-progress.ts';
import { ONBOARDING_EXHIBIT_STATUSES } from './onboarding.ts';

describe('exhibitProgress', () => {
  it('follows the checklist item whatever the files and answers, so both sides read the same status', () => {
    const expected = { pending: 'requested', in_progress: 'in_progress', completed: 'provided', skipped: 'skipped' };
    for (const checklistStatus of ONBOARDING_EXHIBIT_STATUSES) {
      for (const fileCount of [0, 2]) {
        for (const hasAnswers of [false, true]) {
          expect(exhibitProgress({ checklistStatus, fileCount, hasAnswers })).toBe(expected[checklistStatus]);
        }
      }
    }
  });

  it('counts an exhibit no checklist item asks for as provided once it has a file or an answer', () => {
    expect(exhibitProgress({ checklistStatus: null, fileCount: 0, hasAnswers: false })).toBe('requested');
    expect(exhibitProgress({ checklistStatus: null, fileCount: 1, hasAnswers: false })).toBe('provided');
    expect(exhibitProgress({ checklistStatus: null, fileCount: 0, hasAnswers: true })).toBe('provided');
  });
});

describe('the two wordings of one progress', () => {
  it('reads in the checklist as the item status it came from', () => {
    for (const status of ONBOARDING_EXHIBIT_STATUSES) {
      const progress = exhibitProgress({ checklistStatus: status, fileCount: 0, hasAnswers: false });
      expect(CHECKLIST_STATUS_OF_PROGRESS[progress]).toBe(status);
    }
    expect(EXHIBIT_PROGRESS.map(exhibitProgressCustomerLabel)).toEqual(['Pending', 'In Progress', 'Completed', 'Skipped']);
  });

  it('reads on the staff page in the display statuses', () => {
    expect(EXHIBIT_PROGRESS.map((progress) => exhibitProgressStaffLabel(progress))).toEqual([
      'Requested',
      'Pending',
      'Submitted',
      'Requested',
    ]);
  });

  it("shows staff's own review status over the customer's progress, and the progress otherwise", () => {
    for (const display of EXHIBIT_DISPLAY_STATUSES) {
      const shown = staffCustomerStatus(display, 'provided');
      if ((STAFF_REVIEW_DISPLAY_STATUSES as readonly string[]).includes(display)) expect(shown).toBe(display);
      else expect(shown).toBe('submitted');
    }
    // A stored 'submitted' without anything provided any more reads as requested again.
    expect(staffCustomerStatus('submitted', 'requested')).toBe('requested');
  });
});
