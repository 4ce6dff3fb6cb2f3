/**
 * The path prefixes the API server answers itself. Everything else is the web app: the server
 * sends index.html for it (client-side routes) and the Vite dev server forwards only these to the API.
 * A new REST route goes under one of these prefixes, or adds its own here, so both stay in step
 * (apps/api/test/server/api-path-prefixes.test.ts fails when the server mounts a route outside the list).
 */
export const API_PATH_PREFIXES = [
  /** GraphQL over HTTP and websockets (subscriptions). */
  '/graphql',
  /** GraphiQL, development only, and its static assets. */
  '/graphiql',
  '/ruru-static',
  /** The development OpenID Connect provider. */
  '/oidc',
  /** Run-time settings for the browser (/api/client-config). */
  '/api',
  /** File service: presigned uploads, registrations, downloads, local-disk storage URLs. */
  '/db',
  /** Utilities such as passport OCR. */
  '/utils',
  /** Exhibit actions (clone). */
  '/exhibits',
  /** Writing service (staff): descriptions, letters, entity fields, bios (exact paths in contracts/writing.ts, letters.ts). */
  '/exhibit',
  '/module',
  '/expert-letter',
  '/ao-letter',
  '/tn',
  '/generate-employment-verification-letter',
  '/entitygen',
  '/bio',
  /** Research-agent routes (staff): petitions from the builder, clones, reusable-exhibit copies, generated modules (contracts/research-agent.ts; POST /exhibit is under '/exhibit' above). */
  '/petition',
  '/clone-petition',
  '/reusable',
  '/modules',
  /** Letters saved to petitions: save, list, versions, DOCX/PDF export (contracts/letter-documents.ts). */
  '/petition-letters',
  /** USCIS forms of a petition (staff): list, generate, per-field overrides (contracts/uscis-forms.ts). */
  '/petitions',
  /** Staff's own settings, e.g. the attorney profile the forms are filled with. */
  '/staff',
  /** The staff case list's CSV export (contracts/case-list.ts). */
  '/case-list',
  /** Letters sent for signature (staff) and the signatory's own routes, authorised by link and code (issue 32). */
  '/signature-requests',
  '/signing',
  /** The person's passport confirmation, checked against the case (issue 34; contracts/passport-confirmations.ts). */
  '/passport-confirmations',
  /** Files served by id, e.g. images in rich-text editors. */
  '/files',
  /** Liveness and database check for load balancers. */
  '/healthz',
] as const;

export type ApiPathPrefix = (typeof API_PATH_PREFIXES)[number];

/** True when `pathname` is one of the prefixes or lies beneath one (`/db/download`, not `/dbx`). */
export function isApiPath(pathname: string): boolean {
  return API_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
