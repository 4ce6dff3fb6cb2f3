import { z } from 'zod';
import { defineContract } from './rest-contract.ts';

// GET /api/client-config: what the browser needs at run time, so one build fits every deployment.

export const ZClientConfigResponseSchema = z.object({
  oidcIssuer: z.string().min(1),
  oidcClientId: z.string().min(1),
  oidcAudience: z.string(),
  /** Where Help opens (new tab). */
  resourcesUrl: z.string(),
  /** The documentation page /admin/researchagent shows in a frame. */
  researchAgentDocsUrl: z.string(),
  /** Sentry DSN for the browser; null: errors are only logged. */
  sentryDsn: z.string().nullable(),
  /** The server's upload limits (MAX_UPLOAD_BYTES, MAX_FILES_PER_UPLOADER), checked early by uploaders. */
  uploadLimits: z.object({ maxBytes: z.int().positive(), maxFiles: z.int().positive() }),
});
export type TClientConfigResponse = z.infer<typeof ZClientConfigResponseSchema>;
/** The name the app uses for the run-time settings. */
export type ClientConfig = TClientConfigResponse;

export const clientConfigContract = defineContract({
  method: 'GET',
  path: '/api/client-config',
  request: z.object({}),
  response: ZClientConfigResponseSchema,
});
