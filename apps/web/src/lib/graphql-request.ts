/** One GraphQL operation over HTTP with the signed-in user's bearer token. */
export async function graphqlRequest<T>(query: string, accessToken: string, variables?: Record<string, unknown>): Promise<T> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json().catch(() => ({}))) as { data?: T; errors?: { message: string }[]; error?: string };
  if (!response.ok || body.errors?.length || !body.data) {
    throw new Error(body.errors?.[0]?.message ?? body.error ?? `GraphQL request failed (${response.status})`);
  }
  return body.data;
}
