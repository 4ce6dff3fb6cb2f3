import { HttpError } from './http-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The petition id of a route's path (`/petitions/{id}/…`), lower-cased; a 400 in words when it is no id. */
export function petitionIdParam(value: string | undefined): string {
  if (value === undefined || !UUID.test(value)) throw new HttpError(400, 'The petition id in the path must be an id');
  return value.toLowerCase();
}
