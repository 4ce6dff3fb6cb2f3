import { findRichTextDangers, RICH_TEXT_XSS_CORPUS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { cleanPastedHtml, sanitizeRichText } from './sanitize-html.ts';

/** What in the output could still run or load something, parsed as a browser would. */
const dangers = (html: string) => findRichTextDangers(new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body);

describe('browser rich-text sanitiser', () => {
  it.each(RICH_TEXT_XSS_CORPUS)('neutralises $name', ({ html }) => {
    const output = sanitizeRichText(html);
    expect(dangers(output)).toEqual([]);
    expect(sanitizeRichText(output)).toBe(output);
  });

  it('keeps the editor features and opens links in a new tab', () => {
    const html =
      '<p style="text-align: center"><span style="font-size: 24px; color: #00ff00">x</span><a href="https://example.com">l</a></p>' +
      '<div data-type="columns"><div data-type="column"><p>a</p></div><div data-type="column"><p>b</p></div></div>';
    expect(sanitizeRichText(html)).toBe(
      '<p style="text-align: center"><span style="font-size: 24px; color: #00ff00">x</span>' +
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">l</a></p>' +
        '<div data-type="columns"><div data-type="column"><p>a</p></div><div data-type="column"><p>b</p></div></div>',
    );
  });

  it('cleans pasted Google Docs HTML: the non-bold docs-internal-guid wrapper is unwrapped', () => {
    const google =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1234-abcd"><p dir="ltr" style="line-height:1.38;margin-top:0pt"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:700;vertical-align:baseline;">Bold</span><span style="font-weight:400"> plain</span></p></b>';
    expect(cleanPastedHtml(google)).toBe(
      '<p><span style="font-size: 11pt; font-family: Arial,sans-serif; color: #000000; font-weight: 700">Bold</span><span style="font-weight: 400"> plain</span></p>',
    );
  });

  it('cleans pasted Word HTML', () => {
    const word =
      '<p class=MsoNormal style="margin:0in;mso-pagination:widow-orphan"><o:p>&nbsp;</o:p><font color="red">Text</font><span style="mso-spacerun:yes">&nbsp;</span></p>';
    expect(cleanPastedHtml(word)).toBe('<p>&nbsp;Text<span>&nbsp;</span></p>');
  });
});
