export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** POSTs one GraphQL operation to the server, as the browser does. */
export async function graphql<T = Record<string, unknown>>(
  url: string,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLResponse<T>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Omit<GraphQLResponse<T>, 'status'> & { error?: string };
  return { status: response.status, ...body };
}

/** Who a test acts as: a person of the test world, signed in with a token the test issuer signs. */
interface SignedInServer {
  url: string;
  issuer: { issueToken(claims: { sub: string; email: string }): Promise<string> };
}

/**
 * `as(person, query, variables)`: one GraphQL operation as that person, each person's token issued once per test
 * file. `server` is read at each call, since files start theirs in beforeAll.
 */
export function graphqlAs<T = Record<string, unknown>>(server: () => SignedInServer) {
  const tokens = new Map<string, string>();
  return async (person: { sub: string; email: string }, query: string, variables: Record<string, unknown> = {}) => {
    const token = tokens.get(person.sub) ?? (await server().issuer.issueToken({ sub: person.sub, email: person.email }));
    tokens.set(person.sub, token);
    return graphql<T>(server().url, token, query, variables);
  };
}
