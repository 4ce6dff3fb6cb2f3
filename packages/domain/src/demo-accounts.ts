/**
 * Demo sign-ins of the built-in development identity provider.
 * The seed creates these users with `auth0Sub` = `sub`; the development
 * provider accepts `DEMO_PASSWORD` for each of them and is switched off as soon
 * as an external OIDC issuer is configured, so these never reach production.
 */
export const DEMO_PASSWORD = 'demo-password';

export type DemoAccountKey = 'staffAdmin' | 'beneficiary' | 'employerAdmin' | 'companyViewer';

export interface DemoAccount {
  key: DemoAccountKey;
  sub: string;
  email: string;
  fullName: string;
  /** What the sign-in page says this account is for. */
  description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'staffAdmin',
    sub: 'demo|staff-admin',
    email: 'staff@demo.petition.studio',
    fullName: 'Alex Morgan',
    description: 'Provider staff admin: admin portal, petition builder, every record.',
  },
  {
    key: 'beneficiary',
    sub: 'demo|beneficiary',
    email: 'priya@demo.petition.studio',
    fullName: 'Priya Sharma',
    description: 'Beneficiary with a personal account and an O-1A petition in progress.',
  },
  {
    key: 'employerAdmin',
    sub: 'demo|employer-admin',
    email: 'daniel@demo.petition.studio',
    fullName: 'Daniel Okafor',
    description: 'Employer contact, ADMIN of the Northwind Robotics team.',
  },
  {
    key: 'companyViewer',
    sub: 'demo|company-viewer',
    email: 'mei@demo.petition.studio',
    fullName: 'Mei Chen',
    description: 'VIEWER of the Northwind Robotics team: reads, never edits.',
  },
] as const;

export const DEMO_COMPANY_NAME = 'Northwind Robotics';
