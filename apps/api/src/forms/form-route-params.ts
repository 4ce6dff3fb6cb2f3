import { isUscisFormId, type UscisFormId } from '@app/domain';
import { HttpError } from '../http/http-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The petition id of the path, lower-cased; a 400 when it is no id. */
export function petitionIdParam(value: string | undefined): string {
  if (value === undefined || !UUID.test(value)) throw new HttpError(400, 'The petition id in the path must be an id');
  return value.toLowerCase();
}

/** The form of the path (g-28, i-907, i-129, i-140, i-765, g-28-i-765); a 404 naming the forms the app fills otherwise. */
export function formParam(value: string | undefined): UscisFormId {
  const form = value?.toLowerCase() ?? '';
  if (!isUscisFormId(form))
    throw new HttpError(
      404,
      'The app fills the G-28 (the petitioner’s, and the I-765 applicant’s), I-907, I-129, I-140 and I-765 only',
    );
  return form;
}
