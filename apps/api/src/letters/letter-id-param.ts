import { HttpError } from '../http/http-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The letter id of the path, lower-cased; a 400 when it is no id. */
export function letterIdParam(value: string | undefined): string {
  if (value === undefined || !UUID.test(value)) throw new HttpError(400, 'The letter id in the path must be an id');
  return value.toLowerCase();
}
