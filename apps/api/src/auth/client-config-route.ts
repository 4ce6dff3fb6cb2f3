import type express from 'express';
import { clientConfigContract, type TClientConfigResponse } from '@app/domain';
import type { AppConfig } from '../config/index.ts';
import { mountRoute, publicAccess } from './route-access.ts';

/** What the browser needs at run time (the route's answer, and the same in each page's HTML: first-page-html.ts). */
export function clientConfigBody(config: AppConfig): TClientConfigResponse {
  return {
    oidcIssuer: config.oidc.issuer,
    oidcClientId: config.oidc.clientId,
    oidcAudience: config.oidc.audience,
    resourcesUrl: config.web.resourcesUrl,
    researchAgentDocsUrl: config.web.researchAgentDocsUrl,
    sentryDsn: config.web.sentryDsn,
    uploadLimits: { maxBytes: config.files.maxUploadBytes, maxFiles: config.files.maxFilesPerUploader },
    accountContact: config.web.accountContact,
    providerName: config.web.providerName,
    demoMode: config.demoMode,
  };
}

export function installClientConfigRoute(app: express.Express, config: AppConfig): void {
  const body = clientConfigBody(config);
  // Read before sign-in (it names the identity provider); it holds nothing secret.
  mountRoute(app, clientConfigContract, publicAccess('read before sign-in; nothing secret'), {
    handle: async (_request, _req, res) => {
      res.set('Cache-Control', 'no-cache').json(body);
    },
  });
}
