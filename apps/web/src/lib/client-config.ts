import { createContext, useContext } from 'react';
import { DEFAULT_PROVIDER_NAME, type ClientConfig } from '@app/domain';

/**
 * The settings the API serves at run time (GET /api/client-config; the type is shared with the server in
 * @app/domain), so one build fits every deployment: sign-in, where Help (resourcesUrl, server
 * RESOURCES_URL) and the research-agent documentation (researchAgentDocsUrl, RESEARCH_AGENT_DOCS_URL)
 * live, and the Sentry DSN (sentryDsn, SENTRY_DSN).
 */
export type { ClientConfig };

export async function fetchClientConfig(signal?: AbortSignal): Promise<ClientConfig> {
  // The schema (with zod, ~24 KiB gzipped) loads beside the request instead of in the first bundle.
  const [response, { ZClientConfigResponseSchema }] = await Promise.all([
    fetch('/api/client-config', { headers: { accept: 'application/json' }, signal: signal ?? null }),
    import('./client-config-schema.ts'),
  ]);
  if (!response.ok) throw new Error(`Could not load the sign-in settings (${response.status})`);
  // Parsed with the route's contract: a wrong answer stops here with a clear error, not deep in the app.
  const parsed = ZClientConfigResponseSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error('The sign-in settings the server sent are not understood');
  return parsed.data;
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
