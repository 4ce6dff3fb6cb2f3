import { describe, expect, it } from 'vitest';
import { currentEmployment, employmentFields, type EmploymentRecord } from './person-employment.ts';

const job = (position: string, startDate: string | null, endDate: string | null, more: Partial<EmploymentRecord> = {}) => ({
  position,
  companyName: `${position} Inc`,
  startDate,
  endDate,
  isCurrent: false,
  ...more,
});

describe('currentEmployment', () => {
  it('is the job without an end date, even when an ended one started later', () => {
    const held = job('Held', '2019-01-01', null);
    expect(currentEmployment([job('Ended later', '2022-01-01', '2023-01-01'), held])).toBe(held);
  });

  it('among jobs still held, prefers one marked current, then the latest start', () => {
    const marked = job('Marked', '2018-01-01', null, { isCurrent: true });
    const later = job('Later', '2021-01-01', null);
    expect(currentEmployment([later, marked])).toBe(marked);
    const latest = job('Latest', '2022-06-01', null);
    expect(currentEmployment([job('Earlier', '2020-01-01', null), latest, job('Undated', null, null)])).toBe(latest);
  });

  it('when every job has ended, is the one that started last', () => {
    const last = job('Last', '2021-03-01', '2022-01-01');
    expect(currentEmployment([job('First', '2015-01-01', '2018-01-01'), last, job('Middle', '2019-01-01', '2021-01-01')])).toBe(
      last,
    );
  });

  it('is null without employments', () => {
    expect(currentEmployment([])).toBeNull();
  });
});

describe('employmentFields', () => {
  it('gives the position as title and the company name as employer', () => {
    expect(employmentFields(job('Staff Engineer', '2020-01-01', null))).toEqual({
      title: 'Staff Engineer',
      employer: 'Staff Engineer Inc',
    });
  });

  it('falls back to the linked company’s name, and counts blanks as unknown', () => {
    expect(
      employmentFields({ position: '  ', companyName: '', companyByCompanyId: { dbaName: 'Helios Grid Analytics' } }),
    ).toEqual({ title: null, employer: 'Helios Grid Analytics' });
    expect(employmentFields(null)).toEqual({ title: null, employer: null });
  });
});
