/**
 * Error reporting: the Sentry SDK when the server configures a DSN (SENTRY_DSN, served at run time in
 * /api/client-config as sentryDsn), loaded on demand so deployments without one never fetch Sentry
 * code; otherwise errors are logged to the console.
 *
 * Reporting starts as soon as the DSN is known and the person is signed in, before their user record
 * loads, so that a failing logged-in-user query is reported too. Errors reported while the SDK is still
 * loading are queued and sent once it has started. When the session is ready the user is attached and,
 * for non-admins only, session replay is added.
 */
import type * as SentryReact from '@sentry/react';
import { ERROR_TRACING_SAMPLE_RATE, REPLAY_ON_ERROR_SAMPLE_RATE, SESSION_REPLAY_SAMPLE_RATE } from '@app/domain';

/** The part of @sentry/react used here (tests pass a stand-in). */
export type SentryModule = Pick<
  typeof SentryReact,
  'init' | 'browserTracingIntegration' | 'replayIntegration' | 'addIntegration' | 'setUser' | 'captureException'
>;
export type SentryLoader = () => Promise<SentryModule>;

export interface ErrorReportingUser {
  id: string;
  email: string | null;
  isAdmin: boolean;
}

/** Sentry's init options apart from the integrations: every transaction traced, replays kept only for sessions with an error. */
export function sentryInitOptions(dsn: string) {
  return {
    dsn,
    tracesSampleRate: ERROR_TRACING_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAY_ON_ERROR_SAMPLE_RATE,
    replaysSessionSampleRate: SESSION_REPLAY_SAMPLE_RATE,
  };
}

/** Session replay is recorded for customers, never for staff admins. */
export function wantsSessionReplay(isAdmin: boolean): boolean {
  return !isAdmin;
}

/** Errors kept while the SDK loads; beyond this, older ones are logged to the console instead. */
const MAX_QUEUED_ERRORS = 50;

interface QueuedError {
  error: unknown;
  context: string;
  extra: Record<string, unknown> | undefined;
}

export interface ErrorReporter {
  /** Starts loading the SDK when there is a DSN (once; later calls return the same promise). */
  start: (dsn: string | null) => Promise<void>;
  /** Attaches the signed-in user and adds session replay for non-admins (now, or once the SDK has loaded). */
  identify: (user: ErrorReportingUser) => void;
  /** Reports an error with context, e.g. report(error, 'logged-in user error'). */
  report: (error: unknown, context: string, extra?: Record<string, unknown>) => void;
}

function logToConsole({ error, context, extra }: QueuedError): void {
  console.error(`${context}:`, error, extra ?? '');
}

export function createErrorReporter(load: SentryLoader): ErrorReporter {
  let status: 'off' | 'loading' | 'ready' | 'failed' = 'off';
  let sentry: SentryModule | undefined;
  let loading: Promise<void> = Promise.resolve();
  let queue: QueuedError[] = [];
  let pendingUser: ErrorReportingUser | undefined;
  let replayAdded = false;

  const capture = (module: SentryModule, { error, context, extra }: QueuedError) => {
    module.captureException(error, { tags: { context }, extra });
  };

  const applyUser = (module: SentryModule, user: ErrorReportingUser) => {
    module.setUser({ id: user.id, email: user.email ?? undefined });
    if (wantsSessionReplay(user.isAdmin) && !replayAdded) {
      module.addIntegration(module.replayIntegration());
      replayAdded = true;
    }
  };

  return {
    start(dsn) {
      if (!dsn || status !== 'off') return loading;
      status = 'loading';
      loading = load().then(
        (module) => {
          module.init({ ...sentryInitOptions(dsn), integrations: [module.browserTracingIntegration()] });
          sentry = module;
          status = 'ready';
          if (pendingUser) applyUser(module, pendingUser);
          for (const queued of queue) capture(module, queued);
          queue = [];
          pendingUser = undefined;
        },
        (error: unknown) => {
          // The SDK could not be fetched (offline, blocked): the console, losing nothing queued.
          status = 'failed';
          console.error('error reporting could not start:', error);
          for (const queued of queue) logToConsole(queued);
          queue = [];
          pendingUser = undefined;
        },
      );
      return loading;
    },
    identify(user) {
      if (status === 'ready' && sentry) applyUser(sentry, user);
      else if (status === 'loading') pendingUser = user;
    },
    report(error, context, extra) {
      const item = { error, context, extra };
      if (status === 'ready' && sentry) capture(sentry, item);
      else if (status === 'loading' && queue.length < MAX_QUEUED_ERRORS) queue.push(item);
      else logToConsole(item);
    },
  };
}

const reporter = createErrorReporter(() => import('@sentry/react'));

/** Starts error reporting once the client config is known and the person is signed in. */
export function startErrorReporting(dsn: string | null): Promise<void> {
  return reporter.start(dsn);
}

/** The session is ready: the user for error reports, and session replay for non-admins. */
export function identifyErrorReportingUser(user: ErrorReportingUser): void {
  reporter.identify(user);
}

/** Reports an error with context, e.g. reportError(error, 'logged-in user error'). */
export function reportError(error: unknown, context: string, extra?: Record<string, unknown>): void {
  reporter.report(error, context, extra);
}
