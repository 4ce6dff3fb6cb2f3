/**
 * Texts the specification fixes word for word (spec 1 §9, spec 3 §9) and that more than one screen shows,
 * kept once so the screens and their tests agree.
 */

/** A form's save was refused by the server (spec 1 §5: the generic form's server error). */
export const FORM_SERVER_ERROR_TEXT = 'There was an error saving your inputs. Please verify they are correct.';
/** A form's submit failed for any other reason (spec 1 §9: the form default). */
export const FORM_DEFAULT_STATUS_TEXT = 'There was an error submitting your information.';
/** A query failed. */
export const UNEXPECTED_ERROR_TEXT = 'Unexpected error occurred';
/** /404, where a customer who opens an admin page is sent (issue 26; the spec gives no words: docs/decisions.md). */
export const NOT_FOUND_TITLE = 'Page not found';
export const NOT_FOUND_TEXT = 'This page does not exist, or it is not open to your account.';

// Empty searches in pickers.
export const NO_ITEM_FOUND_TEXT = 'No item found.';
export const NO_COUNTRY_FOUND_TEXT = 'No country found.';
export const NO_STATE_FOUND_TEXT = 'No state found.';

/** A stored value that is not among a picker's options: shown instead of losing it. */
export const NOT_FOUND_VALUE_TEXT = '(Not found)';
