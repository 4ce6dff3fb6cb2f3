import { restPath, type FormRouteContract, type RestContract, type TPathParams } from '@app/domain';
import { z } from 'zod';
import { accessToken } from './access-token.ts';
import { authHeaders } from './apollo.ts';
import { noticeRejectedSession } from './session-rejection.ts';

/** Why a REST call failed: no answer, a refusal ({error} from the server), or an answer not understood. */
export type RestFailure = 'network' | 'refused' | 'malformed-answer';

/** A failed REST call, with the HTTP status (null without an answer) and the server's {error} text. */
export class RestError extends Error {
  readonly failure: RestFailure;
  readonly status: number | null;
  /** The server's own reason, when it gave one. */
  readonly serverMessage: string | undefined;

  constructor(failure: RestFailure, status: number | null, message: string, serverMessage?: string) {
    super(message);
    this.failure = failure;
    this.status = status;
    this.serverMessage = serverMessage;
    this.name = 'RestError';
  }
}

/** The server's answer in words when it refused the call (its {error} sentence); undefined for any other failure. */
export function refusalOf(error: unknown): string | undefined {
  return error instanceof RestError && error.failure === 'refused' ? error.serverMessage : undefined;
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
 * Sends one request with the signed-in user's bearer token and the workspace override. No answer at all
 * is a RestError('network'); an abort (the caller's signal or its timeout) passes through unchanged.
 */
async function send(method: string, path: string, init: RequestInit & { headers: Record<string, string> }): Promise<Response> {
  const headers = { ...authHeaders(accessToken()), ...init.headers };
  try {
    const response = await fetch(path, { ...init, method, headers });
    noticeRejectedSession(response, 'authorization' in headers);
    return response;
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new RestError('network', null, `${method} ${path}: no answer from the server`);
  }
}

/** The answer's body read as the route says (JSON or plain text) and parsed with its schema, or a RestError. */
async function readAnswer<Schema extends z.ZodType>(
  route: string,
  response: Response,
  responseType: 'application/json' | 'text/plain',
  schema: Schema,
): Promise<z.output<Schema>> {
  if (!response.ok) {
    const reason = await serverMessage(response);
    throw new RestError('refused', response.status, reason ?? `${route} failed (${response.status})`, reason);
  }
  let body: unknown;
  try {
    body = responseType === 'text/plain' ? await response.text() : await response.json();
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError')) throw error;
    throw new RestError('malformed-answer', response.status, `${route}: the answer is not ${responseType}`);
  }
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) {
    throw new RestError('malformed-answer', response.status, `${route}: the answer does not match its contract`);
  }
  return parsed.data;
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
  const response = await send(contract.method, isGet ? withQuery(path, call.request) : path, {
    headers: { accept: 'application/json', ...(isGet ? {} : { 'content-type': 'application/json' }), ...call.headers },
    ...(isGet ? {} : { body: JSON.stringify(call.request) }),
    signal: call.signal ?? null,
  });
  return readAnswer(`${contract.method} ${path}`, response, 'application/json', contract.response);
}

export interface FormCall {
  /** A FormData for a multipart route, the fields of a url-encoded one. */
  body: FormData | Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

/** A form route's parsed answer with its headers (generated texts name their provenance there). */
export interface FormAnswer<T> {
  data: T;
  headers: Headers;
}

/**
 * Calls a form route (letters, descriptions, bio: a multipart or url-encoded request, a plain-text or
 * JSON answer) through its contract, with the same token, errors and answer checks as callRest. JSON
 * routes among them go through callRest.
 */
export async function callFormRoute<ResponseSchema extends z.ZodType>(
  // The request schema is the server's to apply: a form's fields are strings and files, checked there.
  contract: FormRouteContract<string, z.ZodType, ResponseSchema>,
  call: FormCall,
): Promise<FormAnswer<z.output<ResponseSchema>>> {
  const { body } = call;
  // The contract says how the server reads the request; a body of the other kind would be refused as malformed.
  if (body instanceof FormData !== (contract.requestEncoding === 'multipart/form-data')) {
    throw new TypeError(
      `${contract.path} takes ${contract.requestEncoding}: use callRest for JSON, a FormData only for multipart`,
    );
  }
  const response = await send(contract.method, contract.path, {
    // A multipart body sets its own content type (with the boundary); a url-encoded one is named here.
    headers: {
      accept: contract.responseType,
      ...(body instanceof FormData ? {} : { 'content-type': contract.requestEncoding }),
    },
    body: body instanceof FormData ? body : new URLSearchParams(body).toString(),
    signal: call.signal ?? null,
  });
  const data = await readAnswer(`${contract.method} ${contract.path}`, response, contract.responseType, contract.response);
  return { data, headers: response.headers };
}
