import type { DemoAccountKey } from '@app/domain';

/** Where oidc-client-ts keeps the signed-in user: localStorage since issue 26, sessionStorage before. */
export type SessionStorageArea = 'localStorage' | 'sessionStorage';

/** What oidc-client-ts keeps after a sign-in (http-sign-in.ts): the signed-in user, for the app's origin. */
export interface StoredSession {
  entries: { store: SessionStorageArea; key: string; value: string }[];
  expiresAtMs: number;
}

/**
 * The sessions signed in against one app, by persona, so a persona signs in once
 * per app and later pages start signed in. An app of a file's own keeps them in memory (they end with it);
 * a shared app keeps them in the global set-up's broker, so they outlive the file and the next file of the
 * same worker slot reuses them (global-setup.ts).
 */
export interface SessionStore {
  get(persona: DemoAccountKey): Promise<StoredSession | undefined>;
  set(persona: DemoAccountKey, session: StoredSession): Promise<void>;
}

export function memorySessionStore(): SessionStore {
  const sessions = new Map<DemoAccountKey, StoredSession>();
  return {
    get: async (persona) => sessions.get(persona),
    set: async (persona, session) => {
      sessions.set(persona, session);
    },
  };
}

/** The sessions of a shared app, kept by the broker at `brokerAppUrl` (…/apps/<slot>) under `/sessions/<persona>`. */
export function brokerSessionStore(brokerAppUrl: string): SessionStore {
  return {
    async get(persona) {
      const response = await fetch(`${brokerAppUrl}/sessions/${persona}`);
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`The broker did not answer for ${persona}’s session: ${response.status}`);
      return (await response.json()) as StoredSession;
    },
    async set(persona, session) {
      const response = await fetch(`${brokerAppUrl}/sessions/${persona}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(session),
      });
      if (!response.ok) throw new Error(`The broker did not keep ${persona}’s session: ${response.status}`);
    },
  };
}
