import { describe, expect, it } from 'vitest';
import { taskProgress } from './task-progress.ts';

describe('task progress', () => {
  it('counts done tasks of all tasks', () => {
    expect(taskProgress([{ completedAt: '2027-01-02T10:00:00Z' }, { completedAt: null }])).toEqual({ done: 1, total: 2 });
    expect(taskProgress([])).toEqual({ done: 0, total: 0 });
  });

  it('leaves a task closed as no longer needed out of both numbers', () => {
    const closed = { completedAt: '2027-02-01T10:00:00Z', closedReason: 'rfe-answered' };
    expect(taskProgress([closed, { completedAt: '2027-01-02T10:00:00Z', closedReason: null }, {}])).toEqual({
      done: 1,
      total: 2,
    });
    expect(taskProgress([closed])).toEqual({ done: 0, total: 0 });
  });
});
