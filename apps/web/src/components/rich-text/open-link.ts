import { isAllowedRichTextUrl } from '@app/domain';

/**
 * Links in the editor open on click (spec 2 §2.5), in a new tab without handing the page over
 * (noopener, noreferrer): TipTap's own handler opens them with window.open(href, '_blank'), which
 * keeps window.opener, so the editor handles the click itself. Returns true when it opened a link.
 */
export function openLinkOnClick(event: MouseEvent): boolean {
  if (event.button !== 0 || event.defaultPrevented) return false;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  const href = link?.getAttribute('href');
  if (!href || !isAllowedRichTextUrl('href', href)) return false;
  event.preventDefault();
  window.open(href, '_blank', 'noopener,noreferrer');
  return true;
}
