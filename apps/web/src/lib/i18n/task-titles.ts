import { DESCRIPTION_REVIEW_AWAITED_KIND, formNumber, isHandSignedForm, SIGNED_FORM_AWAITED_KIND } from '@app/domain';
import type { I18n } from '@lingui/core';

/**
 * A task's title as the customer reads it. Staff write a task's text themselves, so it is shown as written; a
 * request to sign a form (migration 0087) or to review descriptions (0091) is the app's own words, so it reads in the customer's language.
 */
export function taskTitle(
  i18n: I18n,
  task: { content: string; awaitedKind?: string | null; awaitedType?: string | null },
): string {
  if (task.awaitedKind === SIGNED_FORM_AWAITED_KIND && isHandSignedForm(task.awaitedType)) {
    return i18n._({
      id: 'signForm.taskTitle',
      message: 'Sign the {form} and upload the signed copy',
      values: { form: formNumber(task.awaitedType) },
    });
  }
  if (task.awaitedKind === DESCRIPTION_REVIEW_AWAITED_KIND) {
    return i18n._({ id: 'reviewDescriptions.taskTitle', message: 'Review and approve the draft exhibit descriptions' });
  }
  return task.content;
}
