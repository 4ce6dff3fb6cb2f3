import {
  ALL,
  each,
  EDITORS_A,
  NOBODY,
  only,
  SIDE_B,
  STAFF,
  TEAM_A,
  TEAM_A_EDITORS,
  type Matrices,
  type Outcome,
} from '../matrix.ts';
import { PERSONAS, type Persona } from '../fixtures.ts';

/** People, staff admins, personal data, companies and their teams. */
export const peopleMatrices: Matrices = {
  users: {
    // A user sees themselves, team mates, and the beneficiary and staff (csm = staffAdmin) of petitions they may read.
    select: {
      ...NOBODY,
      beneficiary: ['beneficiary', 'staffAdmin'],
      otherBeneficiary: ['otherBeneficiary'],
      ...each(TEAM_A, ['beneficiary', 'companyAdmin', 'companyMember', 'companyViewer', 'staffAdmin']),
      otherCompanyMember: ['otherBeneficiary', 'otherCompanyMember'],
      staffAdmin: ALL,
    },
    insert: [
      {
        what: 'a contact',
        run: () => ({
          sql: `insert into app_public.users (full_name, email) values ('New Contact', 'c-' || gen_random_uuid() || '@example.test')`,
        }),
        // Staff, and company ADMIN/MEMBER of any company (employer onboarding).
        expect: only([...STAFF, ...TEAM_A_EDITORS, 'otherCompanyMember'], 1, 'denied'),
      },
      {
        what: 'a user with auth0_sub',
        run: () => ({
          sql: `insert into app_public.users (full_name, auth0_sub) values ('Pre Claimed', 'test|' || gen_random_uuid())`,
        }),
        // auth0_sub is staff-only on insert too, so no customer can pre-claim a sign-in identity.
        expect: { ...only(STAFF, 1, 'staffOnly'), anonymous: 'denied' },
      },
      {
        what: 'a user whose access is disabled',
        run: () => ({
          sql: `insert into app_public.users (full_name, access_disabled_at) values ('Disabled Contact', now())`,
        }),
        // Only staff disable access (migration 0041), on insert as on update.
        expect: { ...only(STAFF, 1, 'staffOnly'), anonymous: 'denied' },
      },
    ],
    update: [
      {
        what: "the beneficiary's bio",
        run: (w) => ({ sql: `update app_public.users set bio = 'New bio' where id = $1`, params: [w.user.beneficiary] }),
        expect: only(['beneficiary', ...STAFF], 1, 0),
      },
      {
        what: "the beneficiary's auth0_sub",
        run: (w) => ({
          sql: `update app_public.users set auth0_sub = auth0_sub || '-x' where id = $1`,
          params: [w.user.beneficiary],
        }),
        expect: { ...only(STAFF, 1, 0), beneficiary: 'staffOnly' },
      },
      {
        what: "the beneficiary's access_disabled_at",
        run: (w) => ({
          sql: `update app_public.users set access_disabled_at = now() where id = $1`,
          params: [w.user.beneficiary],
        }),
        // A customer may edit their own row, but not disable (or re-enable) anybody's access, their own included.
        expect: { ...only(STAFF, 1, 0), beneficiary: 'staffOnly' },
      },
      {
        what: "the beneficiary's portal language",
        run: (w) => ({ sql: `update app_public.users set locale = 'es' where id = $1`, params: [w.user.beneficiary] }),
        // Migration 0063: a person chooses their own language (staff may set it for them); nobody else's.
        expect: only(['beneficiary', ...STAFF], 1, 0),
      },
      {
        what: "a company member's portal language",
        run: (w) => ({ sql: `update app_public.users set locale = 'zh-Hans' where id = $1`, params: [w.user.companyMember] }),
        expect: only(['companyMember', ...STAFF], 1, 0),
      },
      {
        what: "the beneficiary's e-mail address",
        run: (w) => ({
          sql: `update app_public.users set email = 'moved-' || email where id = $1`,
          params: [w.user.beneficiary],
        }),
        // Migration 0079: a person changes their own address; staff not once the person has signed in (every persona
        // has), and no other customer at all (the row is not theirs).
        expect: { ...only(['beneficiary'], 1, 0), staffAdmin: { error: '23514' } },
      },
    ],
    delete: [
      {
        // No delete policy at all (the table is '@behavior -delete'): not even staff delete people.
        run: (w) => ({ sql: `delete from app_public.users where id = $1`, params: [w.user.companyViewer] }),
        expect: only([], 0, 0),
      },
    ],
  },

  admins: {
    select: { ...NOBODY, staffAdmin: ALL },
    insert: [
      {
        what: 'a staff admin',
        run: (w) => ({ sql: `insert into app_public.admins (user_id) values ($1)`, params: [w.user.companyViewer] }),
        expect: only(STAFF, 1, 'denied'),
      },
    ],
    update: [
      {
        run: (w) => ({ sql: `update app_public.admins set created_at = now() where user_id = $1`, params: [w.user.staffAdmin] }),
        expect: only(STAFF, 1, 0),
      },
    ],
    delete: [
      {
        run: (w) => ({ sql: `delete from app_public.admins where user_id = $1`, params: [w.user.staffAdmin] }),
        expect: only(STAFF, 1, 0),
      },
    ],
  },

  user_data: {
    // Each person sees only their own row (rows are named after their person).
    select: {
      anonymous: [],
      beneficiary: ['beneficiary'],
      otherBeneficiary: ['otherBeneficiary'],
      companyAdmin: ['companyAdmin'],
      companyMember: ['companyMember'],
      companyViewer: ['companyViewer'],
      otherCompanyMember: ['otherCompanyMember'],
      staffAdmin: ALL,
    },
    insert: [
      {
        what: "the beneficiary's",
        run: (w) => ({
          setup: { sql: 'delete from app_public.user_data where user_id = $1', params: [w.user.beneficiary] },
          sql: `insert into app_public.user_data (user_id) values ($1)`,
          params: [w.user.beneficiary],
        }),
        expect: only(['beneficiary', ...STAFF], 1, 'denied'),
      },
    ],
    update: [
      {
        what: "the beneficiary's",
        run: (w) => ({
          sql: `update app_public.user_data set phone_number = '+1 555 0199' where user_id = $1`,
          params: [w.user.beneficiary],
        }),
        expect: only(['beneficiary', ...STAFF], 1, 0),
      },
    ],
    delete: [
      {
        what: "the beneficiary's",
        run: (w) => ({ sql: `delete from app_public.user_data where user_id = $1`, params: [w.user.beneficiary] }),
        expect: only(STAFF, 1, 0),
      },
    ],
  },

  user_addresses: {
    // Address history (migration 0037): like user_data, the person and staff only.
    select: {
      anonymous: [],
      beneficiary: ['beneficiary'],
      otherBeneficiary: ['otherBeneficiary'],
      companyAdmin: ['companyAdmin'],
      companyMember: ['companyMember'],
      companyViewer: ['companyViewer'],
      otherCompanyMember: ['otherCompanyMember'],
      staffAdmin: ALL,
    },
    insert: [
      {
        what: "a past address of the beneficiary's",
        run: (w) => ({
          sql: `insert into app_public.user_addresses (user_id, street, city, country, from_date, to_date)
                values ($1, '9 Old Rd', 'Pune', 'IN', '2015-01-01', '2019-12-31')`,
          params: [w.user.beneficiary],
        }),
        expect: only(['beneficiary', ...STAFF], 1, 'denied'),
      },
    ],
    update: [
      {
        what: "the beneficiary's",
        run: (w) => ({
          sql: `update app_public.user_addresses set postal_code = '78701' where user_id = $1`,
          params: [w.user.beneficiary],
        }),
        expect: only(['beneficiary', ...STAFF], 1, 0),
      },
    ],
    delete: [
      {
        what: "the beneficiary's",
        run: (w) => ({ sql: `delete from app_public.user_addresses where user_id = $1`, params: [w.user.beneficiary] }),
        expect: only(['beneficiary', ...STAFF], 1, 0),
      },
    ],
  },

  companies: {
    // Members see their company; a beneficiary sees the petitioner of their petition.
    select: {
      ...NOBODY,
      ...each(['beneficiary', ...TEAM_A], ['companyA']),
      ...each(SIDE_B, ['companyB']),
      staffAdmin: ALL,
    },
    insert: [
      {
        run: () => ({ sql: `insert into app_public.companies (dba_name) values ('Initech')` }),
        expect: only(STAFF, 1, 'denied'),
      },
    ],
    update: [
      {
        what: 'company A',
        run: (w) => ({ sql: `update app_public.companies set bio = 'We build robots' where id = $1`, params: [w.ids.companyA] }),
        expect: only([...TEAM_A_EDITORS, ...STAFF], 1, 0),
      },
    ],
    delete: [
      {
        what: 'company A',
        run: (w) => ({ sql: `delete from app_public.companies where id = $1`, params: [w.ids.companyA] }),
        // Staff pass the policy; the petitions' foreign key (on delete restrict) then stops the delete.
        expect: { ...only([], 0, 0), staffAdmin: { error: '23503' } },
      },
    ],
  },

  company_members: {
    select: {
      ...NOBODY,
      ...each(TEAM_A, ['companyAdmin', 'companyMember', 'companyViewer']),
      otherCompanyMember: ['otherCompanyMember'],
      staffAdmin: ALL,
    },
    insert: [
      {
        what: 'a member of company A',
        run: (w) => ({
          sql: `insert into app_public.company_members (company_id, user_id, role) values ($1, $2, 'VIEWER')`,
          params: [w.ids.companyA, w.user.otherBeneficiary],
        }),
        expect: only(['companyAdmin', ...STAFF], 1, 'denied'),
      },
    ],
    update: [
      {
        what: "a member's role in company A",
        run: (w) => ({
          sql: `update app_public.company_members set role = 'MEMBER' where company_id = $1 and user_id = $2`,
          params: [w.ids.companyA, w.user.companyViewer],
        }),
        expect: only(['companyAdmin', ...STAFF], 1, 0),
      },
    ],
    delete: [
      {
        what: 'a member of company A',
        run: (w) => ({
          sql: `delete from app_public.company_members where company_id = $1 and user_id = $2`,
          params: [w.ids.companyA, w.user.companyViewer],
        }),
        expect: only(['companyAdmin', ...STAFF], 1, 0),
      },
      {
        what: 'their own authorized-signatory membership of company A (migration 0021)',
        run: (w, me) => ({
          sql: `delete from app_public.company_members where company_id = $1 and user_id = $2`,
          params: [w.ids.companyA, me],
          setup: {
            sql: `update app_public.company_members set is_authorized_signatory = true where company_id = $1`,
            params: [w.ids.companyA],
          },
        }),
        // The ADMIN passes the policy for their own row and the trigger stops them; others find no row to delete.
        expect: {
          ...(each(PERSONAS, 0) as Record<Persona, Outcome>),
          companyAdmin: { error: '42501 You cannot remove yourself as an authorized signatory' },
        },
      },
    ],
  },

  company_offices: {
    select: { ...NOBODY, ...each(TEAM_A, ['officeA']), otherCompanyMember: ['officeB'], staffAdmin: ALL },
    insert: [
      {
        what: 'an office of company A',
        run: (w) => ({
          sql: `insert into app_public.company_offices (company_id, label) values ($1, 'Lab')`,
          params: [w.ids.companyA],
        }),
        expect: only([...TEAM_A_EDITORS, ...STAFF], 1, 'denied'),
      },
    ],
    update: [
      {
        what: 'an office of company A',
        run: (w) => ({
          sql: `update app_public.company_offices set label = 'Head office' where id = $1`,
          params: [w.ids.officeA],
        }),
        expect: only([...TEAM_A_EDITORS, ...STAFF], 1, 0),
      },
    ],
    delete: [
      {
        what: 'an office of company A',
        run: (w) => ({ sql: `delete from app_public.company_offices where id = $1`, params: [w.ids.officeA] }),
        expect: only([...TEAM_A_EDITORS, ...STAFF], 1, 0),
      },
    ],
  },

  user_employments: {
    // The employee, and members of the employing company.
    select: {
      ...NOBODY,
      beneficiary: ['beneficiaryAtA', 'beneficiaryEarlier'],
      ...each(TEAM_A, ['beneficiaryAtA']),
      ...each(SIDE_B, ['otherAtB']),
      staffAdmin: ALL,
    },
    insert: [
      {
        what: "the beneficiary's at company A",
        run: (w) => ({
          sql: `insert into app_public.user_employments (user_id, company_id, company_name) values ($1, $2, 'Acme')`,
          params: [w.user.beneficiary, w.ids.companyA],
        }),
        expect: only([...EDITORS_A, ...STAFF], 1, 'denied'),
      },
    ],
    update: [
      {
        what: "the beneficiary's at company A",
        run: (w) => ({
          sql: `update app_public.user_employments set position = 'CTO' where id = $1`,
          params: [w.ids.employmentA],
        }),
        expect: only([...EDITORS_A, ...STAFF], 1, 0),
      },
    ],
    delete: [
      {
        what: "the beneficiary's at company A",
        run: (w) => ({ sql: `delete from app_public.user_employments where id = $1`, params: [w.ids.employmentA] }),
        expect: only(['beneficiary', ...STAFF], 1, 0),
      },
    ],
  },
};
