import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_ACCOUNT_CONTACT,
  DEFAULT_MAX_UPLOAD_BYTES,
  DEFAULT_PROVIDER_NAME,
  MAX_FILES_PER_UPLOADER,
  type AccountContact,
} from '@app/domain';
import { parseEnvironment, type Environment } from './environment.ts';

export { ConfigError, type ConfigProblem } from './config-error.ts';
export { ENVIRONMENT_VARIABLES } from './environment.ts';

/**
 * Server configuration, read once from the environment at start and checked there: the only place
 * that reads process.env (main.ts passes it in). Secrets come only from here; nothing in the
 * repository holds a production secret.
 */
export interface OidcConfig {
  /** Issuer URL. For the development provider: `${publicUrl}/oidc`. */
  issuer: string;
  /** Expected `aud` of access tokens. */
  audience: string;
  /** Client id the web app uses. */
  clientId: string;
  /** True when the built-in development provider serves /oidc. */
  useDevProvider: boolean;
  /** More redirect URIs the development provider accepts (DEV_OIDC_EXTRA_REDIRECT_URIS), e.g. the Vite dev server. */
  devExtraRedirectUris: string[];
}

export interface DatabaseConfig {
  /** Unset: an embedded PostgreSQL is started under .data/. */
  url: string | undefined;
  /** Most connections the server's pool opens (DATABASE_POOL_SIZE). */
  poolSize: number;
  /** Port of the embedded PostgreSQL (EMBEDDED_PG_PORT). */
  embeddedPort: number;
  /** Data directory of the embedded PostgreSQL (EMBEDDED_PG_DATA_DIR); unset: <repo>/.data, moved out of reach-less checkouts when root. */
  embeddedDataDir: string | undefined;
  /** SEED=demo: demo data into an empty DATABASE_URL database (the embedded one always gets it). */
  seedDemo: boolean;
}

export interface FileStorageConfig {
  driver: 'local' | 's3';
  /** Root directory of the local driver (FILE_STORAGE_DIR). */
  localDir: string;
  /** Largest accepted upload in bytes (MAX_UPLOAD_BYTES, default 25 MB). */
  maxUploadBytes: number;
  /** Most files one uploader target (an exhibit, a person's document type, …) holds (MAX_FILES_PER_UPLOADER, default 15). */
  maxFilesPerUploader: number;
  /**
   * Per user: most uploads staged (presigned, not yet registered) at once, and their declared bytes
   * together (MAX_STAGED_UPLOADS, MAX_STAGED_UPLOAD_BYTES; default 20 files, 200 MB).
   */
  stagedUploads: { maxCount: number; maxBytes: number };
  /** Lifetime of a presigned upload URL, seconds. */
  uploadUrlTtlSeconds: number;
  /** Lifetime of a download link, seconds. */
  downloadUrlTtlSeconds: number;
  /** A clamd server every upload is scanned with (CLAMAV_HOST/CLAMAV_PORT); unset: no virus scanning. */
  virusScan: VirusScanConfig | undefined;
  s3: {
    bucket: string;
    region: string;
    /** For S3-compatible servers (MinIO, …); unset for AWS. */
    endpoint: string | undefined;
    forcePathStyle: boolean;
    /** Unset: the AWS SDK's default credential chain. */
    credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  };
}

/** The model the writing service calls (LLM_*); unset LLM_BASE_URL: the template composer writes. */
export interface LlmConfig {
  /** OpenAI-compatible API base, e.g. https://api.openai.com/v1 (requests go to `${baseUrl}/chat/completions`). */
  baseUrl: string;
  /** Bearer key; unset for local servers that take none. */
  apiKey: string | undefined;
  model: string;
  /** Longest a generation may take, retries and the repair attempt included (LLM_TIMEOUT_MS, default 120000). */
  timeoutMs: number;
}

export interface VirusScanConfig {
  host: string;
  port: number;
  /** How long one scan may take before the upload is answered 503 (CLAMAV_TIMEOUT_MS). */
  timeoutMs: number;
}

/** How often a job worker proves it is alive, when its jobs count as abandoned, how often it looks for those. */
export interface JobRecoverySettings {
  heartbeatIntervalSeconds: number;
  staleAfterSeconds: number;
  sweepIntervalSeconds: number;
}

