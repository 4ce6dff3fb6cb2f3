import { TUTORIAL_STEP_COUNT } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { WELCOME_STEPS, welcomeButtonLabel, welcomeStepIndex } from './welcome-steps.ts';

describe('welcome tutorial steps', () => {
  it('are the four of spec 3 §2.4 in order', () => {
    expect(WELCOME_STEPS).toHaveLength(TUTORIAL_STEP_COUNT);
    expect(WELCOME_STEPS.map((step) => step.segment)).toEqual(['', 'security', 'tasks', 'expert-letters']);
    expect(WELCOME_STEPS[0]!.title.message).toBe('Take your first step into the land of opportunity.');
  });
  it('find a step by its path segment, slashes aside; unknown ones are -1', () => {
    expect(welcomeStepIndex('')).toBe(0);
    expect(welcomeStepIndex('/')).toBe(0);
    expect(welcomeStepIndex('/tasks/')).toBe(2);
    expect(welcomeStepIndex('/expert-letters')).toBe(3);
    expect(welcomeStepIndex('/nowhere')).toBe(-1);
  });
  it('label the button START TUTORIAL, then NEXT, then EXIT TUTORIAL on the last step', () => {
    expect([0, 1, 2, 3].map((index) => welcomeButtonLabel(index).message)).toEqual([
      'START TUTORIAL',
      'NEXT',
      'NEXT',
      'EXIT TUTORIAL',
    ]);
  });
});
