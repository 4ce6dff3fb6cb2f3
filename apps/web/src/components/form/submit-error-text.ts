import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { FORM_DEFAULT_STATUS_TEXT, FORM_SERVER_ERROR_TEXT } from '@app/domain';

/**
 * What a form says when its save fails: the server refused the inputs (a GraphQL error, or an HTTP 4xx
 * from a REST route) → 'There was an error saving your inputs…'; anything else (network down, server
 * failure) → the default 'There was an error submitting your information.'.
 */
export function submitErrorText(error: unknown): string {
  return isInputRejection(error) ? FORM_SERVER_ERROR_TEXT : FORM_DEFAULT_STATUS_TEXT;
}

function isInputRejection(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return true;
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const { status } = error;
  return typeof status === 'number' && status >= 400 && status < 500;
}
