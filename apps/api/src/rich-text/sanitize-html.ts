import { applyRichTextElementRules, RICH_TEXT_PURIFY_CONFIG } from '@app/domain';
import createDOMPurify from 'dompurify';
import { newHtmlWindow } from './html-window.ts';

/**
 * The server's rich-text sanitiser: DOMPurify over one jsdom window (created once, on first use), with
 * the same allow-list as the browser (packages/domain), so HTML written through the API is what the
 * editor could have produced whatever the client sent.
 */
let purifier: ReturnType<typeof createDOMPurify> | undefined;

function richTextPurifier(): ReturnType<typeof createDOMPurify> {
  if (purifier) return purifier;
  const window = newHtmlWindow();
  const created = createDOMPurify(window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof window.Element && applyRichTextElementRules(node) === 'remove') node.remove();
  });
  purifier = created;
  return created;
}

/** HTML reduced to the editor's allow-list (spec 2 §2.5); null and undefined pass through. */
export function sanitizeRichText(html: string): string;
export function sanitizeRichText<T extends null | undefined>(html: string | T): string | T;
export function sanitizeRichText(html: string | null | undefined): string | null | undefined {
  if (html === null || html === undefined || html === '') return html;
  return richTextPurifier().sanitize(html, RICH_TEXT_PURIFY_CONFIG);
}
