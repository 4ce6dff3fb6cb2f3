import { EDITOR_CHARACTER_LIMIT } from '@app/domain';

/** Schemes a link may never use, whatever the text after them (spec 2 §5: javascript: is never parsed). */
const SCRIPT_SCHEMES = /^(javascript|vbscript|data):/i;

/**
 * A link URL the 'Set Link' button accepts (spec 2 §5): a scheme, ':' and non-space text, e.g.
 * https://example.com or mailto:a@b.c; never javascript:, vbscript: or data: (control characters and
 * spaces inside the scheme, which browsers ignore, do not hide them).
 */
export function isValidLinkUrl(url: string): boolean {
  const trimmed = url.trim();
  // eslint-disable-next-line no-control-regex
  if (SCRIPT_SCHEMES.test(trimmed.replace(/[\u0000-\u0020\u007f]/g, ''))) return false;
  return /^[a-z][a-z0-9+.-]*:\S+$/i.test(trimmed);
}

/**
 * A text colour as typed (spec 2 §5): '#' and 3 or 6 hex digits gives the colour (lower case);
 * anything else gives '' and the input clears.
 */
export function normalizeHexColour(input: string): string {
  const trimmed = input.trim();
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(trimmed) ? trimmed.toLowerCase() : '';
}

const COUNT_FORMAT = new Intl.NumberFormat('en-US');

/** The counter under the editor, e.g. '1,234 / 50,000 characters'. */
export function characterCountLabel(count: number, limit: number = EDITOR_CHARACTER_LIMIT): string {
  return `${COUNT_FORMAT.format(count)} / ${COUNT_FORMAT.format(limit)} characters`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Generated plain text as editor HTML: blank lines separate paragraphs, single line breaks stay
 * <br>, and the text is escaped (it is never read as markup). Empty text gives ''.
 */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}
