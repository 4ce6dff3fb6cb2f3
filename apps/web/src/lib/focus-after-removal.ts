/**
 * Keeps keyboard focus on the page when the item holding the focused control is removed (a deleted exhibit, note
 * or file): without this, the browser drops focus to the page's body and a keyboard or screen reader user starts
 * again from the top. Focus goes to the item after it in its list, else the one before, else its section's heading.
 */
import { eachFrameUntil } from './each-frame-until.ts';

/** An item that can be removed: a list entry, a card, or anything marked with this attribute. */
const ITEM_SELECTOR = '[data-removable-item], li, article';
const FOCUSABLE_SELECTOR =
  '[tabindex="-1"], a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';
/** How long the removal may take (a server round trip, then the list's refetch) before we stop watching. */
const WATCH_MS = 8000;

function isFocusable(element: Element): element is HTMLElement {
  return element instanceof HTMLElement && element.matches(FOCUSABLE_SELECTOR);
}

/** The element to focus inside a neighbouring item: the item itself when it takes focus, else its first control. */
function focusTargetIn(item: Element): HTMLElement | null {
  if (isFocusable(item)) return item;
  return item.querySelector<HTMLElement>(FOCUSABLE_SELECTOR);
}

/** The items next to `item` (after, then before), climbing through wrappers that hold only it (sortable rows). */
function neighbours(item: Element): Element[] {
  let element: Element | null = item;
  for (let depth = 0; element && depth < 4; depth += 1, element = element.parentElement) {
    const found = [element.nextElementSibling, element.previousElementSibling].filter((e): e is Element => e !== null);
    if (found.length > 0) return found;
  }
  return [];
}

/** The heading of the section the item sits in, made focusable from script (not a tab stop). */
function sectionHeading(item: Element): HTMLElement | null {
  const section = item.parentElement?.closest('section, [role="region"], [role="dialog"], main');
  const heading = section?.querySelector<HTMLElement>('h1, h2, h3, h4');
  if (!heading) return section instanceof HTMLElement && isFocusable(section) ? section : null;
  return heading;
}

/** Where focus should land once `trigger`'s item has gone, in order of preference; read before the removal. */
export function landingPlacesAfterRemoval(trigger: Element): Array<() => HTMLElement | null> {
  const item = trigger.closest(ITEM_SELECTOR) ?? trigger;
  const targets = neighbours(item).map((neighbour) => () => focusTargetIn(neighbour));
  const heading = sectionHeading(item);
  return [...targets, () => heading];
}

function focusFirstPresent(places: Array<() => HTMLElement | null>): void {
  for (const place of places) {
    const target = place();
    if (!target?.isConnected) continue;
    if (target.matches('h1, h2, h3, h4') && !target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
    return;
  }
}

/**
 * Call when a control starts removing its own item (before or after asking the server). Once the control has left
 * the page, and only if focus fell to the body meanwhile (nobody moved it on purpose), focus goes to the
 * neighbouring item or the section's heading. If the item stays (the removal failed or was undone), nothing happens.
 * `landing` replaces those places when the action has a better one (e.g. the status line an action changed).
 */
export function keepFocusWhenRemoved(trigger: Element | null, landing?: Array<() => HTMLElement | null>): void {
  if (!trigger || !trigger.isConnected) return;
  const places = landing ?? landingPlacesAfterRemoval(trigger);
  eachFrameUntil(() => {
    if (trigger.isConnected) return false;
    const active = document.activeElement;
    if (active === null || active === document.body) focusFirstPresent(places);
    return true;
  }, WATCH_MS);
}
