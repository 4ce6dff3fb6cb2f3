import { restPath, type RestContract, type TPathParams } from '@app/domain';
import { z } from 'zod';
import { accessToken } from './access-token.ts';
import { authHeaders } from './apollo.ts';

/** Why a REST call failed: no answer, a refusal ({error} from the server), or an answer not understood. */
export type RestFailure = 'network' | 'refused' | 'malformed-answer';

/** A failed REST call, with the HTTP status (null without an answer) and the server's {error} text. */
export class RestError extends Error {
  constructor(
    readonly failure: RestFailure,
    readonly status: number | null,
    message: string,
    /** The server's own reason, when it gave one. */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

export interface RestCall<Path extends string, Request extends z.ZodType> {
  /** GET: sent as query parameters; POST: the JSON body. */
  request: z.input<Request>;
  /** Values of the path's {placeholders}. */
  params?: TPathParams<Path>;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Readonly<Record<string, string>>;
}

function withQuery(path: string, request: unknown): string {
  if (typeof request !== 'object' || request === null) return path;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request)) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

async function serverMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'
      ? body.error
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Calls a REST route through its contract (from @app/domain): sends the request as JSON (or as query
 * parameters for GET) with the signed-in user's bearer token and the workspace override, and parses
 * the answer with the contract's response schema, so the caller gets exactly the typed shape or a
 * RestError. An abort passes through unchanged.
 */
export async function callRest<Path extends string, RequestSchema extends z.ZodType, ResponseSchema extends z.ZodType>(
  contract: RestContract<Path, RequestSchema, ResponseSchema>,
  call: RestCall<Path, RequestSchema>,
): Promise<z.output<ResponseSchema>> {
  const path = restPath(contract.path, call.params ?? {});
  const isGet = contract.method === 'GET';
  let response: Response;
  try {
    response = await fetch(isGet ? withQuery(path, call.request) : path, {
      method: contract.method,
      headers: {
        accept: 'application/json',
        ...(isGet ? {} : { 'content-type': 'application/json' }),
        ...authHeaders(accessToken()),
        ...call.headers,
      },
      ...(isGet ? {} : { body: JSON.stringify(call.request) }),
      signal: call.signal ?? null,
    });
  } catch (error) {
    if (call.signal?.aborted) throw error;
    throw new RestError('network', null, `${contract.method} ${path}: no answer from the server`);
  }
  if (!response.ok) {
    const reason = await serverMessage(response);
    throw new RestError('refused', response.status, reason ?? `${contract.method} ${path} failed (${response.status})`, reason);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RestError('malformed-answer', response.status, `${contract.method} ${path}: the answer is not JSON`);
  }
  const parsed = z.safeParse(contract.response, body);
  if (!parsed.success) {
    throw new RestError(
      'malformed-answer',
      response.status,
      `${contract.method} ${path}: the answer does not match its contract`,
    );
  }
  return parsed.data;
}
