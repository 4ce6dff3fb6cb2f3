import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRejectedSocketClose } from '@/lib/apollo-subscriptions.ts';
import { readSessionEndedNotice, REPEATED_WITHIN_MS, storeSessionEndedNotice } from './session-ended-notice.ts';
import {
  clearSessionEndedNotice,
  hasSessionEndedNotice,
  noticeRejectedSession,
  onSessionRejected,
} from '@/lib/session-rejection.ts';

afterEach(() => window.sessionStorage.clear());

describe('a refused session', () => {
  it('is a 401 to a request that carried the token, nothing else', () => {
    const listener = vi.fn();
    const stop = onSessionRejected(listener);
    noticeRejectedSession({ status: 403 }, true);
    noticeRejectedSession({ status: 401 }, false);
    expect(listener).not.toHaveBeenCalled();
    noticeRejectedSession({ status: 401 }, true);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('is a socket closed with 4401 or 4403 after connecting with a token, not a lost connection', () => {
    expect(isRejectedSocketClose({ code: 4403 }, true)).toBe(true);
    expect(isRejectedSocketClose({ code: 4401 }, true)).toBe(true);
    expect(isRejectedSocketClose({ code: 4403 }, false)).toBe(false);
    expect(isRejectedSocketClose({ code: 1006 }, true)).toBe(false);
    expect(isRejectedSocketClose({ code: 1013 }, true)).toBe(false);
  });

  it('leaves a notice for /login in the page’s language, kept until the sign-in starts', () => {
    storeSessionEndedNotice('es', 'en', 1_000_000);
    expect(readSessionEndedNotice()).toEqual({ locale: 'es', repeated: false });
    expect(hasSessionEndedNotice()).toBe(true);
    clearSessionEndedNotice();
    expect(hasSessionEndedNotice()).toBe(false);
    expect(readSessionEndedNotice()).toBeNull();
  });

  it('is repeated when refused again soon after, in the earlier language when the page had none', () => {
    storeSessionEndedNotice('hi', 'en', 1_000_000);
    clearSessionEndedNotice();
    storeSessionEndedNotice(null, 'en', 1_000_000 + REPEATED_WITHIN_MS - 1);
    expect(readSessionEndedNotice()).toEqual({ locale: 'hi', repeated: true });
    storeSessionEndedNotice(null, 'en', 1_000_000 + 3 * REPEATED_WITHIN_MS);
    expect(readSessionEndedNotice()).toEqual({ locale: 'en', repeated: false });
  });
});
