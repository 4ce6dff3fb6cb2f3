import type { z } from 'zod';

/** The {name} placeholders of a path template, e.g. 'id' for '/exhibits/{id}/clone'. */
type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/** Values for a path template's placeholders; {} when it has none. */
export type TPathParams<P extends string> = { [Name in PathParamNames<P>]: string };

/**
 * One REST route, written once and used by both sides: the server mounts `path` and validates the
 * request with `request`; the web app's client sends to `path` and parses the answer with `response`.
 * GET requests carry the request as query parameters, POST requests as a JSON body.
 */
export interface RestContract<
  Path extends string = string,
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  /** Path template with {name} placeholders. */
  path: Path;
  request: Request;
  response: Response;
}

export function defineContract<Path extends string, Request extends z.ZodType, Response extends z.ZodType>(
  contract: RestContract<Path, Request, Response>,
): RestContract<Path, Request, Response> {
  return contract;
}

/** What the server's handler reads: the contract's request as its schema parsed it (defaults filled, strings trimmed). */
export type TContractRequest<C extends RestContract> = z.output<C['request']>;

/** What the server may answer: anything the contract's response schema accepts (the client parses it with that schema). */
export type TContractAnswer<C extends RestContract> = z.input<C['response']>;

/** The path with its placeholders filled (each value URL-encoded); throws when one has no value. */
export function restPath(path: string, values: Readonly<Record<string, string>>): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}

/** The path in Express's notation ('/exhibits/:id/clone'), so the server mounts the contract's own path. */
export function expressPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Every REST error answer: a sentence safe to show (the server logs the details). */
export interface TRestErrorBody {
  error: string;
}