/** The job-recovery defaults (JOB_HEARTBEAT_INTERVAL_SECONDS, …): here, so the job modules read them from the configuration. */
export const DEFAULT_JOB_RECOVERY: JobRecoverySettings = {
  heartbeatIntervalSeconds: 15,
  staleAfterSeconds: 60,
  sweepIntervalSeconds: 30,
};

/** The USCIS Case Status API ("Torch"): where, the client's credentials, and the limits to keep within. */
export interface UscisApiSettings {
  baseUrl: string;
  clientId: string;
  /** A secret (USCIS_CLIENT_SECRET): never logged. */
  clientSecret: string;
  /** At most this many requests a second (USCIS_API_REQUESTS_PER_SECOND; the API allows 10). */
  requestsPerSecond: number;
  /** Requests a UTC day (USCIS_API_DAILY_QUOTA), counted in the database across replicas. */
  dailyQuota: number;
}

export interface EmailConfig {
  /** The mail server (SMTP_URL, a secret: it holds the password); undefined: e-mails are kept in the outbox only. */
  smtpUrl: string | undefined;
  /** The sender (MAIL_FROM), e.g. `Plymouth <no-reply@example.com>`; required with SMTP_URL. */
  from: string | undefined;
}

export interface AppConfig {
  port: number;
  host: string;
  isProduction: boolean;
  /**
   * Demo mode (DEMO_MODE; default on when the built-in provider signs in outside production; refused with
   * production): the built-in provider's one-click demo-account sign-in and password hint, the web app's Demo banner.
   */
  demoMode: boolean;
  /** Origin the browser uses to reach this server, no trailing slash. */
  publicUrl: string;
  database: DatabaseConfig;
  /** Trust X-Forwarded-* from a reverse proxy (TRUST_PROXY=true). */
  trustProxy: boolean;
  oidc: OidcConfig;
  /** Origins allowed by CORS; empty means closed (same origin only). */
  corsOrigins: string[];
  /** Directory of the built web app, served at / when it holds an index.html. */
  webDistDir: string;
  /**
   * Trusted documents (TRUSTED_DOCUMENTS; default on in production, off otherwise): GraphQL runs only the
   * web app's own operations, read from webSourceDir (graphql/trusted-documents.ts).
   */
  trustedDocuments: boolean;
  /** The web app's sources, where the trusted operations are read from (apps/web/src). */
  webSourceDir: string;
  /** Signing secret for development-provider cookies and local file URLs. */
  appSecret: string;
  files: FileStorageConfig;
  /** Settings the browser reads at run time from /api/client-config. */
  web: {
    resourcesUrl: string;
    researchAgentDocsUrl: string;
    sentryDsn: string | null;
    accountContact: AccountContact;
    /** The provider's name people read where the spec says 'Plymouth' (PROVIDER_NAME; issue 26). */
    providerName: string;
  };
  /** Where analytics events are forwarded (POST JSON); unset: kept in the database only. */
  analyticsForwardUrl: string | undefined;
  /** Team-chat webhook support messages are forwarded to (SUPPORT_WEBHOOK_URL); unset: stored only. */
  supportWebhookUrl: string | undefined;
  /** Notification e-mail (SMTP_URL, MAIL_FROM); without a server the e-mails are kept in the outbox. */
  email: EmailConfig;
  /** The seal of signed letters (issue 32): SIGNING_P12_PATH and SIGNING_P12_PASSWORD; unset: a self-signed development key. */
  signing: { p12Path: string | undefined; p12Password: string | undefined };
  /** The USCIS Case Status API (USCIS_API_BASE_URL, …); undefined: staff enter case statuses by hand, nothing is polled. */
  uscisApi: UscisApiSettings | undefined;
  /**
   * Whether this API process runs background jobs itself (JOB_WORKER=in-process, the default) or leaves them
   * to separate worker processes (`npm run worker -w apps/api`) sharing the queue (JOB_WORKER=off).
   */
  runJobsInProcess: boolean;
  /** Heartbeats of job workers and the sweep that retries a crashed worker's jobs (JOB_HEARTBEAT_INTERVAL_SECONDS, …). */
  jobRecovery: JobRecoverySettings;
  /** AI writing: the configured model, or undefined for template drafts. */
  llm: LlmConfig | undefined;
}

