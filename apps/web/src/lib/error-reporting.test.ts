import { afterEach, describe, expect, it, vi } from 'vitest';
import { createErrorReporter, sentryInitOptions, wantsSessionReplay, type SentryModule } from './error-reporting.ts';

const DSN = 'https://publickey@sentry.example/1';

/** A stand-in for @sentry/react whose loading the test finishes (or fails) when it chooses. */
function deferredSentry() {
  const replay = { name: 'Replay' };
  const tracing = { name: 'BrowserTracing' };
  const module = {
    init: vi.fn(),
    browserTracingIntegration: vi.fn(() => tracing),
    replayIntegration: vi.fn(() => replay),
    addIntegration: vi.fn(),
    setUser: vi.fn(),
    captureException: vi.fn(() => 'event-id'),
  };
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const loaded = new Promise<SentryModule>((resolve, reject) => {
    finish = () => resolve(module as unknown as SentryModule);
    fail = reject;
  });
  const load = vi.fn(() => loaded);
  return { module, load, finish, fail, replay, tracing };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Sentry options', () => {
  it('traces every transaction, keeps a replay for every session with an error, samples no other sessions', () => {
    expect(sentryInitOptions(DSN)).toEqual({
      dsn: DSN,
      tracesSampleRate: 1,
      replaysOnErrorSampleRate: 1,
      replaysSessionSampleRate: 0,
    });
  });

  it('records session replay for non-admins only', () => {
    expect(wantsSessionReplay(false)).toBe(true);
    expect(wantsSessionReplay(true)).toBe(false);
  });
});

describe('error reporter', () => {
  it('without a DSN never loads Sentry and logs errors to the console', async () => {
    const sentry = deferredSentry();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reporter = createErrorReporter(sentry.load);
    await reporter.start(null);
    reporter.identify({ id: 'u-1', email: 'priya@example.com', isAdmin: false });
    const error = new Error('boom');
    reporter.report(error, 'logged-in user error');
    expect(sentry.load).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith('logged-in user error:', error, '');
  });

  it('starts with tracing before the user is known, and sends an error reported while loading once loaded', async () => {
    const sentry = deferredSentry();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reporter = createErrorReporter(sentry.load);
    const started = reporter.start(DSN);
    void reporter.start(DSN);
    expect(sentry.load).toHaveBeenCalledTimes(1);

    const error = new Error('LoggedInUser failed');
    reporter.report(error, 'logged-in user error', { operation: 'LoggedInUser' });
    expect(sentry.module.captureException).not.toHaveBeenCalled();

    sentry.finish();
    await started;
    expect(sentry.module.init).toHaveBeenCalledWith({ ...sentryInitOptions(DSN), integrations: [sentry.tracing] });
    expect(sentry.module.captureException).toHaveBeenCalledTimes(1);
    expect(sentry.module.captureException).toHaveBeenCalledWith(error, {
      tags: { context: 'logged-in user error' },
      extra: { operation: 'LoggedInUser' },
    });
    // No user yet, so no replay yet either.
    expect(sentry.module.setUser).not.toHaveBeenCalled();
    expect(sentry.module.addIntegration).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();

    // Once loaded, errors go straight to Sentry.
    const later = new Error('later');
    reporter.report(later, 'route error');
    expect(sentry.module.captureException).toHaveBeenLastCalledWith(later, {
      tags: { context: 'route error' },
      extra: undefined,
    });
  });

  it('sets the user and adds session replay once, for a non-admin', async () => {
    const sentry = deferredSentry();
    const reporter = createErrorReporter(sentry.load);
    const started = reporter.start(DSN);
    sentry.finish();
    await started;
    reporter.identify({ id: 'u-1', email: 'priya@example.com', isAdmin: false });
    reporter.identify({ id: 'u-1', email: 'priya@example.com', isAdmin: false });
    expect(sentry.module.setUser).toHaveBeenLastCalledWith({ id: 'u-1', email: 'priya@example.com' });
    expect(sentry.module.addIntegration).toHaveBeenCalledTimes(1);
    expect(sentry.module.addIntegration).toHaveBeenCalledWith(sentry.replay);
  });

  it('sets the user but adds no replay for an admin', async () => {
    const sentry = deferredSentry();
    const reporter = createErrorReporter(sentry.load);
    const started = reporter.start(DSN);
    sentry.finish();
    await started;
    reporter.identify({ id: 'u-staff', email: null, isAdmin: true });
    expect(sentry.module.setUser).toHaveBeenCalledWith({ id: 'u-staff', email: undefined });
    expect(sentry.module.replayIntegration).not.toHaveBeenCalled();
    expect(sentry.module.addIntegration).not.toHaveBeenCalled();
  });

  it('applies a user known before the SDK has loaded once it loads', async () => {
    const sentry = deferredSentry();
    const reporter = createErrorReporter(sentry.load);
    const started = reporter.start(DSN);
    reporter.identify({ id: 'u-1', email: 'priya@example.com', isAdmin: false });
    expect(sentry.module.setUser).not.toHaveBeenCalled();
    sentry.finish();
    await started;
    expect(sentry.module.setUser).toHaveBeenCalledWith({ id: 'u-1', email: 'priya@example.com' });
    expect(sentry.module.addIntegration).toHaveBeenCalledWith(sentry.replay);
  });

  it('logs queued errors to the console when the SDK cannot be loaded', async () => {
    const sentry = deferredSentry();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reporter = createErrorReporter(sentry.load);
    const started = reporter.start(DSN);
    const error = new Error('boom');
    reporter.report(error, 'logged-in user error');
    sentry.fail(new Error('blocked'));
    await started;
    expect(consoleError).toHaveBeenCalledWith('logged-in user error:', error, '');
    reporter.report(error, 'route error');
    expect(consoleError).toHaveBeenLastCalledWith('route error:', error, '');
  });
});
