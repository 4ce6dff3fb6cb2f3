import { newId, nowIso, withDefaults } from './build.ts';

/** app_public.user_employments: a job of a user, at a company of the platform (company_id) or elsewhere. */
export type EmploymentRow = {
  id: string;
  user_id: string;
  company_id: string | null;
  company_name: string;
  position: string | null;
  start_date: string | null;
  end_date: string | null;
  is_current: boolean;
  city: string | null;
  country: string | null;
  salary: number | null;
  salary_frequency: string | null;
  other_compensation: Record<string, unknown> | null;
  is_full_time: boolean | null;
  hours_per_week: number | null;
  created_at: string;
  updated_at: string;
};

export function makeEmployment(overrides: Partial<EmploymentRow> & Pick<EmploymentRow, 'user_id'>): EmploymentRow {
  const createdAt = overrides.created_at ?? nowIso();
  return withDefaults<EmploymentRow>(
    {
      id: newId(),
      user_id: overrides.user_id,
      company_id: null,
      company_name: 'Example Corp',
      position: null,
      start_date: null,
      end_date: null,
      is_current: false,
      city: null,
      country: null,
      salary: null,
      salary_frequency: null,
      other_compensation: null,
      is_full_time: null,
      hours_per_week: null,
      created_at: createdAt,
      updated_at: createdAt,
    },
    overrides,
  );
}
