import { describe, expect, it, vi } from 'vitest';
import { answerLabel, readCustomerContribution } from './customer-contribution.ts';

describe('readCustomerContribution', () => {
  it('reads what the customer provided, with labels and only their own uploads', () => {
    const contribution = readCustomerContribution({
      customerProgress: 'provided',
      exhibitContributionByExhibitId: {
        checklistStatus: 'completed',
        description: ' First prize ',
        links: JSON.stringify([{ url: 'https://github.com/priya/robot' }, { url: 'javascript:alert(1)' }]),
        answers: JSON.stringify({ fullName: 'Prof. Ada Example', passportConfirmed: true, yearMet: 2021, nested: { a: 1 } }),
        providedAt: '2026-11-27T09:00:00Z',
        userByProvidedBy: { fullName: 'Priya Sharma' },
      },
      exhibitFilesByExhibitId: {
        nodes: [
          {
            fileByFileId: {
              id: 'f1',
              name: 'award.pdf',
              createdAt: '2026-11-27T09:00:00Z',
              userByOwnerId: { fullName: 'Priya Sharma', isAdmin: false },
            },
          },
          { fileByFileId: { id: 'f2', name: 'memo.pdf', userByOwnerId: { fullName: 'Olivia OA', isAdmin: true } } },
          {
            fileByFileId: {
              id: 'f3',
              name: 'old.pdf',
              deleted: true,
              userByOwnerId: { fullName: 'Priya Sharma', isAdmin: false },
            },
          },
        ],
      },
    });
    expect(contribution).toEqual({
      progress: 'provided',
      description: 'First prize',
      links: ['https://github.com/priya/robot'],
      answers: [
        { label: 'Full name', value: 'Prof. Ada Example' },
        { label: 'Passport details confirmed', value: 'Yes' },
        { label: 'Year met', value: '2021' },
      ],
      providedBy: 'Priya Sharma',
      providedAt: '2026-11-27T09:00:00Z',
      files: [{ id: 'f1', name: 'award.pdf', uploadedBy: 'Priya Sharma', uploadedAt: '2026-11-27T09:00:00Z' }],
    });
  });

  it('reads nothing provided as requested, and logs unreadable JSON instead of showing it', () => {
    const log = vi.fn();
    expect(readCustomerContribution({}, log)).toMatchObject({ progress: 'requested', description: null, links: [], answers: [] });
    const broken = readCustomerContribution(
      { customerProgress: 'weird', exhibitContributionByExhibitId: { links: '{not json', answers: '[1]' } },
      log,
    );
    expect(broken).toMatchObject({ progress: 'requested', links: [], answers: [] });
    expect(log).toHaveBeenCalledWith('customer contribution could not be parsed', { value: '{not json' });
  });

  it('spells out keys it has no label for', () => {
    expect(answerLabel('currentCompanyName')).toBe('Current company');
    expect(answerLabel('hasFiledBefore')).toBe('Has filed before');
    expect(answerLabel('hasNoCv')).toBe('Has no CV (said so on the checklist)');
  });
});
