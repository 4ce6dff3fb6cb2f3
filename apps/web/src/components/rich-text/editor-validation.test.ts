import { describe, expect, it } from 'vitest';
import { characterCountLabel, isValidLinkUrl, normalizeHexColour, plainTextToHtml } from './editor-validation.ts';

describe('isValidLinkUrl (Set Link enabled)', () => {
  it.each(['https://example.com', 'http://a.b/c?d=e', 'mailto:someone@example.com', 'tel:+15551234', 'ftp://files.example'])(
    'accepts %s',
    (url) => expect(isValidLinkUrl(url)).toBe(true),
  );
  it.each([
    'notalink',
    'example.com',
    'https:',
    'https: //example.com',
    '://example.com',
    '',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
  ])('refuses %j', (url) => expect(isValidLinkUrl(url)).toBe(false));
});

describe('normalizeHexColour', () => {
  it.each([
    ['#abc', '#abc'],
    ['#A1B2C3', '#a1b2c3'],
    [' #123456 ', '#123456'],
  ])('keeps %j as %j', (input, colour) => expect(normalizeHexColour(input)).toBe(colour));
  it.each(['#12', '#1234', '#12345', '#1234567', 'abc', '123456', '#ggg', 'red', 'rgb(1,2,3)', ''])('clears %j', (input) =>
    expect(normalizeHexColour(input)).toBe(''),
  );
});

describe('characterCountLabel', () => {
  it('formats the count against the 50,000 limit', () => {
    expect(characterCountLabel(1234)).toBe('1,234 / 50,000 characters');
    expect(characterCountLabel(0)).toBe('0 / 50,000 characters');
    expect(characterCountLabel(50_000)).toBe('50,000 / 50,000 characters');
  });
});

describe('plainTextToHtml', () => {
  it('turns blank-line-separated text into escaped paragraphs', () => {
    expect(plainTextToHtml('First <b>para</b>\nsame para\n\n  Second & last\r\n\r\n')).toBe(
      '<p>First &lt;b&gt;para&lt;/b&gt;<br>same para</p><p>Second &amp; last</p>',
    );
    expect(plainTextToHtml('  \n\n ')).toBe('');
  });
});
