/**
 * What stored rich text (the TipTap editor's HTML, spec 2 §2.5) may contain: ONE allow-list for the
 * browser's sanitiser (on paste, save and render) and the server's (on write through GraphQL). It lists
 * exactly the editor's features; anything else (scripts, handlers, forms, frames, SVG, classes, Word's
 * mso- styles, unknown URL schemes) is dropped. The sanitisers apply it with DOMPurify; the style and
 * URL rules are plain functions here so both sides run the same code.
 */

/** Elements the editor produces (columns and task lists render as div/ul/li with data-type). */
export const RICH_TEXT_ALLOWED_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'strike',
  'sub',
  'sup',
  'span',
  'mark',
  'a',
  'ul',
  'ol',
  'li',
  'label',
  'input',
  'blockquote',
  'pre',
  'code',
  'hr',
  'div',
  'table',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
] as const;

/** Attributes the editor writes; URL-valued ones are checked again by isAllowedRichTextUrl. */
export const RICH_TEXT_ALLOWED_ATTRIBUTES = [
  'href',
  'target',
  'rel',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'style',
  'colspan',
  'rowspan',
  'colwidth',
  'start',
  'type',
  'checked',
  'disabled',
  'data-type',
  'data-checked',
  'data-color',
] as const;

/**
 * CSS properties kept in a style attribute, each with the values it may take. The first five are the
 * editor's (font size and family, colour, highlight, alignment); widths come from table columns;
 * weight, style and decoration let pasted Google Docs formatting reach TipTap's bold/italic/underline
 * parsers (the editor itself re-renders those as <strong>/<em>/<u>).
 */
const LENGTH = /^\d{1,4}(\.\d{1,3})?(px|pt|em|rem|%)$/;
const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.%]+\s*(,\s*[\d.%]+\s*){2,3}\)|[a-z]{3,20})$/;
export const RICH_TEXT_ALLOWED_STYLES: Readonly<Record<string, RegExp>> = {
  'font-size': LENGTH,
  'font-family': /^[a-z0-9 ,"'-]{1,200}$/,
  color: COLOUR,
  'background-color': COLOUR,
  'text-align': /^(left|center|right|justify)$/,
  width: LENGTH,
  'min-width': LENGTH,
  'font-weight': /^(normal|bold|[1-9]00)$/,
  'font-style': /^(normal|italic)$/,
  'text-decoration': /^(none|underline|line-through)$/,
};

/** Link targets: web, mail and phone addresses, same-site paths and fragments. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** A link target: the schemes above, a same-site path or a fragment (checked after DOMPurify, see below). */
export const RICH_TEXT_URI_PATTERN = /^(?:(?:https?|mailto|tel):|\/(?![/\\])|#)/i;

/**
 * DOMPurify's own value test, which it also applies to plain attributes ('true', '2', 'checkbox'): a
 * value with one of the allowed schemes or with no scheme at all. Links and images are then held to
 * the stricter RICH_TEXT_URI_PATTERN and image rule by applyRichTextElementRules.
 */
const PURIFY_URI_PATTERN = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))/i;

/** Images come from the web or from this server's editor-image address (decisions RTE-021). */
const IMAGE_SRC = /^(?:https?:\/\/|\/files\/)/i;

/**
 * Browsers ignore tabs, newlines and control characters inside a scheme ('java\tscript:'), so a URL is
 * judged with them removed, as DOMPurify does.
 */
function compactUrl(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g, '');
}

/** True when `value` may stand in the URL attribute `attribute` ('href' or 'src') of rich text. */
export function isAllowedRichTextUrl(attribute: 'href' | 'src', value: string): boolean {
  const url = compactUrl(value);
  return attribute === 'src' ? IMAGE_SRC.test(url) : RICH_TEXT_URI_PATTERN.test(url);
}

/**
 * A style attribute reduced to the allowed properties with allowed values ('' when nothing is left).
 * Anything that could load or run something (url(), expression(), escapes, comments) is dropped whole.
 */
export function cleanRichTextStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    // Judged in lower case; written as given (a font family keeps its capitals: "Courier New").
    const value = declaration
      .slice(colon + 1)
      .trim()
      .replace(/\s*!important$/i, '');
    const lower = value.toLowerCase();
    const rule = RICH_TEXT_ALLOWED_STYLES[property];
    if (!rule || /[\\()<>]|\/\*|url|expression/i.test(lower.replace(/^rgba?\(|\)$/g, ''))) continue;
    if (rule.test(lower)) kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

/** What every link in rich text carries: opens in a new tab without handing over the opener. */
export const RICH_TEXT_LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The DOMPurify settings both sanitisers use (with their hooks for style, URLs, links and checkboxes). */
export const RICH_TEXT_PURIFY_CONFIG = {
  ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ALLOWED_ATTRIBUTES],
  ALLOWED_URI_REGEXP: PURIFY_URI_PATTERN,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SAFE_FOR_TEMPLATES: false,
  KEEP_CONTENT: true,
  FORBID_TAGS: ['style', 'script', 'svg', 'math', 'form', 'iframe', 'object', 'embed', 'meta', 'link', 'base'],
  RETURN_TRUSTED_TYPE: false,
};

/** The part of a DOM element the rules below need (the domain package has no DOM types). */
export interface RichTextElementLike {
  readonly nodeName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/**
 * The per-element rules DOMPurify's allow-lists cannot say, run on every element after its attributes
 * are sanitised: styles reduced to the allowed properties, image sources limited to the web and
 * /files/, links opened in a new tab without the opener, inputs only as disabled task-list checkboxes.
 * Returns 'remove' when the element must go (the caller removes it).
 */
export function applyRichTextElementRules(element: RichTextElementLike): 'keep' | 'remove' {
  const style = element.getAttribute('style');
  if (style !== null) {
    const cleaned = cleanRichTextStyle(style);
    if (cleaned) element.setAttribute('style', cleaned);
    else element.removeAttribute('style');
  }
  const tag = element.nodeName.toLowerCase();
  const src = element.getAttribute('src');
  if (src !== null && (tag !== 'img' || !isAllowedRichTextUrl('src', src))) element.removeAttribute('src');
  if (tag === 'img' && element.getAttribute('src') === null) return 'remove';
  const href = element.getAttribute('href');
  if (href !== null && (tag !== 'a' || !isAllowedRichTextUrl('href', href))) element.removeAttribute('href');
  if (tag === 'a') {
    element.setAttribute('target', RICH_TEXT_LINK_ATTRIBUTES.target);
    element.setAttribute('rel', RICH_TEXT_LINK_ATTRIBUTES.rel);
  } else {
    element.removeAttribute('target');
    element.removeAttribute('rel');
  }
  if (tag === 'input') {
    if (element.getAttribute('type')?.toLowerCase() !== 'checkbox') return 'remove';
    element.setAttribute('disabled', '');
  }
  return 'keep';
}
