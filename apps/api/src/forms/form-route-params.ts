import { isUscisFormId, type UscisFormId } from '@app/domain';
import { HttpError } from '../http/http-error.ts';

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
