import type express from 'express';
import helmet from 'helmet';

export interface SecurityHeaderOptions {
  /** The app's own origin (PUBLIC_URL): its websocket form joins connect-src; https turns HSTS on. */
  publicUrl: string;
  oidcIssuer: string;
  sentryDsn?: string | null;
  fileStorageOrigin?: string | null;
  /** The page /admin/researchagent shows in a frame (RESEARCH_AGENT_DOCS_URL): its origin joins frame-src. */
  researchAgentDocsUrl?: string;
  /**
   * Where GraphiQL is served, when it is (development only, graphql/preset.ts): Ruru's page is inline
   * scripts, so that one path gets them; every other page keeps the strict policy. Null: nowhere.
   */
  graphiqlPath?: string | null;
}

type Directives = Record<string, string[]>;

/**
 * The app's content security policy, the same in every mode: scripts only from this server (no inline
 * script, no eval), and other origins only where configuration names them (the issuer, the file storage,
 * the error reporter, the research-agent documentation). Styles allow 'unsafe-inline': the rich-text
 * editor writes style attributes (text alignment) and the dialog and toast libraries insert style
 * elements (docs/decisions.md, "Sign-in modes and strict CSP").
 */
export function contentSecurityPolicyDirectives(options: SecurityHeaderOptions): Directives {
  const issuerOrigin = new URL(options.oidcIssuer).origin;
  const appOrigin = new URL(options.publicUrl);
  // 'self' covers the page's own ws:/wss: in CSP 3 browsers; the explicit one serves older ones.
  const socketOrigin = `${appOrigin.protocol === 'https:' ? 'wss:' : 'ws:'}//${appOrigin.host}`;
  // The browser sends error reports to the DSN's host when one is configured.
  const reportingOrigins = options.sentryDsn ? [new URL(options.sentryDsn).origin] : [];
  // With S3 storage the browser PUTs uploads to, and fetches previews from, presigned bucket URLs.
  const storageOrigins = options.fileStorageOrigin ? [options.fileStorageOrigin] : [];
  const docsOrigin = options.researchAgentDocsUrl ? new URL(options.researchAgentDocsUrl).origin : null;
  const frameOrigins = docsOrigin && docsOrigin !== appOrigin.origin ? [docsOrigin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // File previews show fetched bytes through blob: URLs (images, and PDFs in a frame).
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': unique(["'self'", socketOrigin, issuerOrigin, ...reportingOrigins, ...storageOrigins]),
    'frame-src': ["'self'", 'blob:', ...frameOrigins],
    // Sentry session replay compresses in a worker it creates from a blob.
    'worker-src': ["'self'", 'blob:'],
    'frame-ancestors': ["'self'"],
    'form-action': unique(["'self'", issuerOrigin]),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  };
}

/** The strict policy, HSTS when the public URL is https, and the other helmet headers. */
export function installSecurityHeaders(app: express.Express, options: SecurityHeaderOptions): void {
  const directives = contentSecurityPolicyDirectives(options);
  // A browser that reached the app over https keeps doing so; over http (local runs) HSTS would mean nothing.
  const hsts = options.publicUrl.startsWith('https:');
  const headers = (policy: Directives) =>
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: policy },
      strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  const strict = headers(directives);
  app.disable('x-powered-by');
  const { graphiqlPath } = options;
  if (!graphiqlPath) {
    app.use(strict);
    return;
  }
  // GraphiQL's page (inline module scripts, Monaco's workers) and nothing else.
  const graphiql = headers({ ...directives, 'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'"] });
  app.use((req, res, next) => (req.path === graphiqlPath ? graphiql(req, res, next) : strict(req, res, next)));
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
