import { z } from 'zod';
import { ConfigError, type ConfigProblem } from './config-error.ts';

/**
 * Every environment variable the server reads, with its rule. Values arrive as strings; an empty
 * string counts as unset, so `FOO=` in a .env file means "use the default". Defaults that depend on
 * other variables (PUBLIC_URL from PORT, …) are filled in by loadConfig.
 */

const wholeNumber = (min: number, max: number = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d+$/, {
      error: `must be a whole number${max === Number.MAX_SAFE_INTEGER ? ` of at least ${min}` : ` from ${min} to ${max}`}`,
    })
    .transform(Number)
    .refine((value) => value >= min && value <= max, {
      error: max === Number.MAX_SAFE_INTEGER ? `must be at least ${min}` : `must be from ${min} to ${max}`,
    });

const port = (min = 1) => wholeNumber(min, 65_535);

const trueOrFalse = z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).transform((value) => value === 'true');

function parsesAsHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An http(s) origin: scheme, host and optional port, nothing after but a trailing slash. */
function isHttpOrigin(value: string): boolean {
  return parsesAsHttpUrl(value) && new URL(value).origin === value.replace(/\/+$/, '');
}

const httpUrl = z.string().refine(parsesAsHttpUrl, { error: 'must be an http(s) URL such as https://example.com/path' });

const httpOrigin = z
  .string()
  .refine(isHttpOrigin, { error: 'must be an http(s) origin without a path, such as https://app.example.com' })
  .transform((value) => value.replace(/\/+$/, ''));

/** A comma-separated list; blank entries are ignored. */
const commaList = (isValid: (entry: string) => boolean, what: string) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isValid), {
      error: `must be a comma-separated list of ${what}`,
    });

const postgresUrl = z.string().refine(
  (value) => {
    try {
      return ['postgres:', 'postgresql:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  },
  { error: 'must be a PostgreSQL URL such as postgres://user:password@host:5432/database' },
);

const text = z.string();

/** The mail server: smtp://user:password@host:port (STARTTLS when offered) or smtps:// (TLS from the start). */
const smtpUrl = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
    } catch {
      return false;
    }
  },
  { error: 'must be an SMTP URL such as smtp://user:password@mail.example.com:587' },
);

/** An image the app's CSP lets the browser show: a path on this server or a data:image URL. */
const sameOriginImage = z.string().refine((value) => /^\/(?!\/)/.test(value) || value.startsWith('data:image/'), {
  error: 'must be a path on this server such as /images/contact.jpg, or a data:image URL',
});

/** Long enough that a production secret is not a word someone typed; development has its own value. */
const MIN_PRODUCTION_SECRET_LENGTH = 16;

