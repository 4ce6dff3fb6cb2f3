import { afterEach, describe, expect, it, vi } from 'vitest';
import { logSocketProblem, MAX_RECONNECT_DELAY_MS, reconnectDelayMs, trackSocketLifecycle } from './socket-reconnect.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

function closeEvent(code: number): CloseEvent {
  return new CloseEvent('close', { code });
}

describe('trackSocketLifecycle', () => {
  it('does not count the first connection as a reconnect', () => {
    const onReconnected = vi.fn();
    trackSocketLifecycle(onReconnected).connected();
    expect(onReconnected).not.toHaveBeenCalled();
  });

  it('calls onReconnected once on the connection after an unexpected close, with the spec text as a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onReconnected = vi.fn();
    const lifecycle = trackSocketLifecycle(onReconnected);
    lifecycle.connected();
    lifecycle.closed(closeEvent(1006));
    // Failed attempts while the server is away close again: still one refetch when it is back.
    lifecycle.closed(closeEvent(1006));
    expect(onReconnected).not.toHaveBeenCalled();
    lifecycle.connected();
    lifecycle.connected();
    expect(onReconnected).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Socket closed with event 1006');
    // A retried drop must not fail pages' "no console errors" checks.
    expect(error).not.toHaveBeenCalled();
  });

  it('ignores the normal close of an idle lazy socket', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onReconnected = vi.fn();
    const lifecycle = trackSocketLifecycle(onReconnected);
    lifecycle.connected();
    lifecycle.closed(closeEvent(1000));
    lifecycle.connected();
    expect(onReconnected).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('accepts graphql-ws close-event-like objects', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onReconnected = vi.fn();
    const lifecycle = trackSocketLifecycle(onReconnected);
    lifecycle.closed({ code: 1012, reason: 'Service Restart' });
    lifecycle.connected();
    expect(onReconnected).toHaveBeenCalledTimes(1);
  });
});

describe('logSocketProblem', () => {
  it("logs the spec's texts", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    logSocketProblem(closeEvent(4500));
    logSocketProblem(new Event('error'));
    logSocketProblem(new Error('boom'));
    expect(warn.mock.calls).toEqual([['Socket closed with event 4500'], ['No websocket connection']]);
    expect(error).toHaveBeenCalledWith('Unknown error occurred in the websocket client.', expect.any(Error));
  });
});

describe('reconnectDelayMs', () => {
  it('doubles from one second and adds 0.3–3 s of jitter', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(1300);
    expect(reconnectDelayMs(1, () => 0)).toBe(2300);
    expect(reconnectDelayMs(2, () => 0.999)).toBe(4000 + 2997);
  });

  it('is capped however long the outage lasts', () => {
    expect(reconnectDelayMs(10, () => 0)).toBe(MAX_RECONNECT_DELAY_MS + 300);
    expect(reconnectDelayMs(10_000, () => 1)).toBe(MAX_RECONNECT_DELAY_MS + 3000);
  });
});