/** The repository root (apps/api/src/config → ../../../..): defaults for the web build and local files live under it. */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export const DEFAULT_PORT = 3000;
export const DEFAULT_EMBEDDED_PG_PORT = 54329;
export const DEFAULT_DATABASE_POOL_SIZE = 20;
export const DEFAULT_LLM_TIMEOUT_MS = 120_000;
/** The Case Status API's published limit (10 requests a second) and a daily quota to stay within by default. */
export const DEFAULT_USCIS_REQUESTS_PER_SECOND = 10;
export const DEFAULT_USCIS_DAILY_QUOTA = 1_000;
export const DEFAULT_FILES_DIR = path.join(REPO_ROOT, '.data/files');
export const DEFAULT_WEB_DIST_DIR = path.join(REPO_ROOT, 'apps/web/dist');
export const DEFAULT_WEB_SOURCE_DIR = path.join(REPO_ROOT, 'apps/web/src');
const DEVELOPMENT_APP_SECRET = 'development-only-secret-change-me';

/**
 * Reads and checks the whole configuration from an environment record (a pure function: tests pass
 * their own record). Throws a ConfigError naming each bad variable.
 */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): AppConfig {
  const vars = parseEnvironment(env);
  const port = vars.PORT ?? DEFAULT_PORT;
  const isProduction = vars.NODE_ENV === 'production';
  const publicUrl = vars.PUBLIC_URL ?? `http://localhost:${port}`;
  const externalIssuer = vars.OIDC_ISSUER?.replace(/\/+$/, '');
  return {
    port,
    host: vars.HOST ?? '0.0.0.0',
    isProduction,
    // parseEnvironment refuses DEMO_MODE=on together with production.
    demoMode: (vars.DEMO_MODE ?? (isProduction || externalIssuer ? 'off' : 'on')) === 'on',
    publicUrl,
    database: {
      url: vars.DATABASE_URL,
      poolSize: vars.DATABASE_POOL_SIZE ?? DEFAULT_DATABASE_POOL_SIZE,
      embeddedPort: vars.EMBEDDED_PG_PORT ?? DEFAULT_EMBEDDED_PG_PORT,
      embeddedDataDir: vars.EMBEDDED_PG_DATA_DIR,
      seedDemo: vars.SEED === 'demo',
    },
    trustProxy: vars.TRUST_PROXY ?? false,
    oidc: {
      issuer: externalIssuer ?? `${publicUrl}/oidc`,
      audience: vars.OIDC_AUDIENCE ?? `${publicUrl}/graphql`,
      clientId: vars.OIDC_CLIENT_ID ?? 'petition-studio-web',
      useDevProvider: !externalIssuer,
      devExtraRedirectUris: vars.DEV_OIDC_EXTRA_REDIRECT_URIS ?? [],
    },
    corsOrigins: (vars.CORS_ORIGINS ?? []).map((origin) => origin.replace(/\/+$/, '')),
    webDistDir: vars.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR,
    trustedDocuments: (vars.TRUSTED_DOCUMENTS ?? (isProduction ? 'on' : 'off')) === 'on',
    webSourceDir: DEFAULT_WEB_SOURCE_DIR,
    // parseEnvironment refuses production without APP_SECRET.
    appSecret: vars.APP_SECRET ?? DEVELOPMENT_APP_SECRET,
    files: fileStorageConfig(vars),
    analyticsForwardUrl: vars.ANALYTICS_FORWARD_URL,
    supportWebhookUrl: vars.SUPPORT_WEBHOOK_URL,
    email: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM },
    signing: { p12Path: vars.SIGNING_P12_PATH, p12Password: vars.SIGNING_P12_PASSWORD },
    uscisApi: vars.USCIS_API_BASE_URL
      ? {
          baseUrl: vars.USCIS_API_BASE_URL.replace(/\/+$/, ''),
          // parseEnvironment refuses the base URL without both credentials.
          clientId: vars.USCIS_CLIENT_ID ?? '',
          clientSecret: vars.USCIS_CLIENT_SECRET ?? '',
          requestsPerSecond: vars.USCIS_API_REQUESTS_PER_SECOND ?? DEFAULT_USCIS_REQUESTS_PER_SECOND,
          dailyQuota: vars.USCIS_API_DAILY_QUOTA ?? DEFAULT_USCIS_DAILY_QUOTA,
        }
      : undefined,
    runJobsInProcess: (vars.JOB_WORKER ?? 'in-process') === 'in-process',
    jobRecovery: {
      heartbeatIntervalSeconds: vars.JOB_HEARTBEAT_INTERVAL_SECONDS ?? DEFAULT_JOB_RECOVERY.heartbeatIntervalSeconds,
      staleAfterSeconds: vars.JOB_WORKER_STALE_AFTER_SECONDS ?? DEFAULT_JOB_RECOVERY.staleAfterSeconds,
      sweepIntervalSeconds: vars.JOB_SWEEP_INTERVAL_SECONDS ?? DEFAULT_JOB_RECOVERY.sweepIntervalSeconds,
    },
    llm: vars.LLM_BASE_URL
      ? {
          baseUrl: vars.LLM_BASE_URL.replace(/\/+$/, ''),
          apiKey: vars.LLM_API_KEY,
          // parseEnvironment refuses LLM_BASE_URL without LLM_MODEL.
          model: vars.LLM_MODEL ?? '',
          timeoutMs: vars.LLM_TIMEOUT_MS ?? DEFAULT_LLM_TIMEOUT_MS,
        }
      : undefined,
    web: {
      resourcesUrl: vars.RESOURCES_URL ?? 'https://www.uscis.gov/working-in-the-united-states',
      researchAgentDocsUrl: vars.RESEARCH_AGENT_DOCS_URL ?? `${publicUrl}/docs/research-agent.html`,
      sentryDsn: vars.SENTRY_DSN ?? null,
      accountContact: {
        name: vars.ACCOUNT_CONTACT_NAME ?? DEFAULT_ACCOUNT_CONTACT.name,
        email: vars.ACCOUNT_CONTACT_EMAIL ?? DEFAULT_ACCOUNT_CONTACT.email,
        photoUrl: vars.ACCOUNT_CONTACT_PHOTO_URL ?? DEFAULT_ACCOUNT_CONTACT.photoUrl,
      },
      providerName: vars.PROVIDER_NAME ?? DEFAULT_PROVIDER_NAME,
    },
  };
}

