import { createRequire } from 'node:module';
import type * as Jsdom from 'jsdom';

const require = createRequire(import.meta.url);

/**
 * A fresh, empty jsdom window for reading or cleaning HTML on the server. jsdom is loaded on the first call,
 * not at start-up: loading it takes 1–2.5 s of CPU, which every server start (and every browser test's own
 * app) paid before the first rich text was ever saved. Loaded through `require` (jsdom is CommonJS) so the
 * callers stay synchronous.
 */
export function newHtmlWindow(): Jsdom.DOMWindow {
  const { JSDOM } = require('jsdom') as typeof Jsdom;
  return new JSDOM('').window;
}
