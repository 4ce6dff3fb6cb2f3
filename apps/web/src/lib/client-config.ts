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
