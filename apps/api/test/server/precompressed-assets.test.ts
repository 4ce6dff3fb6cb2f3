import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installWebApp } from '../../src/server/install-web-app.ts';

/** A built web app in miniature: one script with the Brotli and gzip copies the build writes, one without. */
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
let distDir: string;
let server: http.Server;
let url: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'ps-precompressed-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>app</title>');
  const script = path.join(distDir, 'assets', 'app-1a2b.js');
  await writeFile(script, SCRIPT);
  await writeFile(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  await writeFile(`${script}.gz`, zlib.gzipSync(SCRIPT));
  await writeFile(path.join(distDir, 'assets', 'plain-3c4d.css'), 'body { color: black; }');
  const app = express();
  installWebApp(app, distDir);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await rm(distDir, { recursive: true, force: true });
});

/** A raw GET (fetch would decode the body itself): status, headers and the bytes as sent. */
function get(pathname: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.get(`${url}${pathname}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
  });
}

describe('precompressed web assets', () => {
  it('sends the Brotli copy to a browser that accepts it, with the script type and the year-long cache', async () => {
    const response = await get('/assets/app-1a2b.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
    expect(response.body.byteLength).toBeLessThan(SCRIPT.length / 4);
  });

  it('falls back to gzip, then to the file itself, and honours q=0', async () => {
    const gzipped = await get('/assets/app-1a2b.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(SCRIPT);

    const refused = await get('/assets/app-1a2b.js', 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');

    const identity = await get('/assets/app-1a2b.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(SCRIPT);
  });

  it('sends a file without copies as it is, and never leaves the assets folder', async () => {
    const css = await get('/assets/plain-3c4d.css', 'br');
    expect(css.status).toBe(200);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body.toString()).toBe('body { color: black; }');

    const outside = await get('/assets/..%2findex.html.js', 'br');
    expect(outside.headers['content-encoding']).toBeUndefined();
    expect(await get('/assets/missing-0000.js', 'br')).toMatchObject({ status: 404 });
  });
});
