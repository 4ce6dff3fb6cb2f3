import http from 'node:http';
import type { Duplex } from 'node:stream';
import express from 'express';
import type pg from 'pg';
import { postgraphile } from 'postgraphile';
import { grafserv } from 'postgraphile/grafserv/express/v4';
import { listenForAccessChanges } from '../auth/access-changes.ts';
import { createAuthenticator } from '../auth/authenticate.ts';
import { clientConfigBody, installClientConfigRoute } from '../auth/client-config-route.ts';
import { installDevOidcProvider } from '../auth/dev-oidc/index.ts';
import { publicAccess, signedInAccess } from '../auth/route-access.ts';
import { createAccessTokenVerifier } from '../auth/verify-access-token.ts';
import { startAnalyticsForwarding } from '../analytics/forward-analytics-events.ts';
import type { AppConfig } from '../config/index.ts';
import { installExhibitRepositoryRoutes } from '../exhibit-repository/install-exhibit-repository-routes.ts';
import { installFileRoutes } from '../files/install-file-routes.ts';
import { installErrorHandler } from '../http/error-handler.ts';
import { installOcrRoute, terminateOcrWorker } from '../ocr/index.ts';
import { installGraphQLWebsockets } from '../graphql/graphql-websockets.ts';
import { makeDatabaseService, makePreset } from '../graphql/preset.ts';
import { loadTrustedDocuments } from '../graphql/trusted-documents.ts';
import { createServices } from './create-services.ts';
import { createDatabaseHealthProbe } from './database-health.ts';
import { installCors } from './install-cors.ts';
import { fileStorageOrigin } from './file-storage-origin.ts';
import { installSecurityHeaders } from './install-security-headers.ts';
import { installWebApp } from './install-web-app.ts';
import { terminateImageTextReader } from '../writing/index.ts';
import { installWritingRoutes } from '../writing/routes/install-writing-routes.ts';
import { installLetterRoutes } from '../letters/install-letter-routes.ts';
import { installSignatureRoutes, signatureRouteSettings } from '../signatures/install-signature-routes.ts';
import { installFormRoutes } from '../forms/install-form-routes.ts';
import { installRfeRoutes } from '../rfe/install-rfe-routes.ts';
import { installUscisRoutes } from '../uscis/install-uscis-routes.ts';
import { installExtensionRoutes } from '../extensions/install-extension-routes.ts';
import { installPassportConfirmationRoutes } from '../passport-confirmations/install-passport-confirmation-routes.ts';
import { installCaseListRoutes } from '../case-list/install-case-list-routes.ts';
import { installNotificationRoutes } from '../notifications/install-notification-routes.ts';
import { installResearchAgentRoutes } from '../research-agent/install-research-agent-routes.ts';
import { prepareJobQueue, startJobWorker } from '../jobs/run-worker.ts';
import { createTaskList } from '../jobs/task-registry.ts';

export interface AppServer {
  server: http.Server;
  close: () => Promise<void>;
}

