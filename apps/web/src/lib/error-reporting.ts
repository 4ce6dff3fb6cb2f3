/**
 * Error reporting: the Sentry SDK when the server configures a DSN (SENTRY_DSN, served at run time in
 * /api/client-config as sentryDsn), loaded on demand so deployments without one never fetch Sentry
 * code; otherwise errors are logged to the console.
 */
import type * as SentryReact from '@sentry/react';
import { ERROR_TRACING_SAMPLE_RATE, REPLAY_ON_ERROR_SAMPLE_RATE, SESSION_REPLAY_SAMPLE_RATE } from '@app/domain';

type SentryModule = typeof SentryReact;
let sentry: SentryModule | undefined;

export async function initErrorReporting(
  dsn: string | null,
  user: { id: string; email: string | null; isAdmin: boolean },
): Promise<void> {
  if (!dsn || sentry) return;
  const module = await import('@sentry/react');
  // Session replay only for non-admin users; replays are kept for sessions with an error.
  const integrations = user.isAdmin
    ? [module.browserTracingIntegration()]
    : [module.browserTracingIntegration(), module.replayIntegration()];
  module.init({
    dsn,
    integrations,
    tracesSampleRate: ERROR_TRACING_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAY_ON_ERROR_SAMPLE_RATE,
    replaysSessionSampleRate: SESSION_REPLAY_SAMPLE_RATE,
  });
  module.setUser({ id: user.id, email: user.email ?? undefined });
  sentry = module;
}

/** Reports an error with context, e.g. reportError(error, 'logged-in user error'). */
export function reportError(error: unknown, context: string, extra?: Record<string, unknown>): void {
  if (sentry) sentry.captureException(error, { tags: { context }, extra });
  else console.error(`${context}:`, error, extra ?? '');
}
