import type { MouseEvent, MouseEventHandler } from 'react';

/** How a control looks while the action it started runs (Button's and Checkbox's `busy`). */
export const BUSY_CLASS = 'cursor-progress opacity-50';

/**
 * A busy control's click: ignored (its default prevented, so a submit button does not submit and Radix's checkbox
 * does not toggle; a space or Enter press is a click too) instead of disabling it, which would drop the focus to
 * the page's body. Otherwise the control's own handler.
 */
export function busyAwareClick<E extends HTMLElement>(
  busy: boolean,
  onClick: MouseEventHandler<E> | undefined,
): MouseEventHandler<E> | undefined {
  return busy ? (event: MouseEvent<E>) => event.preventDefault() : onClick;
}
