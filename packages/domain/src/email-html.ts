/**
 * The HTML part of every e-mail the product sends (notifications, digests, portal invitations, signing e-mails, the
 * signed copy), beside its unchanged plain text (multipart/alternative). One small layout: the provider's name as a
 * header, the message's paragraphs, the main link as a labelled button with its address as text under it (clients
 * that strip links still show where to go), and small print saying who sent it and why. Built from the same sentences
 * as the text part, so neither says more than the other.
 *
 * Mail clients drop <style> blocks and external CSS, and many block remote images: inline styles only, no images, no
 * remote resources (no tracking pixel), one column without tables, readable at 390 px. Colours meet WCAG AA contrast
 * (the darkest text on white is over 15:1, the button's white on blue and the small print about 7:1).
 */

/** One block of an e-mail's body, in reading order. */
export type EmailBlock =
  /** A paragraph; its lines are kept as lines. `large`: the one thing to read first (a code to type). */
  | { kind: 'paragraph'; lines: readonly string[]; large?: boolean }
  /** Words someone else wrote, quoted (the start of a support reply). */
  | { kind: 'quote'; text: string }
  /** The main link: a button with its label, then its address as text. */
  | { kind: 'button'; label: string; url: string }
  /** One of several linked items (a digest's notifications): its title, detail and address. */
  | { kind: 'item'; title: string; detail: string | null; url: string };

export interface EmailLayout {
  /** The e-mail's language (BCP 47: 'en', 'pt-BR', 'zh-Hans', …): the html element's lang and dir. */
  lang: string;
  /** The provider's name (PROVIDER_NAME): the header, and the signature under the small print. */
  providerName: string;
  /** The subject, as the document's title. */
  subject: string;
  blocks: readonly EmailBlock[];
  /** Small print: why the person gets this e-mail, and whom to ask; links: the settings, stopping these e-mails. */
  footer: readonly (string | EmailFooterLink)[];
}

/** A link in the small print, shown by its label (the text part writes the label and the address). */
export interface EmailFooterLink {
  label: string;
  url: string;
}