export const environmentSchema = z
  .object({
    NODE_ENV: text.optional(),
    DEMO_MODE: z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).optional(),
    PORT: port(0).optional(),
    HOST: text.optional(),
    PUBLIC_URL: httpOrigin.optional(),
    TRUST_PROXY: trueOrFalse.optional(),
    WEB_DIST_DIR: text.optional(),
    APP_SECRET: text.optional(),
    CORS_ORIGINS: commaList(isHttpOrigin, 'http(s) origins such as https://app.example.com').optional(),
    TRUSTED_DOCUMENTS: z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).optional(),

    DATABASE_URL: postgresUrl.optional(),
    DATABASE_POOL_SIZE: wholeNumber(1, 1_000).optional(),
    EMBEDDED_PG_PORT: port().optional(),
    EMBEDDED_PG_DATA_DIR: text.optional(),
    SEED: z.enum(['demo'], { error: "must be 'demo' or unset" }).optional(),

    OIDC_ISSUER: httpUrl.optional(),
    OIDC_AUDIENCE: text.optional(),
    OIDC_CLIENT_ID: text.optional(),
    DEV_OIDC_EXTRA_REDIRECT_URIS: commaList(parsesAsHttpUrl, 'http(s) URLs such as http://localhost:5173/callback').optional(),

    FILE_STORAGE_DRIVER: z.enum(['local', 's3'], { error: "must be 'local' or 's3'" }).optional(),
    FILE_STORAGE_DIR: text.optional(),
    MAX_UPLOAD_BYTES: wholeNumber(1).optional(),
    MAX_FILES_PER_UPLOADER: wholeNumber(1).optional(),
    MAX_STAGED_UPLOADS: wholeNumber(1).optional(),
    MAX_STAGED_UPLOAD_BYTES: wholeNumber(1).optional(),
    UPLOAD_URL_TTL_SECONDS: wholeNumber(1).optional(),
    DOWNLOAD_URL_TTL_SECONDS: wholeNumber(1).optional(),
    S3_BUCKET: text.optional(),
    S3_REGION: text.optional(),
    S3_ENDPOINT: httpUrl.optional(),
    S3_FORCE_PATH_STYLE: trueOrFalse.optional(),
    S3_ACCESS_KEY_ID: text.optional(),
    S3_SECRET_ACCESS_KEY: text.optional(),
    CLAMAV_HOST: text.optional(),
    CLAMAV_PORT: port().optional(),
    CLAMAV_TIMEOUT_MS: wholeNumber(100, 600_000).optional(),

    ANALYTICS_FORWARD_URL: httpUrl.optional(),
    SUPPORT_WEBHOOK_URL: httpUrl.optional(),
    SMTP_URL: smtpUrl.optional(),
    MAIL_FROM: text.optional(),
    USCIS_API_BASE_URL: httpUrl.optional(),
    USCIS_CLIENT_ID: text.optional(),
    USCIS_CLIENT_SECRET: text.optional(),
    USCIS_API_REQUESTS_PER_SECOND: wholeNumber(1, 10).optional(),
    USCIS_API_DAILY_QUOTA: wholeNumber(1, 1_000_000).optional(),
    SIGNING_P12_PATH: text.optional(),
    SIGNING_P12_PASSWORD: text.optional(),
    JOB_WORKER: z.enum(['in-process', 'off'], { error: "must be 'in-process' or 'off'" }).optional(),
    JOB_HEARTBEAT_INTERVAL_SECONDS: wholeNumber(1, 3_600).optional(),
    JOB_WORKER_STALE_AFTER_SECONDS: wholeNumber(2, 14_400).optional(),
    JOB_SWEEP_INTERVAL_SECONDS: wholeNumber(1, 3_600).optional(),
    RESOURCES_URL: httpUrl.optional(),
    RESEARCH_AGENT_DOCS_URL: httpUrl.optional(),
    SENTRY_DSN: httpUrl.optional(),
    ACCOUNT_CONTACT_NAME: text.optional(),
    ACCOUNT_CONTACT_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
    ACCOUNT_CONTACT_PHOTO_URL: sameOriginImage.optional(),
    PROVIDER_NAME: text.max(80, { error: 'must be at most 80 characters' }).optional(),

    LLM_BASE_URL: httpUrl.optional(),
    LLM_API_KEY: text.optional(),
    LLM_MODEL: text.optional(),
    LLM_TIMEOUT_MS: wholeNumber(1, 3_600_000).optional(),
  })
  .superRefine((env, ctx) => {
    const missing = (variable: string, when: string) =>
      ctx.addIssue({ code: 'custom', path: [variable], message: `must be set ${when}` });
    if (env.NODE_ENV === 'production' && !env.APP_SECRET) missing('APP_SECRET', 'when NODE_ENV is production');
    if (env.NODE_ENV === 'production' && env.APP_SECRET && env.APP_SECRET.length < MIN_PRODUCTION_SECRET_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_SECRET'],
        message: `must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters when NODE_ENV is production`,
      });
    }
    // Demo mode hands out a staff session without a password: never on a production server.
    if (env.NODE_ENV === 'production' && env.DEMO_MODE === 'on') {
      ctx.addIssue({ code: 'custom', path: ['DEMO_MODE'], message: 'must be off when NODE_ENV is production' });
    }
    // The built-in provider knows only the demo accounts, whose one password is published: production signs in elsewhere.
    if (env.NODE_ENV === 'production' && !env.OIDC_ISSUER) {
      missing('OIDC_ISSUER', 'when NODE_ENV is production (the built-in sign-in is for demos and development)');
    }
    if (env.FILE_STORAGE_DRIVER === 's3' && !env.S3_BUCKET) missing('S3_BUCKET', 'when FILE_STORAGE_DRIVER is s3');
    // Half a key pair would silently fall back to the SDK's default credentials: refuse it instead.
    if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY) missing('S3_SECRET_ACCESS_KEY', 'when S3_ACCESS_KEY_ID is set');
    if (env.S3_SECRET_ACCESS_KEY && !env.S3_ACCESS_KEY_ID) missing('S3_ACCESS_KEY_ID', 'when S3_SECRET_ACCESS_KEY is set');
    // A port without a host would look like scanning is on while every upload went unscanned.
    if (env.CLAMAV_PORT && !env.CLAMAV_HOST) missing('CLAMAV_HOST', 'when CLAMAV_PORT is set');
    if (env.CLAMAV_TIMEOUT_MS && !env.CLAMAV_HOST) missing('CLAMAV_HOST', 'when CLAMAV_TIMEOUT_MS is set');
    // A threshold within one heartbeat would unlock live workers' jobs and run them twice.
    const heartbeat = env.JOB_HEARTBEAT_INTERVAL_SECONDS ?? 15;
    const staleAfter = env.JOB_WORKER_STALE_AFTER_SECONDS ?? 60;
    if (staleAfter < 2 * heartbeat) {
      ctx.addIssue({
        code: 'custom',
        path: [env.JOB_WORKER_STALE_AFTER_SECONDS ? 'JOB_WORKER_STALE_AFTER_SECONDS' : 'JOB_HEARTBEAT_INTERVAL_SECONDS'],
        message: `must leave JOB_WORKER_STALE_AFTER_SECONDS (${staleAfter}) at least twice JOB_HEARTBEAT_INTERVAL_SECONDS (${heartbeat})`,
      });
    }
    // Mail without a sender address would be refused by most servers, or sent as a made-up one.
    if (env.SMTP_URL && !env.MAIL_FROM) missing('MAIL_FROM', 'when SMTP_URL is set');
    // The Case Status API takes OAuth2 client credentials: an address alone would poll nothing but errors.
    if (env.USCIS_API_BASE_URL && !env.USCIS_CLIENT_ID) missing('USCIS_CLIENT_ID', 'when USCIS_API_BASE_URL is set');
    if (env.USCIS_API_BASE_URL && !env.USCIS_CLIENT_SECRET) missing('USCIS_CLIENT_SECRET', 'when USCIS_API_BASE_URL is set');
    // OpenAI-compatible servers need the model named in every request; guessing one would fake a choice.
    if (env.LLM_BASE_URL && !env.LLM_MODEL) missing('LLM_MODEL', 'when LLM_BASE_URL is set');
  });

