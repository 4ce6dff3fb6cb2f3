/**
 * Puts focus back on `element` when an action left it on the page's body: a button disabled while it works drops
 * focus there (the browser does not give it back when the button is enabled again), and a keyboard or screen
 * reader user would start again from the page's top. Focus someone moved on purpose meanwhile stays where it is.
 * Beside keepFocusWhenRemoved (focus-after-removal.ts), which covers a control whose own item goes away.
 */
export function refocusIfLost(element: HTMLElement | null | undefined): void {
  const active = document.activeElement;
  if (element?.isConnected && (active === null || active === document.body)) element.focus();
}
