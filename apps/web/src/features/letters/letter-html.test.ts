import { describe, expect, it } from 'vitest';
import { letterTextToHtml } from './letter-html.ts';

describe('letterTextToHtml', () => {
  it('makes paragraphs of blank-line blocks and keeps single line breaks, escaping markup', () => {
    expect(letterTextToHtml('Dear <officer>,\r\n\r\nLine one\nLine & two\n\n\n')).toBe(
      '<p>Dear &lt;officer&gt;,</p><p>Line one<br>Line &amp; two</p>',
    );
  });
});
