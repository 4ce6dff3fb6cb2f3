import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_FILES_DIR, DEFAULT_WEB_DIST_DIR, ENVIRONMENT_VARIABLES, loadConfig } from '../src/config/index.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The least a production server needs: a secret and an external issuer. */
const PRODUCTION = { NODE_ENV: 'production', APP_SECRET: 's'.repeat(32), OIDC_ISSUER: 'https://login.example' };

function configErrorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('starts a development server from an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      isProduction: false,
      publicUrl: 'http://localhost:3000',
      database: { url: undefined, poolSize: 20, embeddedPort: 54329, seedDemo: false },
      trustProxy: false,
      oidc: {
        issuer: 'http://localhost:3000/oidc',
        audience: 'http://localhost:3000/graphql',
        clientId: 'petition-studio-web',
        useDevProvider: true,
        devExtraRedirectUris: [],
      },
      corsOrigins: [],
      webDistDir: DEFAULT_WEB_DIST_DIR,
      files: {
        driver: 'local',
        localDir: DEFAULT_FILES_DIR,
        maxUploadBytes: 25 * 1024 * 1024,
        maxFilesPerUploader: 15,
        stagedUploads: { maxCount: 20, maxBytes: 200 * 1024 * 1024 },
        uploadUrlTtlSeconds: 900,
        downloadUrlTtlSeconds: 300,
        s3: { bucket: '', region: 'us-east-1', endpoint: undefined, forcePathStyle: false, credentials: undefined },
      },
      analyticsForwardUrl: undefined,
      web: { researchAgentDocsUrl: 'http://localhost:3000/docs/research-agent.html', sentryDsn: null },
    });
    // One default for local files, under the repository (the demo seed writes there too).
    expect(DEFAULT_FILES_DIR).toBe(path.join(REPO_ROOT, '.data/files'));
  });

  it('reads every variable it documents', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://petitions.example/',
      TRUST_PROXY: 'true',
      WEB_DIST_DIR: '/srv/web',
      APP_SECRET: 's'.repeat(32),
      CORS_ORIGINS: 'https://a.example, https://b.example/',
      DATABASE_URL: 'postgres://app:pw@db.example:5432/petitions',
      DATABASE_POOL_SIZE: '50',
      EMBEDDED_PG_PORT: '54400',
      SEED: 'demo',
      OIDC_ISSUER: 'https://login.example/',
      OIDC_AUDIENCE: 'https://api.example',
      OIDC_CLIENT_ID: 'web-client',
      DEV_OIDC_EXTRA_REDIRECT_URIS: 'http://localhost:5173/callback',
      FILE_STORAGE_DRIVER: 's3',
      FILE_STORAGE_DIR: '/srv/files',
      MAX_UPLOAD_BYTES: '1000',
      MAX_FILES_PER_UPLOADER: '3',
      MAX_STAGED_UPLOADS: '4',
      MAX_STAGED_UPLOAD_BYTES: '5000',
      UPLOAD_URL_TTL_SECONDS: '60',
      DOWNLOAD_URL_TTL_SECONDS: '30',
      S3_BUCKET: 'bucket',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      ANALYTICS_FORWARD_URL: 'https://events.example/in',
      RESOURCES_URL: 'https://help.example',
      RESEARCH_AGENT_DOCS_URL: 'https://docs.example/agent',
      SENTRY_DSN: 'https://key@sentry.example/1',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      isProduction: true,
      publicUrl: 'https://petitions.example',
      trustProxy: true,
      webDistDir: '/srv/web',
      corsOrigins: ['https://a.example', 'https://b.example'],
      database: { url: 'postgres://app:pw@db.example:5432/petitions', poolSize: 50, embeddedPort: 54400, seedDemo: true },
      oidc: {
        issuer: 'https://login.example',
        audience: 'https://api.example',
        clientId: 'web-client',
        useDevProvider: false,
        devExtraRedirectUris: ['http://localhost:5173/callback'],
      },
      files: {
        driver: 's3',
        localDir: '/srv/files',
        maxUploadBytes: 1000,
        maxFilesPerUploader: 3,
        stagedUploads: { maxCount: 4, maxBytes: 5000 },
        uploadUrlTtlSeconds: 60,
        downloadUrlTtlSeconds: 30,
        s3: {
          bucket: 'bucket',
          region: 'eu-west-1',
          endpoint: 'http://minio:9000',
          forcePathStyle: true,
          credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        },
      },
      analyticsForwardUrl: 'https://events.example/in',
      web: { resourcesUrl: 'https://help.example', researchAgentDocsUrl: 'https://docs.example/agent' },
    });
  });

  it('derives PUBLIC_URL from PORT and treats an empty value as unset', () => {
    const config = loadConfig({ PORT: '4100', PUBLIC_URL: '', FILE_STORAGE_DRIVER: '', SEED: '' });
    expect(config.publicUrl).toBe('http://localhost:4100');
    expect(config.files.driver).toBe('local');
    expect(config.database.seedDemo).toBe(false);
  });

  const badValues: [Record<string, string>, string, RegExp][] = [
    [{ PORT: 'abc' }, 'PORT', /whole number from 0 to 65535, got 'abc'/],
    [{ PORT: '70000' }, 'PORT', /0 to 65535/],
    [{ PORT: '3.5' }, 'PORT', /whole number/],
    [{ EMBEDDED_PG_PORT: 'x' }, 'EMBEDDED_PG_PORT', /whole number/],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE', /from 1/],
    [{ MAX_UPLOAD_BYTES: '25MB' }, 'MAX_UPLOAD_BYTES', /whole number/],
    [{ UPLOAD_URL_TTL_SECONDS: '-5' }, 'UPLOAD_URL_TTL_SECONDS', /whole number/],
    [{ FILE_STORAGE_DRIVER: 'ftp' }, 'FILE_STORAGE_DRIVER', /'local' or 's3', got 'ftp'/],
    [{ FILE_STORAGE_DRIVER: 's3' }, 'S3_BUCKET', /must be set when FILE_STORAGE_DRIVER is s3/],
    [{ S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY', /must be set when S3_ACCESS_KEY_ID is set/],
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT', /http\(s\) URL/],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE', /'true' or 'false'/],
    [{ NODE_ENV: 'production' }, 'APP_SECRET', /must be set when NODE_ENV is production/],
    [{ NODE_ENV: 'production', APP_SECRET: 'short' }, 'APP_SECRET', /at least 16 characters/],
    [{ PUBLIC_URL: 'localhost:3000' }, 'PUBLIC_URL', /http\(s\) origin/],
    [{ PUBLIC_URL: 'https://app.example/petitions' }, 'PUBLIC_URL', /without a path/],
    [{ OIDC_ISSUER: 'login.example' }, 'OIDC_ISSUER', /http\(s\) URL/],
    [{ CORS_ORIGINS: 'https://a.example,b.example' }, 'CORS_ORIGINS', /comma-separated list of http\(s\) origins/],
    [{ DEV_OIDC_EXTRA_REDIRECT_URIS: 'localhost:5173/callback' }, 'DEV_OIDC_EXTRA_REDIRECT_URIS', /http\(s\) URLs/],
    [{ DATABASE_URL: 'mysql://db/app' }, 'DATABASE_URL', /PostgreSQL URL/],
    [{ SEED: 'large' }, 'SEED', /'demo' or unset/],
    [{ TRUST_PROXY: '1' }, 'TRUST_PROXY', /'true' or 'false'/],
    [{ ANALYTICS_FORWARD_URL: 'nope' }, 'ANALYTICS_FORWARD_URL', /http\(s\) URL/],
    [{ RESOURCES_URL: 'ftp://x.example' }, 'RESOURCES_URL', /http\(s\) URL/],
    [{ RESEARCH_AGENT_DOCS_URL: '/docs' }, 'RESEARCH_AGENT_DOCS_URL', /http\(s\) URL/],
    [{ SENTRY_DSN: 'dsn' }, 'SENTRY_DSN', /http\(s\) URL/],
    [{ DEMO_MODE: 'yes' }, 'DEMO_MODE', /'on' or 'off', got 'yes'/],
    [
      { USCIS_API_BASE_URL: 'https://api.uscis.example', USCIS_CLIENT_SECRET: 'x' },
      'USCIS_CLIENT_ID',
      /must be set when USCIS_API_BASE_URL/,
    ],
    [{ USCIS_API_REQUESTS_PER_SECOND: '50' }, 'USCIS_API_REQUESTS_PER_SECOND', /1 to 10/],
    [{ ...PRODUCTION, DEMO_MODE: 'on' }, 'DEMO_MODE', /must be off when NODE_ENV is production/],
    [{ NODE_ENV: 'production', APP_SECRET: 's'.repeat(32) }, 'OIDC_ISSUER', /must be set when NODE_ENV is production/],
  ];
  for (const [env, variable, message] of badValues) {
    it(`refuses ${JSON.stringify(env)}, naming ${variable}`, () => {
      const error = configErrorOf(env);
      expect(error.variable).toBe(variable);
      expect(error.message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
      expect(error.message).toMatch(message);
      expect(error.message).not.toContain('\n');
    });
  }

  it('names every bad variable in one line, never showing a secret', () => {
    const error = configErrorOf({ PORT: 'x', DATABASE_URL: 'mysql://user:hunter2@db/app', FILE_STORAGE_DRIVER: 'ftp' });
    expect(error.problems.map((problem) => problem.variable)).toEqual(['PORT', 'DATABASE_URL', 'FILE_STORAGE_DRIVER']);
    expect(error.message).not.toContain('hunter2');
    expect(error.message).not.toContain('\n');
  });
});

