import { eachFrameUntil } from '@/lib/each-frame-until.ts';

/** The Record status form's status field, one per page (the USCIS status panel is there once). */
export const RECORD_USCIS_STATUS_FIELD_ID = 'record-uscis-status-field';
/** What the panel says instead of the form while the case has no receipt number (a status names its receipt). */
export const RECORD_USCIS_STATUS_UNAVAILABLE_ID = 'record-uscis-status-unavailable';

const visible = (element: HTMLElement) => element.getClientRects().length > 0;

/**
 * Puts the focus in the USCIS status panel's Record status form (or on the sentence saying why there is none) once
 * the panel shows it: the panel may first have to load its code and its query, and its tab takes the focus when it
 * is asked for (PanelTabs), so this tries on each animation frame for about five seconds and keeps the focus there
 * for a few frames after it landed.
 */
export function focusRecordUscisStatusWhenShown(): void {
  let framesHeld = 0;
  eachFrameUntil(() => {
    const target = [RECORD_USCIS_STATUS_FIELD_ID, RECORD_USCIS_STATUS_UNAVAILABLE_ID]
      .map((id) => document.getElementById(id))
      .find((element): element is HTMLElement => element !== null && visible(element));
    if (!target) return false;
    if (document.activeElement === target) framesHeld += 1;
    else {
      target.scrollIntoView({ block: 'center' });
      target.focus({ preventScroll: true });
    }
    return framesHeld >= 3;
  }, 5000);
}
