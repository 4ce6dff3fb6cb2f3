/**
 * What the API serves at GET /api/client-config: the settings the browser
 * needs at run time, so one build of the web app fits every deployment.
 */
export interface ClientConfig {
  oidcIssuer: string;
  oidcClientId: string;
  oidcAudience: string;
  /** Where Help opens (new tab). */
  resourcesUrl: string;
  /** The documentation page /admin/researchagent shows in a frame. */
  researchAgentDocsUrl: string;
  /** Sentry DSN for the browser; null: errors are only logged. */
  sentryDsn: string | null;
  /** The server's upload limits (MAX_UPLOAD_BYTES, MAX_FILES_PER_UPLOADER), checked early by uploaders. */
  uploadLimits: { maxBytes: number; maxFiles: number };
}
