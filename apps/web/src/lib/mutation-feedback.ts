import { FORM_SERVER_ERROR_TEXT } from '@app/domain';
import { toast } from 'sonner';

/**
 * A change made from a panel, with its feedback written once: runs the mutation, then refetches what
 * shows it. A refused or failed mutation is logged (saying what was being done) and told to the person
 * in a toast; a refetch that fails after a saved change is only logged, since the change was saved and
 * the next refresh shows it. Resolves to whether the change was saved, so a form keeps its input when not.
 */
export async function mutateWithFeedback(
  what: string,
  mutate: () => Promise<unknown>,
  refetch: () => Promise<unknown>,
  failureText: string = FORM_SERVER_ERROR_TEXT,
): Promise<boolean> {
  try {
    await mutate();
  } catch (error) {
    console.error(`${what} failed:`, error);
    toast.error(failureText);
    return false;
  }
  await refetch().catch((error: unknown) => console.error(`refreshing after ${what} failed:`, error));
  return true;
}
