import type express from 'express';
import type { AppConfig } from '../config.ts';

/** What the web app needs to sign in, read at run time so one build serves every deployment. */
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
}

export function installClientConfigRoute(app: express.Express, config: AppConfig): void {
  const body: ClientConfig = {
    oidcIssuer: config.oidc.issuer,
    oidcClientId: config.oidc.clientId,
    oidcAudience: config.oidc.audience,
    resourcesUrl: config.web.resourcesUrl,
    researchAgentDocsUrl: config.web.researchAgentDocsUrl,
    sentryDsn: config.web.sentryDsn,
  };
  app.get('/api/client-config', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(body);
  });
}
