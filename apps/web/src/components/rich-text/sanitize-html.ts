import { applyRichTextElementRules, RICH_TEXT_PURIFY_CONFIG } from '@app/domain';
import DOMPurify from 'dompurify';

/**
 * The browser's rich-text sanitiser: DOMPurify with the shared allow-list (packages/domain). Its own
 * DOMPurify instance, so the hooks never touch another caller's sanitising.
 */
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof Element && applyRichTextElementRules(node) === 'remove') node.remove();
});

/** Stored or pasted HTML reduced to what the editor supports (spec 2 §2.5; XSS-safe to render). */
export function sanitizeRichText(html: string): string {
  return purifier.sanitize(html, RICH_TEXT_PURIFY_CONFIG);
}

/**
 * Pasted Word / Google Docs HTML, cleaned: Google wraps the whole paste in a <b id="docs-internal-guid…">
 * that is not bold (it would make everything bold), so it is unwrapped first; Word's <o:p>, <font>,
 * classes and mso- styles fall to the allow-list.
 */
export function cleanPastedHtml(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const wrapper of document.querySelectorAll('b[id^="docs-internal-guid"]')) {
    wrapper.replaceWith(...wrapper.childNodes);
  }
  return sanitizeRichText(document.body.innerHTML);
}
