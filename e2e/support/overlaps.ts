import type { Page } from 'playwright-core';

/**
 * Controls drawn over one another, described by their accessible names ('Due date × Priority'): visible inputs,
 * selects, text areas and buttons whose boxes cross by more than a few pixels either way. A layout that gives a
 * narrow panel the columns of a wide screen draws a date field under the select beside it, and each still passes
 * axe and every click a test makes by role; only a person sees that one hides the other. A control fixed to the
 * window (Help and support) counts against page content only with the page scrolled to its end.
 */
export function overlappingControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SLACK = 3;
    const nameOf = (element: Element): string => {
      const labelled = element.getAttribute('aria-label');
      if (labelled) return labelled;
      const byId = element.getAttribute('aria-labelledby');
      if (byId) {
        const text = byId
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
          .join(' ')
          .trim();
        if (text) return text;
      }
      if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) {
        const label = element.labels?.[0]?.textContent?.trim();
        if (label) return label;
      }
      return element.textContent?.trim().slice(0, 40) || element.tagName.toLowerCase();
    };
    const visible = (element: Element): DOMRect | null => {
      // Behind an open dialog (hidden from assistive technology, out of reach) nothing is drawn over the dialog.
      if (element.closest('[aria-hidden="true"], [inert]')) return null;
      const box = element.getBoundingClientRect();
      if (box.width <= SLACK || box.height <= SLACK) return null;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return null;
      return box;
    };
    const controls = [...document.querySelectorAll('input:not([type="hidden"]), select, textarea, button, [role="combobox"]')]
      .map((element) => ({ element, box: visible(element) }))
      .filter((control): control is { element: Element; box: DOMRect } => control.box !== null);
    const fixedLayer = (element: Element): boolean => {
      for (let node: Element | null = element; node; node = node.parentElement)
        if (getComputedStyle(node).position === 'fixed') return true;
      return false;
    };
    // Page content passes under a button fixed in a corner as the page scrolls; it hides a control for good only
    // when the page cannot scroll that control out from under it, i.e. scrolled to its end.
    const atPageEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    const found: string[] = [];
    controls.forEach((first, index) => {
      for (const second of controls.slice(index + 1)) {
        if (first.element.contains(second.element) || second.element.contains(first.element)) continue;
        if (!atPageEnd && fixedLayer(first.element) !== fixedLayer(second.element)) continue;
        const across = Math.min(first.box.right, second.box.right) - Math.max(first.box.left, second.box.left);
        const down = Math.min(first.box.bottom, second.box.bottom) - Math.max(first.box.top, second.box.top);
        if (across > SLACK && down > SLACK) found.push(`${nameOf(first.element)} × ${nameOf(second.element)}`);
      }
    });
    // A control that runs out of the panel, dialog or page part it belongs to is drawn over its neighbour too.
    for (const { element, box } of controls) {
      const container = element.parentElement?.closest('aside, [role="dialog"], [role="alertdialog"], [role="tabpanel"], main');
      if (!container) continue;
      const bounds = container.getBoundingClientRect();
      if (box.right - bounds.right > SLACK || bounds.left - box.left > SLACK)
        found.push(`${nameOf(element)} out of its ${container.tagName.toLowerCase()}`);
    }
    return found;
  });
}

/**
 * Text cut short with "…" outside a control (a select shows its choice cut, as every select does): on a phone a
 * file name lost its end and its extension ("northwind-robotics-tax-id-fein-docume…"), and a name is how people
 * tell their files and steps apart.
 */
export function textsCutShort(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => {
        // Fields scroll their own text; only text that is read, not typed, is cut for good.
        if (element.closest('button, select, input, textarea, [role="combobox"], [aria-hidden="true"]')) return false;
        if (!element.textContent?.trim()) return false;
        if (getComputedStyle(element).textOverflow !== 'ellipsis') return false;
        return element.getBoundingClientRect().width > 0 && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => element.textContent?.trim() ?? ''),
  );
}
