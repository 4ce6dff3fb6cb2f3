/** The sign-in settings the API serves at run time, so one build fits every deployment. */
export interface ClientConfig {
  oidcIssuer: string;
  oidcClientId: string;
  oidcAudience: string;
}

export async function fetchClientConfig(signal?: AbortSignal): Promise<ClientConfig> {
  const response = await fetch('/api/client-config', { headers: { accept: 'application/json' }, signal: signal ?? null });
  if (!response.ok) throw new Error(`Could not load the sign-in settings (${response.status})`);
  return (await response.json()) as ClientConfig;
}

/** Where Help sends customers (opens in a new tab). Build-time setting VITE_RESOURCES_URL. */
export const RESOURCES_URL: string =
  (import.meta.env.VITE_RESOURCES_URL as string | undefined) || 'https://www.uscis.gov/working-in-the-united-states';

/** The documentation page /admin/researchagent shows in a frame. Build-time setting VITE_RESEARCH_AGENT_DOCS_URL. */
export const RESEARCH_AGENT_DOCS_URL: string =
  (import.meta.env.VITE_RESEARCH_AGENT_DOCS_URL as string | undefined) || 'https://docs.petition.studio/research-agent';
