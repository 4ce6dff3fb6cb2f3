import { findRichTextDangers, RICH_TEXT_XSS_CORPUS } from '@app/domain';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../src/rich-text/sanitize-html.ts';

/** What in the output could still run or load something, parsed as a browser would. */
const dangers = (html: string) => findRichTextDangers(new JSDOM(`<body>${html}</body>`).window.document.body);

describe('server rich-text sanitiser', () => {
  it.each(RICH_TEXT_XSS_CORPUS)('neutralises $name', ({ html }) => {
    const output = sanitizeRichText(html);
    expect(dangers(output)).toEqual([]);
    // Sanitising is stable: the output sanitised again is unchanged (no mutation on re-parse).
    expect(sanitizeRichText(output)).toBe(output);
  });

  it('keeps what the editor writes', () => {
    const html =
      '<h2 style="text-align: center">Title</h2><p style="text-align: justify"><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> ' +
      '<span style="font-size: 18px; font-family: Georgia; color: #ff0000">big</span> <mark data-color="#ffff00" style="background-color: #ffff00">hi</mark> ' +
      'H<sub>2</sub>O x<sup>2</sup></p><ul data-type="taskList"><li data-type="taskItem" data-checked="true"><label><input type="checkbox" checked="checked"><span></span></label><div><p>done</p></div></li></ul>' +
      '<div data-type="columns"><div data-type="column"><p>left</p></div><div data-type="column"><p>right</p></div></div>' +
      '<table><tbody><tr><th colspan="1" rowspan="1"><p>h</p></th></tr><tr><td><p>c</p></td></tr></tbody></table>' +
      '<blockquote><p>q</p></blockquote><pre><code>code</code></pre><hr><ol start="3"><li><p>n</p></li></ol>' +
      '<img src="/files/editor-images/9b1f" alt="chart">';
    const output = sanitizeRichText(html);
    for (const kept of [
      '<h2 style="text-align: center">',
      'font-size: 18px; font-family: Georgia; color: #ff0000',
      '<mark data-color="#ffff00" style="background-color: #ffff00">',
      '<sub>2</sub>',
      '<sup>2</sup>',
      'data-type="taskItem" data-checked="true"',
      '<input type="checkbox" checked="checked" disabled="">',
      '<div data-type="columns"><div data-type="column">',
      '<th colspan="1" rowspan="1">',
      '<pre><code>code</code></pre>',
      '<ol start="3">',
      '<img src="/files/editor-images/9b1f" alt="chart">',
    ]) {
      expect(output).toContain(kept);
    }
  });

  it('makes every link open in a new tab without the opener and keeps only allowed schemes', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_top">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@b.c">m</a><a href="tel:+15551234">t</a><a href="/petitions/1">p</a>')).toContain(
      'href="mailto:a@b.c"',
    );
    expect(sanitizeRichText('<a href="ftp://example.com/x">x</a>')).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('keeps only web and /files/ image sources', () => {
    expect(sanitizeRichText('<img src="https://example.com/a.png">')).toBe('<img src="https://example.com/a.png">');
    expect(sanitizeRichText('<p>a<img src="/api/secret">b</p>')).toBe('<p>ab</p>');
  });

  it('reduces styles to the allowed properties and values', () => {
    expect(
      sanitizeRichText('<p style="mso-line-height-rule: exactly; text-align: right; position: fixed; color: rgb(1, 2, 3)">x</p>'),
    ).toBe('<p style="text-align: right; color: rgb(1, 2, 3)">x</p>');
    expect(sanitizeRichText('<p style="text-align: middle">x</p>')).toBe('<p>x</p>');
  });

  it('cleans Word HTML: <o:p>, <font>, classes and mso- styles go, the text stays', () => {
    const word =
      '<p class="MsoNormal" style="mso-margin-top-alt:auto;margin-bottom:0in"><font face="Calibri">Hello<o:p></o:p></font> <b style="mso-bidi-font-weight:normal">world</b></p>';
    expect(sanitizeRichText(word)).toBe('<p>Hello <b>world</b></p>');
  });

  it('passes empty, null and undefined through', () => {
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText(null)).toBeNull();
    expect(sanitizeRichText(undefined)).toBeUndefined();
  });
});
