import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthError, type Authenticator } from '../../src/auth/authenticate.ts';
import { ZOcrResponseSchema } from '@app/domain';
import { installErrorHandler } from '../../src/http/error-handler.ts';
import { installOcrRoute, terminateOcrWorker, type OcrFile } from '../../src/ocr/index.ts';
import { ICAO_SPECIMEN, SAMPLE_USA, renderDataPage } from './passport-image.ts';
import { wrapInPdf } from './pdf-scan.ts';
import { UNHURRIED_READING } from './unhurried-reading.ts';

const OWNER = 'a3b5c7d9-0000-4000-8000-000000000001';

/** Accepts 'Bearer owner' and 'Bearer stranger'; no identity provider, no database. */
const authenticator: Authenticator = {
  async authenticate(header) {
    if (header === 'Bearer owner') return { userId: OWNER, isAdmin: false, sub: 'test|owner' };
    if (header === 'Bearer stranger') return { userId: 'someone-else', isAdmin: false, sub: 'test|stranger' };
    throw new AuthError('Missing bearer token', null);
  },
};

describe('GET /utils/ocr', () => {
  let server: http.Server;
  let baseUrl: string;
  const files = new Map<string, OcrFile>();
  const readFile = vi.fn(async (fileId: string, userId: string) => (userId === OWNER ? (files.get(fileId) ?? null) : null));
  const logged = vi.spyOn(console, 'log');
  const loggedErrors = vi.spyOn(console, 'error');

  beforeAll(async () => {
    files.set('passport-1', { bytes: await renderDataPage(SAMPLE_USA), mimeType: 'image/jpeg' });
    const blank = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    files.set('blank-1', { bytes: blank, mimeType: 'image/png' });
    files.set('scan-pdf', { bytes: Buffer.from('%PDF-1.7\n%%EOF\n'), mimeType: 'application/pdf' });
    files.set('passport-pdf', { bytes: await wrapInPdf(await renderDataPage(ICAO_SPECIMEN)), mimeType: 'application/pdf' });
    // A phone photo stored sideways with EXIF orientation 6 ("turn 90° clockwise to view").
    const sideways = await sharp(await renderDataPage(SAMPLE_USA, { rotate: 270 }))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    files.set('passport-exif', { bytes: sideways, mimeType: 'image/jpeg' });
    files.set('notes-1', { bytes: Buffer.from('hello'), mimeType: 'text/plain' });
    files.set('broken-1', { bytes: Buffer.from('not really a png'), mimeType: 'image/png' });

    const app = express();
    installOcrRoute(app, { pool: {} as never, authenticator, readFile, readingLimits: UNHURRIED_READING });
    installErrorHandler(app);
    server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await terminateOcrWorker();
  });

  const get = (fileId: string, token = 'owner') =>
    fetch(`${baseUrl}/utils/ocr?fileId=${encodeURIComponent(fileId)}`, { headers: { authorization: `Bearer ${token}` } });

  it('answers the reading of a passport scan the caller may see', async () => {
    const response = await get('passport-1');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The answer is exactly what the route's contract promises the web app.
    const body = ZOcrResponseSchema.parse(await response.json());
    expect(body.fields).toEqual({
      passportNumber: '563927014',
      surname: 'OCONNOR',
      givenName: 'JOHN',
      middleName: 'PAUL DAVID',
      dateOfBirth: '1991-03-05',
      sex: 'M',
      nationality: 'IND',
      countryOfIssue: 'USA',
      expirationDate: '2033-09-17',
      dateOfIssue: null,
      cityOfIssue: null,
      placeOfBirth: null,
    });
    expect(body.confidence).toBeGreaterThan(0.85);
    expect(body.mrz).toMatchObject({ format: 'TD3', valid: true });
    // Per passport field, how far it may be trusted (issue 34): certain where the reader vouches for it, so a
    // document number read only after a look-alike digit was guessed ('medium') is not.
    expect(body.fieldConfidence).toMatchObject({ surname: 'certain', dateOfBirth: 'certain', expirationDate: 'certain' });
    expect(body.fieldConfidence.passportNumber).toBe(
      body.mrz.fields.documentNumber.confidence === 'high' ? 'certain' : 'uncertain',
    );
    expect(readFile).toHaveBeenCalledWith('passport-1', OWNER);
  }, 60_000);

  it('never logs passport data', () => {
    const output = [...logged.mock.calls, ...loggedErrors.mock.calls].flat().map(String).join('\n');
    expect(output).not.toContain('OCONNOR');
    expect(output).not.toContain('563927014');
  });

  it('answers 401 without a token', async () => {
    const response = await fetch(`${baseUrl}/utils/ocr?fileId=passport-1`);
    expect(response.status).toBe(401);
  });

  it('answers 404 when the file is not visible to the caller', async () => {
    const response = await get('passport-1', 'stranger');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'File not found' });
    expect((await get('no-such-file')).status).toBe(404);
  });

  it('answers 400 without a usable fileId', async () => {
    const response = await fetch(`${baseUrl}/utils/ocr`, { headers: { authorization: 'Bearer owner' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'fileId is required' });
    expect((await get('../../etc/passwd')).status).toBe(400);
  });

  it('answers 422 when the image has no machine-readable zone', async () => {
    const response = await get('blank-1');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'No machine-readable zone found' });
  }, 60_000);

  it('reads a PDF scan through its rendered first page', async () => {
    const response = await get('passport-pdf');
    expect(response.status).toBe(200);
    const body = ZOcrResponseSchema.parse(await response.json());
    expect(body.fields).toMatchObject({ passportNumber: 'L898902C3', surname: 'ERIKSSON', dateOfBirth: '1974-08-12' });
    expect(body.mrz).toMatchObject({ format: 'TD3', documentType: 'P', valid: true });
  }, 60_000);

  it('reads a photo stored sideways, applying its EXIF orientation', async () => {
    const response = await get('passport-exif');
    expect(response.status).toBe(200);
    const body = ZOcrResponseSchema.parse(await response.json());
    expect(body.fields).toMatchObject({ passportNumber: '563927014', surname: 'OCONNOR', expirationDate: '2033-09-17' });
  }, 60_000);

  it('answers 415 for PDFs that do not open, other types and bytes that are no image', async () => {
    const pdf = await get('scan-pdf');
    expect(pdf.status).toBe(415);
    expect(await pdf.json()).toEqual({ error: 'The PDF cannot be opened or rendered' });
    const notes = await get('notes-1');
    expect(notes.status).toBe(415);
    expect(((await notes.json()) as { error: string }).error).toMatch(/needs an image .* or a PDF scan/);
    const broken = await get('broken-1');
    expect(broken.status).toBe(415);
    expect(await broken.json()).toEqual({ error: 'The file is not an image that can be read' });
  });
});