describe('demo mode', () => {
  it('is on by default where the built-in provider signs in, off in production or with an external issuer', () => {
    expect(loadConfig({}).demoMode).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).demoMode).toBe(true);
    expect(loadConfig({ OIDC_ISSUER: 'https://login.example' }).demoMode).toBe(false);
    expect(loadConfig(PRODUCTION).demoMode).toBe(false);
  });

  it('follows DEMO_MODE outside production', () => {
    expect(loadConfig({ DEMO_MODE: 'off' }).demoMode).toBe(false);
    expect(loadConfig({ DEMO_MODE: 'on', OIDC_ISSUER: 'https://login.example' }).demoMode).toBe(true);
    expect(loadConfig({ ...PRODUCTION, DEMO_MODE: 'off' }).demoMode).toBe(false);
  });
});

describe('job recovery settings', () => {
  it("reads the USCIS Case Status API settings, with the API's limits as defaults", () => {
    expect(loadConfig({}).uscisApi).toBeUndefined();
    expect(
      loadConfig({ USCIS_API_BASE_URL: 'https://api.uscis.example/', USCIS_CLIENT_ID: 'id', USCIS_CLIENT_SECRET: 'secret' })
        .uscisApi,
    ).toEqual({
      baseUrl: 'https://api.uscis.example',
      clientId: 'id',
      clientSecret: 'secret',
      requestsPerSecond: 10,
      dailyQuota: 1_000,
    });
  });

  it('defaults to a 15 s heartbeat, 60 s staleness and a 30 s sweep', () => {
    expect(loadConfig({}).jobRecovery).toEqual({ heartbeatIntervalSeconds: 15, staleAfterSeconds: 60, sweepIntervalSeconds: 30 });
  });

  it('reads them from the environment', () => {
    const config = loadConfig({
      JOB_HEARTBEAT_INTERVAL_SECONDS: '2',
      JOB_WORKER_STALE_AFTER_SECONDS: '5',
      JOB_SWEEP_INTERVAL_SECONDS: '1',
    });
    expect(config.jobRecovery).toEqual({ heartbeatIntervalSeconds: 2, staleAfterSeconds: 5, sweepIntervalSeconds: 1 });
  });

  it('refuses a staleness threshold under two heartbeats, which would retry live workers’ jobs', () => {
    const error = configErrorOf({ JOB_WORKER_STALE_AFTER_SECONDS: '20' });
    expect(error.variable).toBe('JOB_WORKER_STALE_AFTER_SECONDS');
    expect(error.message).toContain('at least twice JOB_HEARTBEAT_INTERVAL_SECONDS (15)');
    expect(configErrorOf({ JOB_HEARTBEAT_INTERVAL_SECONDS: '40' }).variable).toBe('JOB_HEARTBEAT_INTERVAL_SECONDS');
    expect(configErrorOf({ JOB_SWEEP_INTERVAL_SECONDS: '0' }).message).toContain('JOB_SWEEP_INTERVAL_SECONDS must be');
  });
});

