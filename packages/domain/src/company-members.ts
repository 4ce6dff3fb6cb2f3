/**
 * A user's role in a company team (Postgres enum app_public.company_member_role).
 * ADMIN and MEMBER may edit the company's records, VIEWER only reads.
 */
export const COMPANY_MEMBER_ROLES = ['ADMIN', 'MEMBER', 'VIEWER'] as const;
export type CompanyMemberRole = (typeof COMPANY_MEMBER_ROLES)[number];

export const COMPANY_MEMBER_ROLE_LABELS: Readonly<Record<CompanyMemberRole, string>> = {
  ADMIN: 'Admin',
  MEMBER: 'Member',
  VIEWER: 'Viewer',
};

/** Employer onboarding makes a newly added authorized signatory an ADMIN (spec 3 §6). */
export const NEW_SIGNATORY_ROLE: CompanyMemberRole = 'ADMIN';
