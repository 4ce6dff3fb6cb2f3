/**
 * Attacks both rich-text sanitisers are tested against (browser and server): each must come out with
 * no script, no event handler, no javascript:/data: URL, no style that loads or runs anything, and
 * none of the forbidden elements. Not used at run time.
 */
export const RICH_TEXT_XSS_CORPUS: readonly { name: string; html: string }[] = [
  { name: 'script element', html: '<p>hi</p><script>alert(1)</script>' },
  { name: 'script in mixed case', html: '<ScRiPt>alert(1)</sCrIpT>' },
  { name: 'img onerror', html: '<img src="x" onerror="alert(1)">' },
  { name: 'handler on an allowed element', html: '<p onclick="alert(1)" onmouseover="alert(2)">text</p>' },
  { name: 'javascript: link', html: '<a href="javascript:alert(1)">x</a>' },
  { name: 'javascript: link in mixed case', html: '<a href="JaVaScRiPt:alert(1)">x</a>' },
  {
    name: 'javascript: link entity-encoded',
    html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  },
  { name: 'javascript: link hex-encoded', html: '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>' },
  { name: 'javascript: link with a tab and spaces', html: '<a href=" java\tscript:alert(1)">x</a>' },
  { name: 'vbscript: link', html: '<a href="vbscript:msgbox(1)">x</a>' },
  { name: 'data: link', html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>' },
  { name: 'data: image', html: '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">' },
  { name: 'protocol-relative image', html: '<img src="//evil.example/x.png">' },
  { name: 'svg with script', html: '<svg><script>alert(1)</script></svg>' },
  { name: 'svg onload', html: '<svg onload="alert(1)"><circle r="1"/></svg>' },
  { name: 'svg use href', html: '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>"/></svg>' },
  { name: 'math with a link', html: '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>' },
  { name: 'style expression', html: '<p style="width: expression(alert(1))">x</p>' },
  { name: 'style url()', html: '<span style="background-color: url(javascript:alert(1)); color: red">x</span>' },
  { name: 'style escape', html: '<span style="color: \\72 ed; background-color: u\\rl(x)">x</span>' },
  { name: 'style element', html: '<style>body{background:url(javascript:alert(1))}</style><p>x</p>' },
  {
    name: 'noscript mutation XSS',
    html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  },
  {
    name: 'mutation XSS through a form',
    html: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  },
  { name: 'mutation XSS through a table', html: '<table><a href="javascript:alert(1)"><tr><td>x</td></tr></a></table>' },
  { name: 'template content', html: '<template><img src=x onerror=alert(1)></template>' },
  { name: 'form and inputs', html: '<form action="https://evil.example"><input name="q"><button>go</button></form>' },
  { name: 'iframe', html: '<iframe src="https://evil.example"></iframe>' },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' },
  { name: 'object', html: '<object data="javascript:alert(1)"></object>' },
  { name: 'embed', html: '<embed src="javascript:alert(1)">' },
  { name: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">' },
  { name: 'base href', html: '<base href="javascript:alert(1)//">' },
  { name: 'link stylesheet', html: '<link rel="stylesheet" href="https://evil.example/x.css">' },
  { name: 'text input (not a checkbox)', html: '<input type="text" onfocus="alert(1)" autofocus>' },
  { name: 'formaction on a button', html: '<button formaction="javascript:alert(1)">x</button>' },
  { name: 'srcset', html: '<img src="/files/editor-images/1" srcset="javascript:alert(1) 1x">' },
  { name: 'target without a link', html: '<span target="_top">x</span>' },
];

/** Elements that must never survive sanitising. */
export const RICH_TEXT_FORBIDDEN_ELEMENTS = [
  'script',
  'style',
  'svg',
  'math',
  'form',
  'iframe',
  'object',
  'embed',
  'meta',
  'base',
  'link',
  'template',
  'noscript',
  'button',
] as const;

/** The part of a parsed DOM element the danger check reads (so it runs on jsdom and on the browser's DOM alike). */
interface ParsedElement {
  tagName: string;
  attributes: ArrayLike<{ name: string; value: string }>;
}

/**
 * Every way sanitised HTML could still run or load something, found in its parsed body as a browser would see it:
 * forbidden elements, event handlers, script-bearing attributes and URLs, style urls and expressions.
 */
export function findRichTextDangers(body: { querySelectorAll(selector: '*'): ArrayLike<ParsedElement> }): string[] {
  const found: string[] = [];
  for (const element of Array.from(body.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if ((RICH_TEXT_FORBIDDEN_ELEMENTS as readonly string[]).includes(tag)) found.push(`<${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.replace(/\s/g, '').toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (['srcset', 'action', 'formaction', 'srcdoc', 'xlink:href', 'autofocus'].includes(name)) found.push(`${tag}[${name}]`);
      if (/^(javascript|vbscript|data):/.test(value)) found.push(`${tag}[${name}=${value}]`);
      if (name === 'style' && /url|expression|\\/.test(value)) found.push(`${tag}[style=${value}]`);
    }
  }
  return found;
}
