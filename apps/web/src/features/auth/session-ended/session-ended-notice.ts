import { SESSION_ENDED_NOTICE_KEY } from '@/lib/session-rejection.ts';

/**
 * The notice /login shows after the server refused the session (lib/session-rejection.ts): which language, and
 * whether it happened again right after a sign-in. Loaded only then, so none of it is in the first load.
 */

/** What the sign-in page shows after an ended session (sessionStorage: this tab only, gone with it). */
export interface SessionEndedNotice {
  /** The portal language of the page the person was on ('en' on staff pages). */
  locale: string;
  /**
   * The session was ended again soon after the previous time: signing in did not help (e.g. a disabled
   * account), so the sign-in page waits for a click instead of sending the person round in a loop.
   */
  repeated: boolean;
}

const LAST_ENDED_KEY = 'petition-studio.session-ended-at';
/** Ended twice within this long: the second time, no automatic sign-in. */
export const REPEATED_WITHIN_MS = 60_000;

/**
 * Keeps the notice for /login. `locale` null: the page had no portal language of its own (/callback, right after
 * a sign-in), so the language of the previous ended session in this tab, else `fallbackLocale`.
 */
export function storeSessionEndedNotice(locale: string | null, fallbackLocale: string, now = Date.now()): void {
  try {
    const last = JSON.parse(window.sessionStorage.getItem(LAST_ENDED_KEY) ?? 'null') as { at?: unknown; locale?: unknown } | null;
    const lastAt = typeof last?.at === 'number' ? last.at : null;
    const repeated = lastAt !== null && now - lastAt < REPEATED_WITHIN_MS;
    const chosen = locale ?? (repeated && typeof last?.locale === 'string' ? last.locale : fallbackLocale);
    const notice: SessionEndedNotice = { locale: chosen, repeated };
    window.sessionStorage.setItem(LAST_ENDED_KEY, JSON.stringify({ at: now, locale: chosen }));
    window.sessionStorage.setItem(SESSION_ENDED_NOTICE_KEY, JSON.stringify(notice));
  } catch {
    // Storage blocked (or a record unreadable): the sign-in page then starts the sign-in without a word.
  }
}

/** The notice, if a session ended in this tab and the sign-in it leads to has not started yet. */
export function readSessionEndedNotice(): SessionEndedNotice | null {
  try {
    const raw = window.sessionStorage.getItem(SESSION_ENDED_NOTICE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SessionEndedNotice> | null;
    if (!parsed || typeof parsed.locale !== 'string') return null;
    return { locale: parsed.locale, repeated: parsed.repeated === true };
  } catch {
    return null;
  }
}
