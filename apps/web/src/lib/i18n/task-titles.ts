import {
  DESCRIPTION_REVIEW_AWAITED_KIND,
  formNumber,
  isHandSignedForm,
  isOneOf,
  ONBOARDING_MODULE_TYPES,
  SIGNED_FORM_AWAITED_KIND,
} from '@app/domain';
import type { I18n } from '@lingui/core';
import { MODULE_TITLES } from './checklist-module-titles.ts';
import { exhibitDisplayName } from './exhibit-type-messages.ts';

/** A task as the customer's pages read it: its words, what it waits for, and whether the words are the app's. */
export interface TitledTask {
  content: string;
  /** The app wrote the words from what the task waits for (migration 0126); false: staff's own words. */
  titleGenerated?: boolean | null;
  awaitedKind?: string | null;
  awaitedType?: string | null;
  /** The exhibit a file is awaited on (null once the exhibit is deleted). */
  exhibitByExhibitId?: { name: string; exhibitType?: string | null } | null;
}

/**
 * A task's title as the customer reads it. Staff's words are shown as written: the app never rewrites a person's
 * words. A title the app wrote (titleGenerated) is worded again from what the task waits for, in the reader's
 * language: the request to sign a form (migration 0087) or to review descriptions (0091), a checklist part to finish,
 * a file for an exhibit. One it cannot word again (its exhibit deleted) keeps the app's English.
 */
export function taskTitle(i18n: I18n, task: TitledTask): string {
  if (!task.titleGenerated) return task.content;
  const { awaitedKind, awaitedType } = task;
  if (awaitedKind === SIGNED_FORM_AWAITED_KIND && isHandSignedForm(awaitedType)) {
    // The G-28 for the I-765 is told from the petitioner's G-28: a self-petitioner is asked for both.
    if (awaitedType === 'g-28-i-765') {
      return i18n._({
        id: 'signForm.taskTitle.g28ForI765',
        message: 'Sign the G-28 for the I-765 and upload the signed copy',
      });
    }
    return i18n._({
      id: 'signForm.taskTitle',
      message: 'Sign the {form} and upload the signed copy',
      values: { form: formNumber(awaitedType) },
    });
  }
  if (awaitedKind === DESCRIPTION_REVIEW_AWAITED_KIND) {
    return i18n._({ id: 'reviewDescriptions.taskTitle', message: 'Review and approve the draft exhibit descriptions' });
  }
  if (awaitedKind === 'ONBOARDING_MODULE' && isOneOf(ONBOARDING_MODULE_TYPES, awaitedType) && awaitedType !== 'MEMO_STARTER') {
    return i18n._({
      id: 'actions.taskTitle.finishModule',
      message: 'Finish the {part} part of your checklist',
      values: { part: i18n._(MODULE_TITLES[awaitedType]) },
    });
  }
  if (task.exhibitByExhibitId) {
    return i18n._({
      id: 'actions.taskTitle.uploadExhibit',
      message: 'Upload: {exhibit}',
      values: { exhibit: exhibitDisplayName(task.exhibitByExhibitId, i18n) },
    });
  }
  return task.content;
}
