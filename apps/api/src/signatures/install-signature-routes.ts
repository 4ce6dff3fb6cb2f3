import {
  declineSigningContract,
  listSignatureRequestsContract,
  openSigningLinkContract,
  requestChangesContract,
  resendForSignatureContract,
  sendForSignatureContract,
  signedCopyContract,
  signingDocumentContract,
  signLetterContract,
  verifySigningCodeContract,
  voidSignatureRequestContract,
} from '@app/domain';
import express from 'express';
import path from 'node:path';
import type pg from 'pg';
import type { AppConfig } from '../config/index.ts';
import type { SendEmail } from '../email/mailer.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { mountRoute, publicAccess, staffAccess } from '../auth/route-access.ts';
import type { FileStorage } from '../files/storage/file-storage.ts';
import {
  declineSigningRoute,
  openSigningLinkRoute,
  requestChangesRoute,
  signedCopyRoute,
  signingDocumentRoute,
  verifySigningCodeRoute,
} from './public-signing-routes.ts';
import { rateLimitByAddress } from './rate-limit.ts';
import { signLetterRoute } from './sign-route.ts';
import type { SigningMail } from './signature-emails.ts';
import { signingKeyOnce, type SigningKeyConfig } from './signing-key.ts';
import { SIGNING_PAGE_WORDS, signingLocaleOf } from './signing-page-words.ts';
import {
  listSignatureRequestsRoute,
  resendForSignatureRoute,
  sendForSignatureRoute,
  voidSignatureRequestRoute,
} from './staff-signature-routes.ts';

export interface SignatureRouteDeps {
  pool: pg.Pool;
  authenticator: Authenticator;
  storage: FileStorage;
  mail: SigningMail;
  signingKey: SigningKeyConfig;
}

/**
 * The routes' settings from the configuration: the configured key, or a development one kept beside the local file
 * storage (FILE_STORAGE_DIR's parent, `.data/signing-key` by default: never in the repository); e-mails through the
 * configured SMTP server, or in demo mode without one into the log so a demo can follow the link.
 */
export function signatureRouteSettings(
  config: AppConfig,
  deps: { pool: pg.Pool; authenticator: Authenticator; storage: FileStorage; sendEmail: SendEmail | undefined },
): SignatureRouteDeps {
  return {
    pool: deps.pool,
    authenticator: deps.authenticator,
    storage: deps.storage,
    mail: {
      sendEmail: deps.sendEmail,
      logWhenUnsent: config.demoMode && !config.isProduction,
      providerName: config.web.providerName,
      publicUrl: config.publicUrl,
    },
    signingKey: {
      p12Path: config.signing.p12Path,
      p12Password: config.signing.p12Password,
      developmentDir: path.join(path.dirname(path.resolve(config.files.localDir)), 'signing-key'),
      providerName: config.web.providerName,
    },
  };
}

/**
 * Letters sent for signature (issue 32). Staff send, re-send and void under the one staff guard; the signatory's
 * routes are public on purpose — they have no account — and are authorised by the one-time link and the code
 * e-mailed to the signatory's address (hashed at rest, expiring, single-use), then by a short signing session.
 */
export function installSignatureRoutes(app: express.Express, deps: SignatureRouteDeps): void {
  const staff = staffAccess(deps.authenticator, 'Only staff may send letters for signature');
  const { pool, mail, storage } = deps;
  const parsers = [express.json({ limit: '16kb' })];
  mountRoute(app, sendForSignatureContract, staff, { parsers, handle: sendForSignatureRoute({ pool, mail }) });
  mountRoute(app, listSignatureRequestsContract, staff, { handle: listSignatureRequestsRoute({ pool }) });
  mountRoute(app, resendForSignatureContract, staff, { parsers, handle: resendForSignatureRoute({ pool, mail }) });
  mountRoute(app, voidSignatureRequestContract, staff, { parsers, handle: voidSignatureRequestRoute({ pool }) });

  const signatory = [
    publicAccess('the signatory has no account: a one-time e-mailed link and code, then a signing session, authorise each call'),
    rateLimitByAddress({ perMinute: 30, refusal: (req) => SIGNING_PAGE_WORDS[signingLocaleOf(req)].tooManyFromAddress }),
  ];
  const publicDeps = { pool, mail, storage };
  mountRoute(app, openSigningLinkContract, signatory, { parsers, handle: openSigningLinkRoute(publicDeps) });
  mountRoute(app, verifySigningCodeContract, signatory, { parsers, handle: verifySigningCodeRoute(publicDeps) });
  mountRoute(app, signingDocumentContract, signatory, { parsers, handle: signingDocumentRoute(publicDeps) });
  mountRoute(app, requestChangesContract, signatory, { parsers, handle: requestChangesRoute(publicDeps) });
  mountRoute(app, declineSigningContract, signatory, { parsers, handle: declineSigningRoute(publicDeps) });
  mountRoute(app, signedCopyContract, signatory, { parsers, handle: signedCopyRoute(publicDeps) });
  // A drawn signature is a PNG of at most DRAWN_SIGNATURE_MAX characters of base64.
  const signParsers = [express.json({ limit: '300kb' })];
  mountRoute(app, signLetterContract, signatory, {
    parsers: signParsers,
    handle: signLetterRoute({ ...publicDeps, signingKey: signingKeyOnce(deps.signingKey) }),
  });
}
