import { cleanup, render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRejectedSocketClose } from '@/lib/apollo-subscriptions.ts';
import { loadI18n, PortalI18nProvider } from '@/lib/i18n/i18n-runtime.tsx';
import { pageLocale } from './end-session.ts';
import { readSessionEndedNotice, REPEATED_WITHIN_MS, storeSessionEndedNotice } from './session-ended-notice.ts';
import {
  clearSessionEndedNotice,
  hasSessionEndedNotice,
  noticeRejectedSession,
  onSessionRejected,
} from '@/lib/session-rejection.ts';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

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

  it('is told in the language the portal last showed when the page is refused before the session brought hers', async () => {
    // Refused on a reload with nothing remembered: the page's own (index.html's) English.
    document.documentElement.lang = 'en';
    expect(pageLocale('/docs', false)).toBe('en');
    await loadI18n('zh-Hans');
    render(
      createElement(
        Suspense,
        { fallback: null },
        createElement(PortalI18nProvider, { locale: 'zh-Hans', children: 'portal shown' }),
      ),
    );
    await screen.findByText('portal shown');
    cleanup();
    // The next load, refused (401) before her language has come with the session: the page is still English.
    expect(document.documentElement.lang).toBe('en');
    expect(pageLocale('/docs', false)).toBe('zh-Hans');
    // Staff pages stay English; the sign-in pages take the earlier notice's or the browser's language.
    expect(pageLocale('/admin/cases', false)).toBe('en');
    expect(pageLocale('/callback', true)).toBeNull();
  });
});
