import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MAX_UPLOAD_BYTES, MAX_FILES_PER_UPLOADER } from '@app/domain';

/**
 * Server configuration, read once from the environment. Secrets come only from
 * here; nothing in the repository holds a production secret.
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
}

export interface FileStorageConfig {
  driver: 'local' | 's3';
  /** Root directory of the local driver (FILE_STORAGE_DIR). */
  localDir: string;
  /** Largest accepted upload in bytes (MAX_UPLOAD_BYTES, default 25 MB). */
  maxUploadBytes: number;
  /** Most files one uploader target (an exhibit, a person's document type, …) holds (MAX_FILES_PER_UPLOADER, default 15). */
  maxFilesPerUploader: number;
  /** Lifetime of a presigned upload URL, seconds. */
  uploadUrlTtlSeconds: number;
  /** Lifetime of a download link, seconds. */
  downloadUrlTtlSeconds: number;
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

export interface AppConfig {
  port: number;
  host: string;
  isProduction: boolean;
  /** Origin the browser uses to reach this server, no trailing slash. */
  publicUrl: string;
  /** Unset: an embedded PostgreSQL is started under .data/. */
  databaseUrl: string | undefined;
  oidc: OidcConfig;
  /** Origins allowed by CORS; empty means closed (same origin only). */
  corsOrigins: string[];
  /** Directory of the built web app served at /, if present. */
  webDistDir: string | undefined;
  /** Signing secret for development-provider cookies and local file URLs. */
  appSecret: string;
  files: FileStorageConfig;
  /** Settings the browser reads at run time from /api/client-config. */
  web: { resourcesUrl: string; researchAgentDocsUrl: string; sentryDsn: string | null };
  /** Where analytics events are forwarded (POST JSON); unset: kept in the database only. */
  analyticsForwardUrl: string | undefined;
}

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got '${raw}'`);
  return value;
}

function loadFileStorageConfig(env: NodeJS.ProcessEnv): FileStorageConfig {
  const driver = env.FILE_STORAGE_DRIVER ?? 'local';
  if (driver !== 'local' && driver !== 's3') throw new Error(`FILE_STORAGE_DRIVER must be 'local' or 's3', got '${driver}'`);
  const bucket = env.S3_BUCKET ?? '';
  if (driver === 's3' && !bucket) throw new Error('S3_BUCKET must be set when FILE_STORAGE_DRIVER is s3');
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  return {
    driver,
    localDir: env.FILE_STORAGE_DIR || path.join(REPO_ROOT, '.data/files'),
    maxUploadBytes: positiveInteger(env, 'MAX_UPLOAD_BYTES', DEFAULT_MAX_UPLOAD_BYTES),
    maxFilesPerUploader: positiveInteger(env, 'MAX_FILES_PER_UPLOADER', MAX_FILES_PER_UPLOADER),
    uploadUrlTtlSeconds: positiveInteger(env, 'UPLOAD_URL_TTL_SECONDS', 15 * 60),
    downloadUrlTtlSeconds: positiveInteger(env, 'DOWNLOAD_URL_TTL_SECONDS', 5 * 60),
    s3: {
      bucket,
      region: env.S3_REGION ?? 'us-east-1',
      endpoint: env.S3_ENDPOINT || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    },
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got '${env.PORT}'`);
  }
  const isProduction = env.NODE_ENV === 'production';
  const publicUrl = trimSlash(env.PUBLIC_URL ?? `http://localhost:${port}`);
  const externalIssuer = env.OIDC_ISSUER ? trimSlash(env.OIDC_ISSUER) : undefined;
  const appSecret = env.APP_SECRET ?? (isProduction ? undefined : 'development-only-secret-change-me');
  if (!appSecret) throw new Error('APP_SECRET must be set in production');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    isProduction,
    publicUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    oidc: {
      issuer: externalIssuer ?? `${publicUrl}/oidc`,
      audience: env.OIDC_AUDIENCE ?? `${publicUrl}/graphql`,
      clientId: env.OIDC_CLIENT_ID ?? 'petition-studio-web',
      useDevProvider: !externalIssuer,
    },
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    webDistDir: env.WEB_DIST_DIR,
    appSecret,
    files: loadFileStorageConfig(env),
    analyticsForwardUrl: env.ANALYTICS_FORWARD_URL || undefined,
    web: {
      resourcesUrl: env.RESOURCES_URL || 'https://www.uscis.gov/working-in-the-united-states',
      researchAgentDocsUrl: env.RESEARCH_AGENT_DOCS_URL || `${publicUrl}/docs/research-agent.html`,
      sentryDsn: env.SENTRY_DSN || null,
    },
  };
}