/** Text for HTML content or a double-quoted attribute: names, letter names and replies come from users. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Scripts written right to left (Arabic, Hebrew, Persian, Urdu, …); every portal language today is left to right. */
const RIGHT_TO_LEFT = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** The writing direction of a language tag, for the html element's dir. */
export function textDirection(lang: string): 'ltr' | 'rtl' {
  const [language = '', ...subtags] = lang.toLowerCase().split(/[-_]/);
  if (subtags.some((subtag) => subtag === 'arab' || subtag === 'hebr')) return 'rtl';
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

/**
 * A button's label from the sentence that carries the link in the text part ("Open the portal: https://…" →
 * "Open the portal"), so the button says exactly what the translated sentence says, in any language (a full-width
 * colon included). A sentence without the link is its own label.
 */
export function labelBeforeLink(sentence: string, link: string): string {
  const at = sentence.lastIndexOf(link);
  if (at <= 0) return sentence;
  return sentence
    .slice(0, at)
    .replace(/[\s:：]+$/u, '')
    .trim();
}

/** Only web addresses become links: anything else (a mistyped PUBLIC_URL, a javascript: URL) stays text. */
const isWebAddress = (url: string) => /^https?:\/\/[^\s"<>]+$/i.test(url);

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Noto Sans','Helvetica Neue',Arial,sans-serif";
const INK = '#111827';
const MUTED = '#4b5563';
const LINK = '#1d4ed8';

const style = {
  body: `margin:0;padding:0;background-color:#f3f4f6;color:${INK};font-family:${FONT};font-size:16px;line-height:1.5;`,
  column: 'max-width:600px;margin:0 auto;padding:16px 12px;',
  card: 'background-color:#ffffff;border:1px solid #d1d5db;border-radius:8px;padding:20px 16px;',
  header: `margin:0 0 20px 0;padding-bottom:12px;border-bottom:1px solid #e5e7eb;font-size:20px;font-weight:700;color:${INK};`,
  paragraph: `margin:0 0 16px 0;color:${INK};overflow-wrap:break-word;word-wrap:break-word;`,
  large: `margin:0 0 16px 0;color:${INK};font-size:24px;font-weight:700;letter-spacing:1px;`,
  quote: `margin:0 0 16px 0;padding:8px 12px;border-left:4px solid ${LINK};background-color:#f9fafb;color:${INK};overflow-wrap:break-word;word-wrap:break-word;`,
  buttonRow: 'margin:24px 0 8px 0;',
  button: `display:inline-block;padding:12px 20px;border-radius:6px;background-color:${LINK};color:#ffffff;font-weight:700;text-decoration:none;`,
  address: `margin:0 0 20px 0;font-size:14px;color:${MUTED};word-break:break-all;overflow-wrap:anywhere;`,
  addressLink: `color:${LINK};text-decoration:underline;`,
  item: `margin:0 0 4px 0;color:${INK};overflow-wrap:break-word;word-wrap:break-word;`,
  itemTitle: `font-weight:700;color:${INK};`,
  footer: `margin:0 0 8px 0;font-size:13px;color:${MUTED};overflow-wrap:break-word;word-wrap:break-word;`,
  footerBox: 'padding:16px 4px 0 4px;',
};

/** An address as text (a link too when it is a web address): what a reader copies when the button is gone. */
function addressLine(url: string): string {
  const shown = escapeHtml(url);
  const content = isWebAddress(url) ? `<a href="${shown}" style="${style.addressLink}">${shown}</a>` : shown;
  return `<p style="${style.address}">${content}</p>`;
}

function renderBlock(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${block.large ? style.large : style.paragraph}">${block.lines.map(escapeHtml).join('<br>')}</p>`;
    case 'quote':
      return `<blockquote style="${style.quote}">${escapeHtml(block.text)}</blockquote>`;
    case 'button': {
      const label = escapeHtml(block.label);
      const button = isWebAddress(block.url)
        ? `<p style="${style.buttonRow}"><a href="${escapeHtml(block.url)}" style="${style.button}">${label}</a></p>`
        : `<p style="${style.paragraph}">${label}</p>`;
      return button + addressLine(block.url);
    }
    case 'item': {
      const lines = [`<span style="${style.itemTitle}">${escapeHtml(block.title)}</span>`];
      if (block.detail) lines.push(escapeHtml(block.detail));
      return `<p style="${style.item}">${lines.join('<br>')}</p>${addressLine(block.url)}`;
    }
  }
}

/** One line of small print: text, or a link labelled in words (an address that is not a web address stays text). */
function footerLine(line: string | EmailFooterLink): string {
  if (typeof line === 'string') return `<p style="${style.footer}">${escapeHtml(line)}</p>`;
  const label = escapeHtml(line.label);
  const content = isWebAddress(line.url)
    ? `<a href="${escapeHtml(line.url)}" style="${style.addressLink}">${label}</a>`
    : `${label}: ${escapeHtml(line.url)}`;
  return `<p style="${style.footer}">${content}</p>`;
}

/** The whole HTML document of an e-mail. */
export function renderEmailHtml(layout: EmailLayout): string {
  const lang = escapeHtml(layout.lang);
  const provider = escapeHtml(layout.providerName);
  const footer = [...layout.footer, `— ${layout.providerName}`].map(footerLine).join('\n');
  return [
    '<!DOCTYPE html>',
    `<html lang="${lang}" dir="${textDirection(layout.lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light only">',
    `<title>${escapeHtml(layout.subject)}</title>`,
    '</head>',
    `<body style="${style.body}">`,
    `<div style="${style.column}">`,
    `<div style="${style.card}">`,
    `<p style="${style.header}">${provider}</p>`,
    ...layout.blocks.map(renderBlock),
    '</div>',
    `<div style="${style.footerBox}">`,
    footer,
    '</div>',
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}
