import { describe, expect, it } from 'vitest';
import { taskDueDateSchema, taskDueState, taskDueText } from './task-planning.ts';

describe('task planning', () => {
  it('knows overdue, due soon (within two days) and later, by calendar day', () => {
    expect(taskDueState('2026-11-26', '2026-11-27')).toBe('overdue');
    expect(taskDueState('2026-11-27', '2026-11-27')).toBe('due-soon');
    expect(taskDueState('2026-11-29', '2026-11-27')).toBe('due-soon');
    expect(taskDueState('2026-11-30', '2026-11-27')).toBe('later');
    expect(taskDueState('2026-11-20', '2026-11-27', true)).toBe('none');
    expect(taskDueState(null, '2026-11-27')).toBe('none');
  });

  it('words the due date for people', () => {
    expect(taskDueText('2026-11-26', '2026-11-27')).toBe('Overdue · due 11/26/2026');
    expect(taskDueText('2026-11-28', '2026-11-27')).toBe('Due soon · due 11/28/2026');
    expect(taskDueText('2027-01-05', '2026-11-27')).toBe('Due 01/05/2027');
    expect(taskDueText(null, '2026-11-27')).toBe('');
  });

  it('accepts a real date in range or nothing, and refuses the rest with a clear message', () => {
    expect(taskDueDateSchema.parse('2026-12-01')).toBe('2026-12-01');
    expect(taskDueDateSchema.parse('  ')).toBeNull();
    expect(taskDueDateSchema.safeParse('2026-13-45').error?.issues[0]?.message).toBe(
      'Enter the due date as a real date (MM/DD/YYYY).',
    );
    expect(taskDueDateSchema.safeParse('99999-01-01').success).toBe(false);
    expect(taskDueDateSchema.safeParse('1999-12-31').error?.issues[0]?.message).toBe('Enter a due date between 2000 and 2100.');
  });
});
