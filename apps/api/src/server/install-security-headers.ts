import type express from 'express';
import helmet from 'helmet';

/**
 * A strict content security policy for the app, the sign-in pages and
 * GraphiQL (development only, which needs inline scripts); HSTS in production.
 */
export function installSecurityHeaders(
  app: express.Express,
  options: { isProduction: boolean; oidcIssuer: string; sentryDsn?: string | null; fileStorageOrigin?: string | null },
): void {
  const issuerOrigin = new URL(options.oidcIssuer).origin;
  // The browser sends error reports to the DSN's host when one is configured.
  const reportingOrigins = options.sentryDsn ? [new URL(options.sentryDsn).origin] : [];
  // With S3 storage the browser PUTs uploads to, and fetches previews from, presigned bucket URLs.
  const storageOrigins = options.fileStorageOrigin ? [options.fileStorageOrigin] : [];
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: options.isProduction ? ["'self'"] : ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // File previews show fetched bytes through blob: URLs (images, and PDFs in a frame).
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:', issuerOrigin, ...reportingOrigins, ...storageOrigins],
          frameSrc: ["'self'", 'https:', 'blob:'],
          // Sentry session replay compresses in a worker it creates from a blob.
          workerSrc: ["'self'", 'blob:'],
          frameAncestors: ["'self'"],
          formAction: ["'self'", issuerOrigin],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
        },
      },
      strictTransportSecurity: options.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
}