/** Assembles the HTTP server: a list of what is installed, in order. */
export async function createServer(config: AppConfig, pool: pg.Pool): Promise<AppServer> {
  const app = express();
  app.set('trust proxy', config.trustProxy);
  installSecurityHeaders(app, {
    publicUrl: config.publicUrl,
    oidcIssuer: config.oidc.issuer,
    sentryDsn: config.web.sentryDsn,
    fileStorageOrigin: fileStorageOrigin(config.files),
    researchAgentDocsUrl: config.web.researchAgentDocsUrl,
    // GraphiQL is served outside production only (graphql/preset.ts).
    graphiqlPath: config.isProduction ? null : '/graphiql',
  });
  installCors(app, config.corsOrigins);

  // Answers within a second either way: a hung database is reported as unavailable, not as a hung probe.
  const databaseAnswers = createDatabaseHealthProbe(pool);
  app.get('/healthz', publicAccess('load balancers probe it; it says only whether the database answers'), async (_req, res) => {
    if (await databaseAnswers()) res.json({ status: 'ok' });
    else res.status(503).json({ status: 'database unavailable' });
  });

  if (config.oidc.useDevProvider) await installDevOidcProvider(app, config, pool);
  installClientConfigRoute(app, config);

  const verifier = createAccessTokenVerifier({ issuer: config.oidc.issuer, audience: config.oidc.audience });
  // Deleting or disabling a user reaches every replica through LISTEN/NOTIFY (issue 29).
  const accessChanges = listenForAccessChanges(pool);
  const authenticator = createAuthenticator({ verifier, pool, accessChanges });
  // Every signed-in user; row-level security decides what each one reads and writes.
  app.post('/graphql', signedInAccess(authenticator));

  const pgService = makeDatabaseService(pool);
  const trustedDocuments = config.trustedDocuments ? await loadTrustedDocuments(config.webSourceDir) : undefined;
  const pgl = postgraphile(makePreset({ pgService, pool, authenticator, isProduction: config.isProduction, trustedDocuments }));
  const serv = pgl.createServ(grafserv);
  const server = http.createServer(app);
  // Websocket sockets leave the HTTP server's bookkeeping once upgraded; keep
  // them so that close() can end them.
  const upgradedSockets = new Set<Duplex>();
  server.on('upgrade', (_req, socket) => {
    upgradedSockets.add(socket);
    socket.once('close', () => upgradedSockets.delete(socket));
  });
  // Websockets by our own handler, which acknowledges signed-in connections only.
  await serv.addTo(app, server, false);
  const websockets = installGraphQLWebsockets(server, serv, { path: '/graphql', authenticator, accessChanges });

  // Built once and handed to the route installers (and to the in-process job worker below).
  const services = createServices(config, pool);
  const { writing, evidence, writeModuleContent } = services;
  const storage = services.storage.storage;
  installFileRoutes(app, { files: config.files, pool, authenticator, storage: services.storage, publicUrl: config.publicUrl });
  installExhibitRepositoryRoutes(app, { pool, authenticator });
  installOcrRoute(app, { pool, authenticator, readFile: services.readVisibleFile });
  installPassportConfirmationRoutes(app, { pool, authenticator });
  installWritingRoutes(app, { pool, authenticator, files: config.files, writing, evidence });
  installResearchAgentRoutes(app, { pool, authenticator, writeModuleContent });
  installLetterRoutes(app, {
    pool,
    authenticator,
    storage,
    files: config.files,
    publicUrl: config.publicUrl,
    providerName: config.web.providerName,
  });
  installFormRoutes(app, { pool, authenticator, storage, virusScan: config.files.virusScan });
  installUscisRoutes(app, { pool, authenticator, readFile: services.readVisibleFile });
  installExtensionRoutes(app, { pool, authenticator });
  installRfeRoutes(app, { pool, authenticator, writing, readFile: services.readVisibleFile });
  installSignatureRoutes(
    app,
    signatureRouteSettings(config, { pool, authenticator, storage, sendEmail: services.notificationEmail.sendEmail }),
  );
  installCaseListRoutes(app, { pool, authenticator });
  installNotificationRoutes(app, {
    pool,
    tokens: services.notificationEmail.unsubscribeTokens,
    publicUrl: config.publicUrl,
    providerName: config.web.providerName,
  });
  installWebApp(app, config.webDistDir, clientConfigBody(config));
  app.use((req, res) => {
    res.status(404).json({ error: `Not found: ${req.method} ${req.path}` });
  });
  installErrorHandler(app);

  const analyticsForwarding = config.analyticsForwardUrl
    ? await startAnalyticsForwarding({ pool, forwardUrl: config.analyticsForwardUrl })
    : undefined;
  // Background jobs run in this process unless separate workers take them (JOB_WORKER=off); either way the
  // queue's schema is ready before requests come, since the routes and the database's triggers queue jobs.
  const jobWorker = config.runJobsInProcess
    ? await startJobWorker({
        pool,
        taskList: createTaskList({
          pool,
          supportWebhookUrl: config.supportWebhookUrl,
          writeModuleContent,
          storage,
          notificationEmail: services.notificationEmail,
          uscisCaseStatus: services.uscisCaseStatus,
        }),
        recovery: config.jobRecovery,
      })
    : await prepareJobQueue(pool).then(() => undefined);

  return {
    server,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      for (const socket of upgradedSockets) socket.destroy();
      websockets.close();
      await closed;
      await accessChanges.close();
      await pgl.release();
      // Returns the LISTEN client to the pool; the pool itself belongs to the caller.
      await pgService.release?.();
      await terminateOcrWorker();
      await terminateImageTextReader();
      await analyticsForwarding?.stop();
      await jobWorker?.stop();
    },
  };
}
