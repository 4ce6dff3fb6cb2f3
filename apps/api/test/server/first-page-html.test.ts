import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CLIENT_CONFIG_ELEMENT_ID,
  FIRST_PAGE_PRELOADS_FILE,
  ZClientConfigResponseSchema,
  type FirstPagePreload,
  type TClientConfigResponse,
} from '@app/domain';
import { installWebApp } from '../../src/server/install-web-app.ts';

/** A built web app in miniature: index.html and the preloads the build wrote for two pages (issue 35). */
const INDEX_HTML =
  '<!doctype html>\n<html>\n  <head>\n    <script type="module" src="/assets/index-e1.js"></script>\n  </head>\n  <body></body>\n</html>\n';
const PRELOADS: FirstPagePreload[] = [
  { path: '/', subpages: false, files: ['assets/home-h1.js', 'assets/shell-s1.js'] },
  { path: '/docs', subpages: false, files: ['assets/documents-d1.js', 'assets/shell-s1.js'] },
  { path: '/onboarding/beneficiary', subpages: true, files: ['assets/beneficiary-onboarding-b1.js'] },
];

const started: { server: http.Server; distDir: string }[] = [];

/** Serves a dist folder holding index.html and, when given, the preloads file's text. */
async function serve(preloadsText?: string, clientConfig?: TClientConfigResponse): Promise<string> {
  const distDir = await mkdtemp(path.join(os.tmpdir(), 'ps-first-page-'));
  await mkdir(path.join(distDir, 'assets'));
  await mkdir(path.join(distDir, '.vite'));
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  if (preloadsText !== undefined) await writeFile(path.join(distDir, FIRST_PAGE_PRELOADS_FILE), preloadsText);
  const app = express();
  installWebApp(app, distDir, clientConfig);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  started.push({ server, distDir });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The chunk files a page's HTML preloads, in order. */
async function preloadedBy(url: string): Promise<string[]> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-cache');
  const html = await response.text();
  // The built file's head as it was (the entry script first), the links added at its end.
  expect(html.startsWith(INDEX_HTML.slice(0, INDEX_HTML.indexOf('  </head>')))).toBe(true);
  return [...html.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="\/([^"]+)">/g)].map(
    (match) => match[1]!,
  );
}

let url: string;
beforeAll(async () => {
  url = await serve(JSON.stringify(PRELOADS));
});

afterAll(async () => {
  for (const { server, distDir } of started) {
    await new Promise((resolve) => server.close(resolve));
    await rm(distDir, { recursive: true, force: true });
  }
});

describe("a page's HTML names the chunks that page loads first", () => {
  it('lists each page its own chunks, in the order the build gave', async () => {
    expect(await preloadedBy(`${url}/`)).toEqual(['assets/home-h1.js', 'assets/shell-s1.js']);
    expect(await preloadedBy(`${url}/docs`)).toEqual(['assets/documents-d1.js', 'assets/shell-s1.js']);
    expect(await preloadedBy(`${url}/docs/`)).toEqual(['assets/documents-d1.js', 'assets/shell-s1.js']);
    expect(await preloadedBy(`${url}/docs?tab=company`)).toEqual(['assets/documents-d1.js', 'assets/shell-s1.js']);
  });

  it('gives a page that routes its own steps the same list on every step, and not to a look-alike path', async () => {
    expect(await preloadedBy(`${url}/onboarding/beneficiary/passport`)).toEqual(['assets/beneficiary-onboarding-b1.js']);
    expect(await preloadedBy(`${url}/onboarding/beneficiaryx`)).toEqual([]);
    expect(await preloadedBy(`${url}/docs/anything`)).toEqual([]);
  });

  it('serves the plain index.html to a page the build named nothing for', async () => {
    const response = await fetch(`${url}/admin/entities`);
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('serves the plain index.html when the build wrote no preloads, or a file that does not match the schema', async () => {
    expect(await preloadedBy(`${await serve()}/docs`)).toEqual([]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const scriptInjection = [{ path: '/docs', subpages: false, files: ['"><script>alert(1)</script>'] }];
      const served = await serve(JSON.stringify(scriptInjection));
      const response = await fetch(`${served}/docs`);
      expect(await response.text()).toBe(INDEX_HTML);
      expect(await preloadedBy(`${await serve('{ not json')}/docs`)).toEqual([]);
      expect(warn).toHaveBeenCalledTimes(2);
    } finally {
      warn.mockRestore();
    }
  });
});

/** Run-time settings as GET /api/client-config answers them, with a provider name that tries to close the block. */
const CLIENT_CONFIG: TClientConfigResponse = {
  oidcIssuer: 'https://id.example.test/',
  oidcClientId: 'petition-studio-web',
  oidcAudience: '',
  resourcesUrl: 'https://help.example.test/?a=1&b=2',
  researchAgentDocsUrl: 'https://docs.example.test/agent',
  sentryDsn: null,
  uploadLimits: { maxBytes: 26_214_400, maxFiles: 500 },
  providerName: 'Acme </script><script>alert(1)</script> & Co\u2028',
  demoMode: false,
};

describe("a page's HTML carries the run-time settings (issue 35: no round trip for them at start-up)", () => {
  it('as a JSON data block that reads back as the settings, on every page, before the preloads', async () => {
    const served = await serve(JSON.stringify(PRELOADS), CLIENT_CONFIG);
    for (const page of ['/', '/docs', '/admin/entities']) {
      const html = await (await fetch(`${served}${page}`)).text();
      const block = new RegExp(`<script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(html);
      expect(block, page).not.toBeNull();
      // What the web app does with it: JSON.parse, then the route's own schema.
      const settings = ZClientConfigResponseSchema.parse(JSON.parse(block![1]!));
      expect(settings).toEqual(CLIENT_CONFIG);
      // No value can close the block or start markup: the only tags are the block's own and the page's.
      expect(block![1]).not.toMatch(/[<>&]/);
      expect(html.match(/<script/g)).toHaveLength(2);
      expect(html.indexOf(block![0])).toBeLessThan(html.indexOf('</head>'));
      if (page !== '/admin/entities') expect(html.indexOf(block![0])).toBeLessThan(html.indexOf('modulepreload'));
    }
  });

  it('is left out when the server gives none', async () => {
    const html = await (await fetch(`${await serve(JSON.stringify(PRELOADS))}/docs`)).text();
    expect(html).not.toContain(CLIENT_CONFIG_ELEMENT_ID);
  });
});
