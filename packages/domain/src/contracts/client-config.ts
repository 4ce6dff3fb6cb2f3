import { z } from 'zod';
import { defineContract } from './rest-contract.ts';
import { lazySchema } from '../lazy-schema.ts';

// GET /api/client-config: what the browser needs at run time, so one build fits every deployment.

/** The person the welcome tutorial's exit card introduces (spec 3 §2.4); photoUrl null shows initials. */
export const ZAccountContactSchema = lazySchema(() =>
  z.object({
    name: z.string().min(1),
    email: z.string().min(1),
    photoUrl: z.string().nullable(),
  }),
);
export type AccountContact = z.infer<typeof ZAccountContactSchema>;

/** Used when ACCOUNT_CONTACT_NAME / ACCOUNT_CONTACT_EMAIL are unset: the demo data's staff admin. */
export const DEFAULT_ACCOUNT_CONTACT: AccountContact = {
  name: 'Alex Morgan',
  email: 'staff@demo.petition.studio',
  photoUrl: null,
};

export const ZClientConfigResponseSchema = lazySchema(() =>
  z.object({
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
    /**
     * The account contact of the welcome tutorial (ACCOUNT_CONTACT_*). Optional so a server from before
     * the setting still works: the web app then shows DEFAULT_ACCOUNT_CONTACT.
     */
    accountContact: ZAccountContactSchema.optional(),
    /**
     * The provider's name people read where the spec writes 'Plymouth' (PROVIDER_NAME, issue 26). Optional for
     * the same reason: without it the web app shows DEFAULT_PROVIDER_NAME (useProviderName).
     */
    providerName: z.string().min(1).optional(),
    /**
     * Demo mode (DEMO_MODE): the server offers one-click demo-account sign-in; the web app shows a Demo banner.
     * Optional for the same reason: a server without the setting shows no banner.
     */
    demoMode: z.boolean().optional(),
  }),
);
export type TClientConfigResponse = z.infer<typeof ZClientConfigResponseSchema>;
/** The name the app uses for the run-time settings. */
export type ClientConfig = TClientConfigResponse;

export const clientConfigContract = lazySchema(() =>
  defineContract({
    method: 'GET',
    path: '/api/client-config',
    request: z.object({}),
    response: ZClientConfigResponseSchema,
  }),
);
