import type { TaskDueState } from '@app/domain';
import { useLingui } from '@lingui/react';
import { formatLocalDate } from './format.ts';

/**
 * Words of shared components (used by staff in English too) that the customer's translated screens pass in
 * their language (issue 36): TaskDueNote's due note and ActionItemOpenLink's "Open:".
 */
export function useSharedTexts() {
  const { i18n } = useLingui();
  const taskDue = (state: TaskDueState, dueDate: string) => {
    const date = formatLocalDate(i18n, dueDate);
    if (state === 'overdue') return i18n._({ id: 'task.due.overdue', message: 'Overdue · due {date}', values: { date } });
    if (state === 'due-soon') return i18n._({ id: 'task.due.soon', message: 'Due soon · due {date}', values: { date } });
    return i18n._({ id: 'task.due.later', message: 'Due {date}', values: { date } });
  };
  const openLink = {
    open: i18n._({ id: 'task.open', message: 'Open:' }),
    newTab: i18n._({ id: 'nav.newTab', message: ' (opens in a new tab)' }),
  };
  return { taskDue, openLink };
}
