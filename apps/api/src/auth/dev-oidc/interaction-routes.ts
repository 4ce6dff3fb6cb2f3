import express from 'express';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@app/domain';
import { publicAccess } from '../route-access.ts';
import { findDemoAccountByCredentials, findDemoAccountBySub } from './demo-account-directory.ts';
import type { InvitedAccount } from './invited-account-directory.ts';
import { renderErrorPage } from './pages/error-page.ts';
import { renderSignInPage } from './pages/sign-in-page.ts';
import { describeWait, type SignInThrottle } from './sign-in-throttle.ts';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

export interface InteractionRouterOptions {
  mountPath: string;
  appUrl: string;
  /** Demo mode: the one-click demo-account sign-in exists (route and buttons); otherwise only the password form. */
  demoMode: boolean;
  throttle: SignInThrottle;
  /** Demo mode: the person staff invited at this address, if any (invited-account-directory.ts). */
  findInvitedAccount: (email: string) => Promise<InvitedAccount | undefined>;
}

/**
 * The provider's interactions: the sign-in page, and consent, which is given
 * automatically because the only client is the product's own web app.
 */
export function createInteractionRouter(provider: Provider, options: InteractionRouterOptions): express.Router {
  const { mountPath, appUrl, demoMode, throttle, findInvitedAccount } = options;
  const router = express.Router();
  const parseForm = express.urlencoded({ extended: false, limit: '10kb' });
  const assetsPath = `${mountPath}/assets`;

  const showSignIn = (
    res: express.Response,
    uid: string,
    refused?: { email: string; retryAfterSeconds?: number },
    notInvited?: string,
  ) => {
    const wait = refused?.retryAfterSeconds ?? 0;
    // 429 and Retry-After say "slow down" to scripts too; a person reads the wait on the page.
    if (wait > 0) res.status(429).set('Retry-After', String(wait));
    else res.status(200);
    res.type('html').send(
      renderSignInPage({
        assetsPath,
        passwordAction: `${mountPath}/interaction/${uid}/login`,
        ...(demoMode
          ? {
              demo: { action: `${mountPath}/interaction/${uid}/demo`, accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD },
              invited: { action: `${mountPath}/interaction/${uid}/invited`, ...(notInvited !== undefined ? { notInvited } : {}) },
            }
          : {}),
        ...(refused ? { failedEmail: refused.email } : {}),
        ...(wait > 0 ? { waitBeforeRetry: describeWait(wait) } : {}),
      }),
    );
  };

  const signIn = (req: express.Request, res: express.Response, accountId: string) =>
    provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });

  // The sign-in itself: its interaction cookie, not a bearer token, ties a request to the attempt.
  const signingIn = publicAccess('the sign-in interaction: its cookie ties a request to the attempt');

  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/:uid', signingIn, async (req, res, next) => {
    try {
      const interaction = await provider.interactionDetails(req, res);
      if (interaction.prompt.name === 'login') return showSignIn(res, interaction.uid);
      if (interaction.prompt.name === 'consent') {
        const consent = await grantRequestedAccess(provider, interaction);
        return await provider.interactionFinished(req, res, { consent }, { mergeWithLastSubmission: true });
      }
      res.status(400).type('text').send(`Unsupported interaction: ${interaction.prompt.name}`);
    } catch (error) {
      next(error);
    }
  });

  router.post('/:uid/login', signingIn, parseForm, async (req, res, next) => {
    try {
      const interaction = await loginInteraction(provider, req, res);
      if (!interaction) return;
      const email = typeof req.body?.email === 'string' ? req.body.email : '';
      const password = typeof req.body?.password === 'string' ? req.body.password : '';
      // req.ip: the proxy's forwarded address when TRUST_PROXY says to believe it.
      const attempt = { email, address: req.ip ?? req.socket.remoteAddress ?? 'unknown' };
      // While a wait runs, the password is not even checked: guessing gets no faster by ignoring it.
      const waiting = await throttle.retryAfter(attempt);
      if (waiting > 0) return showSignIn(res, interaction.uid, { email, retryAfterSeconds: waiting });
      const account = findDemoAccountByCredentials(email, password);
      if (!account) {
        const retryAfterSeconds = await throttle.recordFailure(attempt);
        return showSignIn(res, interaction.uid, { email, retryAfterSeconds });
      }
      await throttle.recordSuccess(attempt);
      await signIn(req, res, account.sub);
    } catch (error) {
      next(error);
    }
  });

  // One click, no password: a staff session for anyone, so it exists only in demo mode (otherwise 404).
  if (demoMode) {
    router.post('/:uid/demo', signingIn, parseForm, async (req, res, next) => {
      try {
        const interaction = await loginInteraction(provider, req, res);
        if (!interaction) return;
        const account = typeof req.body?.sub === 'string' ? findDemoAccountBySub(req.body.sub) : undefined;
        if (!account) return showSignIn(res, interaction.uid);
        await signIn(req, res, account.sub);
      } catch (error) {
        next(error);
      }
    });

    // A person staff invited: the invited address alone, as an external provider would vouch for it once verified.
    router.post('/:uid/invited', signingIn, parseForm, async (req, res, next) => {
      try {
        const interaction = await loginInteraction(provider, req, res);
        if (!interaction) return;
        const email = typeof req.body?.email === 'string' ? req.body.email.slice(0, 320) : '';
        const account = await findInvitedAccount(email);
        if (!account) return showSignIn(res, interaction.uid, undefined, email);
        await signIn(req, res, account.sub);
      } catch (error) {
        next(error);
      }
    });
  }

  // The interaction cookie expired or belongs to another browser tab's attempt.
  router.use((error: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (!(error instanceof errors.SessionNotFound)) return next(error);
    res
      .status(400)
      .type('html')
      .send(
        renderErrorPage(assetsPath, appUrl, {
          error: 'session_not_found',
          error_description: 'This sign-in attempt has expired. Please start again from Petition Studio.',
        }),
      );
  });

  return router;
}

/** The interaction, if it is waiting for a sign-in; otherwise answers 400. */
async function loginInteraction(
  provider: Provider,
  req: express.Request,
  res: express.Response,
): Promise<Interaction | undefined> {
  const interaction = await provider.interactionDetails(req, res);
  if (interaction.prompt.name === 'login') return interaction;
  res.status(400).type('text').send('This sign-in step is already complete.');
  return undefined;
}

/** Grants exactly what the authorization request is still missing, as a consent screen would after "Allow". */
async function grantRequestedAccess(provider: Provider, interaction: Interaction): Promise<{ grantId?: string }> {
  const accountId = interaction.session?.accountId;
  const clientId = interaction.params.client_id;
  if (!accountId || typeof clientId !== 'string') throw new Error('Consent requested without a signed-in session');

  const grant = interaction.grantId
    ? await provider.Grant.find(interaction.grantId)
    : new provider.Grant({ accountId, clientId });
  if (!grant) throw new Error('The grant of this interaction no longer exists');

  const details = interaction.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(resource, scopes.join(' '));
  }
  const grantId = await grant.save();
  // An existing grant was updated in place; only a new one is handed over.
  return interaction.grantId ? {} : { grantId };
}
