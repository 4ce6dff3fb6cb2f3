import { createContext, useContext } from 'react';
import { CLIENT_CONFIG_ELEMENT_ID, DEFAULT_PROVIDER_NAME, type ClientConfig } from '@app/domain';

/**
 * The settings the API serves at run time (GET /api/client-config; the type is shared with the server in
 * @app/domain), so one build fits every deployment: sign-in, where Help (resourcesUrl, server
 * RESOURCES_URL) and the research-agent documentation (researchAgentDocsUrl, RESEARCH_AGENT_DOCS_URL)
 * live, and the Sentry DSN (sentryDsn, SENTRY_DSN).
 */
export type { ClientConfig };

/**
 * The settings: those the server wrote into the page (its HTML carries them, so start-up waits no round trip for
 * them; issue 35), else — a page from Vite's dev server — from GET /api/client-config.
 */
export async function fetchClientConfig(signal?: AbortSignal): Promise<ClientConfig> {
  // The schema (with zod, ~24 KiB gzipped) loads beside the request instead of in the first bundle.
  const [answer, { ZClientConfigResponseSchema }] = await Promise.all([
    settingsInPage() ?? fetchSettings(signal),
    import('./client-config-schema.ts'),
  ]);
  // Parsed with the route's contract: a wrong answer stops here with a clear error, not deep in the app.
  const parsed = ZClientConfigResponseSchema.safeParse(answer);
  if (!parsed.success) throw new Error('The sign-in settings the server sent are not understood');
  return parsed.data;
}

/** The settings the served page carries (JSON in a data block), or null when it has none. */
function settingsInPage(): Promise<unknown> | null {
  const text = document.getElementById(CLIENT_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return Promise.resolve(JSON.parse(text));
  } catch {
    return null;
  }
}

async function fetchSettings(signal?: AbortSignal): Promise<unknown> {
  const response = await fetch('/api/client-config', { headers: { accept: 'application/json' }, signal: signal ?? null });
  if (!response.ok) throw new Error(`Could not load the sign-in settings (${response.status})`);
  return response.json();
}

export const ClientConfigContext = createContext<ClientConfig | null>(null);

/**
 * The provider's name people read where the spec writes 'Plymouth' (PROVIDER_NAME; default 'Plymouth').
 * Outside <AppProvider> (component tests) the default: a label is never worth a crash.
 */
export function useProviderName(): string {
  return useContext(ClientConfigContext)?.providerName ?? DEFAULT_PROVIDER_NAME;
}

/** The run-time settings (inside <AppProvider>). */
export function useClientConfig(): ClientConfig {
  const config = useContext(ClientConfigContext);
  if (!config) throw new Error('useClientConfig() outside <AppProvider>');
  return config;
}