/** Staged uploads one user may hold: a batch of picked files fits, a flood of presigns does not. */
export const DEFAULT_MAX_STAGED_UPLOADS = 20;
export const DEFAULT_MAX_STAGED_UPLOAD_BYTES = 200 * 1024 * 1024;

function fileStorageConfig(vars: Environment): FileStorageConfig {
  const accessKeyId = vars.S3_ACCESS_KEY_ID;
  const secretAccessKey = vars.S3_SECRET_ACCESS_KEY;
  return {
    driver: vars.FILE_STORAGE_DRIVER ?? 'local',
    localDir: vars.FILE_STORAGE_DIR ?? DEFAULT_FILES_DIR,
    maxUploadBytes: vars.MAX_UPLOAD_BYTES ?? DEFAULT_MAX_UPLOAD_BYTES,
    maxFilesPerUploader: vars.MAX_FILES_PER_UPLOADER ?? MAX_FILES_PER_UPLOADER,
    stagedUploads: {
      maxCount: vars.MAX_STAGED_UPLOADS ?? DEFAULT_MAX_STAGED_UPLOADS,
      maxBytes: vars.MAX_STAGED_UPLOAD_BYTES ?? DEFAULT_MAX_STAGED_UPLOAD_BYTES,
    },
    uploadUrlTtlSeconds: vars.UPLOAD_URL_TTL_SECONDS ?? 15 * 60,
    downloadUrlTtlSeconds: vars.DOWNLOAD_URL_TTL_SECONDS ?? 5 * 60,
    virusScan: vars.CLAMAV_HOST
      ? { host: vars.CLAMAV_HOST, port: vars.CLAMAV_PORT ?? 3310, timeoutMs: vars.CLAMAV_TIMEOUT_MS ?? 30_000 }
      : undefined,
    s3: {
      bucket: vars.S3_BUCKET ?? '',
      region: vars.S3_REGION ?? 'us-east-1',
      endpoint: vars.S3_ENDPOINT,
      forcePathStyle: vars.S3_FORCE_PATH_STYLE ?? false,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    },
  };
}