describe('configuration documentation', () => {
  it("README's Configuration table lists exactly the variables the server reads", async () => {
    const readme = await readFile(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
    const documented = new Set<string>();
    for (const line of section.split('\n')) {
      const firstCell = /^\|([^|]+)\|/.exec(line)?.[1] ?? '';
      for (const [, name] of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) documented.add(name ?? '');
    }
    expect([...documented].sort()).toEqual([...ENVIRONMENT_VARIABLES].sort());
  });

  it('no server module but the config module and the two entry points (main.ts, worker.ts) reads process.env', async () => {
    const sourceRoot = path.join(REPO_ROOT, 'apps/api/src');
    const allowed = new Set(['config/index.ts', 'main.ts', 'worker.ts']);
    const offenders: string[] = [];
    for (const entry of await readdir(sourceRoot, { recursive: true })) {
      if (!entry.endsWith('.ts') || allowed.has(entry)) continue;
      if ((await readFile(path.join(sourceRoot, entry), 'utf8')).includes('process.env')) offenders.push(entry);
    }
    expect(offenders).toEqual([]);
  });
});

describe('starting with a bad variable', () => {
  it('prints one line naming it and exits with 1, no stack trace', async () => {
    const node = path.join(REPO_ROOT, 'node_modules/.bin/node');
    const run = promisify(execFile)(node, ['apps/api/src/main.ts'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, PORT: 'abc' },
      timeout: 60_000,
    });
    const failure = (await run.then(
      () => {
        throw new Error('the server started with PORT=abc');
      },
      (error: unknown) => error,
    )) as { code?: number; stdout: string; stderr: string };
    expect(failure.code).toBe(1);
    expect(failure.stdout).toBe('');
    expect(failure.stderr.trim().split('\n')).toEqual([
      "Petition Studio cannot start. Invalid configuration: PORT must be a whole number from 0 to 65535, got 'abc'",
    ]);
  }, 60_000);
});
