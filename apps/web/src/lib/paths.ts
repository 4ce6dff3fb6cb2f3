import { NOTIFICATION_SETTINGS_PATHS } from '@app/domain';
import { generatePath } from 'react-router';

/**
 * Every page of the web app, in one place: the router's route patterns and every link, redirect
 * and navigate() target read them from here, so renaming a page is one edit and a typo is a type
 * error rather than a 404. Parameterised pages have a builder in `hrefs`. `app/router.test.tsx`
 * checks that the router and this module agree.
 */
export const paths = {
  login: '/login',
  /** Where the identity provider sends the browser back to after sign-in. */
  callback: '/callback',
  logout: '/logout',
  /** A letter's signatory, without an account, from the e-mailed link (/sign#<token>; issue 32). */
  sign: '/sign',
  /** Shown by the catch-all route (no route of its own). */
  notFound: '/404',

  home: '/',
  /** An alias of the home page (redirects to it). */
  homeAlias: '/home',
  actions: '/actions',
  /** Where the petitioner's signatory downloads a USCIS form and uploads it signed by hand (?petition=&form=). */
  signForm: '/actions/sign-form',
  /** Where the customer approves the exhibit descriptions staff wrote or asks for an edit (?petition=; migration 0091). */
  reviewDescriptions: '/actions/review-descriptions',
  docs: '/docs',
  onboarding: '/onboarding',
  beneficiaryOnboarding: '/onboarding/beneficiary',
  employerOnboarding: '/onboarding/employer',
  welcome: '/welcome',
  /** The notification settings (the bell's dialog over the home page): the address notification e-mails link to. */
  notificationSettings: NOTIFICATION_SETTINGS_PATHS.customer,

  admin: {
    dashboard: '/admin',
    /** The staff case list (issue 30): every petition with deadlines, filters and CSV export. */
    cases: '/admin/cases',
    petitionBuilder: '/admin/petition-builder',
    newPetition: '/admin/petition-builder/new',
    petition: '/admin/petition-builder/:petitionId',
    entities: '/admin/entities',
    exhibitRepo: '/admin/exhibit-repo',
    draft: '/admin/draft',
    letterGen: '/admin/lettergen',
    newLetterGen: '/admin/new_lettergen',
    researchAgent: '/admin/researchagent',
    /** Staff settings: the attorney/representative profile the USCIS forms are filled with (issue 28). */
    attorneyProfile: '/admin/settings/attorney-profile',
    /** Staff settings: the editions of the blank USCIS forms, and adding a newer one. */
    formEditions: '/admin/settings/form-editions',
    /** Staff's notification settings (the bell's dialog over the dashboard), as staff notification e-mails link to. */
    notificationSettings: NOTIFICATION_SETTINGS_PATHS.staff,
  },
} as const;

/** Links to parameterised pages. */
export const hrefs = {
  petition: (petitionId: string) => generatePath(paths.admin.petition, { petitionId }),
  /** The sign-a-form page of one form of a petition (migration 0087's action item opens it). */
  signForm: (petitionId: string, form: string) =>
    `${paths.signForm}?${new URLSearchParams({ petition: petitionId, form }).toString()}`,
  /** The exhibit descriptions of a petition waiting for the customer's review (migration 0091's action item opens it). */
  reviewDescriptions: (petitionId: string) =>
    `${paths.reviewDescriptions}?${new URLSearchParams({ petition: petitionId }).toString()}`,
  /** One record on /admin/entities (a person is type USER, a company COMPANY). */
  entity: (type: string, id: string) => `${paths.admin.entities}?${new URLSearchParams({ type, id }).toString()}`,
};

/** The route pattern of a page whose sub-pages (steps) it routes itself. */
export function withSubpages(path: string): string {
  return `${path}/*`;
}
