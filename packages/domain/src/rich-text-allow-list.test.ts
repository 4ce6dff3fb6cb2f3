import { describe, expect, it } from 'vitest';
import { cleanRichTextStyle, isAllowedRichTextUrl } from './rich-text-allow-list.ts';

describe('isAllowedRichTextUrl', () => {
  it.each(['https://example.com', 'http://a.b', 'mailto:a@b.c', 'tel:+1555', '/petitions/1', '#section'])('links to %s', (url) =>
    expect(isAllowedRichTextUrl('href', url)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    'ftp://x',
    'page.html',
  ])('never links to %j', (url) => expect(isAllowedRichTextUrl('href', url)).toBe(false));
  it('takes images from the web and /files/ only', () => {
    expect(isAllowedRichTextUrl('src', '/files/editor-images/abc')).toBe(true);
    expect(isAllowedRichTextUrl('src', 'https://example.com/a.png')).toBe(true);
    expect(isAllowedRichTextUrl('src', '/api/other')).toBe(false);
    expect(isAllowedRichTextUrl('src', 'data:image/png;base64,AAAA')).toBe(false);
  });
});

describe('cleanRichTextStyle', () => {
  it('keeps the editor properties with safe values, as written', () => {
    expect(cleanRichTextStyle('font-family: "Courier New"; font-size: 24px; color: #AbC; text-align: justify !important')).toBe(
      'font-family: "Courier New"; font-size: 24px; color: #AbC; text-align: justify',
    );
  });
  it('drops other properties and anything that loads or runs', () => {
    expect(cleanRichTextStyle('position: fixed; mso-list: l0 level1; behavior: url(x.htc)')).toBe('');
    expect(cleanRichTextStyle('color: expression(alert(1)); background-color: url(javascript:x)')).toBe('');
    expect(cleanRichTextStyle('font-family: a\\,b; color: red /* x */')).toBe('');
  });
});
