import { HttpError } from '../../http/http-error.ts';
import { WritingFailedError, type GeneratedText } from '../writing-types.ts';

/**
 * Runs a generation; a failed one (model unreachable, timed out, unusable) becomes the route's own
 * message: 504 for a timeout, 502 otherwise. Other errors go on to the error handler.
 */
export async function generating(failureMessage: string, write: () => Promise<GeneratedText>): Promise<GeneratedText> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof WritingFailedError) {
      console.warn(`Generation failed (${error.reason}): ${error.message}`);
      throw new HttpError(error.reason === 'timeout' ? 504 : 502, failureMessage);
    }
    throw error;
  }
}
