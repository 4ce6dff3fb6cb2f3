import { ALL, each, NOBODY, only, STAFF, TEAM_A, TEAM_A_EDITORS, type Matrices, type Outcome } from '../matrix.ts';
import { PERSONAS, type Persona } from '../fixtures.ts';

/** Every persona gets `otherwise`, the listed ones their own outcome. */
function outcomes(otherwise: Outcome, overrides: Partial<Record<Persona, Outcome>>): Record<Persona, Outcome> {
  return { ...(each(PERSONAS, otherwise) as Record<Persona, Outcome>), ...overrides };
}
const notEditor = (text: string): Outcome => ({ error: `42501 ${text}` });

/** Employer onboarding (migration 0018): the wizard's progress and the signatory functions. */
export const employerOnboardingMatrices: Matrices = {
  employer_onboardings: {
    // Every member reads the wizard (a VIEWER read-only); editors save it; only staff delete.
    select: { ...NOBODY, ...each(TEAM_A, ['companyA']), otherCompanyMember: ['companyB'], staffAdmin: ALL },
    insert: [
      {
        what: "company A's progress through save_employer_onboarding (an upsert)",
        run: (w) => ({
          sql: `select app_public.save_employer_onboarding($1, 'beneficiary', '{"confirmContact":"complete"}', '{}')`,
          params: [w.ids.companyA],
        }),
        expect: only([...TEAM_A_EDITORS, ...STAFF], 1, 'denied'),
      },
      {
        what: 'a first row for company A',
        run: (w) => ({
          sql: `insert into app_public.employer_onboardings (company_id) values ($1)`,
          params: [w.ids.companyA],
          setup: { sql: `delete from app_public.employer_onboardings where company_id = $1`, params: [w.ids.companyA] },
        }),
        expect: only([...TEAM_A_EDITORS, ...STAFF], 1, 'denied'),
      },
    ],
    update: [
      {
        what: "company A's step",
        run: (w) => ({
          sql: `update app_public.employer_onboardings set step = 'final' where company_id = $1`,
          params: [w.ids.companyA],
        }),
        expect: only([...TEAM_A_EDITORS, ...STAFF], 1, 0),
      },
      {
        what: "company A's row onto company B",
        run: (w) => ({
          sql: `update app_public.employer_onboardings set company_id = gen_random_uuid() where company_id = $1`,
          params: [w.ids.companyA],
        }),
        expect: outcomes(0, { companyAdmin: 'staffOnly', companyMember: 'staffOnly', staffAdmin: { error: '23503' } }),
      },
      {
        what: 'their own signatory flag in company A (set_own_authorized_signatory)',
        run: (w) => ({ sql: `select app_public.set_own_authorized_signatory($1, true)`, params: [w.ids.companyA] }),
        expect: outcomes(notEditor('Only an ADMIN or MEMBER of the company answers for it'), {
          companyAdmin: 1,
          companyMember: 1,
          staffAdmin: notEditor('You are not a member of this company'),
        }),
      },
      {
        what: 'a new authorized signatory of company A (add_company_signatory)',
        run: (w) => ({
          sql: `select app_public.add_company_signatory($1, 'CFO', 'Ada', 'Signer', 'ada.' || $2 || '@example.com', '+1 555 0100')`,
          params: [w.ids.companyA, w.tag],
        }),
        expect: outcomes(notEditor('Only an ADMIN or MEMBER of the company adds a signatory'), {
          companyAdmin: 1,
          companyMember: 1,
          staffAdmin: 1,
        }),
      },
      {
        what: "company A's beneficiary as its signatory",
        run: (w) => ({
          sql: `select app_public.add_company_signatory($1, 'CFO', 'Bene', 'Ficiary', u.email, '+1 555 0100')
                from app_public.users u where u.id = $2`,
          params: [w.ids.companyA, w.user.beneficiary],
        }),
        // Editors and staff reach the beneficiary rule; the others are refused first (or see no such user row).
        expect: outcomes(0, {
          companyAdmin: { error: '22023' },
          companyMember: { error: '22023' },
          companyViewer: notEditor('Only an ADMIN or MEMBER of the company adds a signatory'),
          beneficiary: notEditor('Only an ADMIN or MEMBER of the company adds a signatory'),
          staffAdmin: { error: '22023' },
        }),
      },
    ],
    delete: [
      {
        what: "company A's progress",
        run: (w) => ({ sql: `delete from app_public.employer_onboardings where company_id = $1`, params: [w.ids.companyA] }),
        expect: only(STAFF, 1, 0),
      },
    ],
  },
};