export type Environment = z.output<typeof environmentSchema>;

/** The names of every variable the server reads; README's Configuration table lists exactly these. */
export const ENVIRONMENT_VARIABLES = Object.keys(environmentSchema.shape) as (keyof Environment)[];

/** Variables whose values never appear in an error message. */
const SECRET_VARIABLES = new Set([
  'APP_SECRET',
  'DATABASE_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'LLM_API_KEY',
  'SUPPORT_WEBHOOK_URL',
  'SMTP_URL',
  'SIGNING_P12_PASSWORD',
  'USCIS_CLIENT_SECRET',
  'JOB_WORKER',
]);

/**
 * Reads the server's variables from `env` (unknown names are ignored) and checks them all at once.
 * Throws a ConfigError naming every bad variable.
 */
export function parseEnvironment(env: Readonly<Record<string, string | undefined>>): Environment {
  const known: Record<string, string> = {};
  for (const name of ENVIRONMENT_VARIABLES) {
    const value = env[name];
    if (value !== undefined && value !== '') known[name] = value;
  }
  const result = environmentSchema.safeParse(known);
  if (result.success) return result.data;
  const problems: ConfigProblem[] = result.error.issues.map((issue) => {
    const variable = String(issue.path[0] ?? 'environment');
    const value = known[variable];
    const shown = value !== undefined && !SECRET_VARIABLES.has(variable) ? `, got '${value}'` : '';
    return { variable, problem: `${issue.message}${shown}` };
  });
  throw new ConfigError(problems);
}
