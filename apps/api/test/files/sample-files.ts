import { PDFDocument as CantooPDFDocument } from '@cantoo/pdf-lib';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';

/** Files the tests make themselves: good ones, and a corpus of bad ones. */
export async function samplePdf(text = 'Award certificate'): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([300, 200]);
  page.drawText(text, { x: 20, y: 100, size: 14 });
  return Buffer.from(await document.save());
}

/** A PDF whose trailer names an encryption dictionary, as password-protected PDFs do. */
export async function encryptedPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([300, 200]);
  const encrypt = document.context.obj({ Filter: 'Standard', V: 1, R: 2, P: -44 });
  encrypt.set(PDFName.of('O'), PDFString.of('0123456789abcdef0123456789abcdef'));
  encrypt.set(PDFName.of('U'), PDFString.of('0123456789abcdef0123456789abcdef'));
  document.context.trailerInfo.Encrypt = document.context.register(encrypt);
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/**
 * A PDF encrypted as bank statements and the USCIS forms are: with `userPassword` '' anyone can open it and only
 * copying and editing are restricted; with a user password it does not open without it.
 */
export async function restrictedPdf(userPassword: string, text = 'Bank statement'): Promise<Buffer> {
  const document = await CantooPDFDocument.create();
  document.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 14 });
  document.encrypt({ userPassword, ownerPassword: 'owner-only', permissions: { copying: false, modifying: false } });
  return Buffer.from(await document.save());
}

/** A PDF that runs JavaScript when opened. */
export async function javascriptPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([300, 200]);
  const action = document.context.obj({ Type: 'Action', S: 'JavaScript' });
  action.set(PDFName.of('JS'), PDFString.of('app.alert(1)'));
  document.catalog.set(PDFName.of('OpenAction'), document.context.register(action));
  return Buffer.from(await document.save());
}

export async function samplePng(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
}

export async function sampleJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: '#cc6633' } })
    .jpeg()
    .toBuffer();
}

/** A minimal Windows executable header. */
export function executable(): Buffer {
  const bytes = Buffer.alloc(256);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

export const HTML_PAGE = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script><circle r="4"/></svg>',
);

/** A real JPEG with an HTML page appended: a browser sniffing it could render the page. */
export async function jpegHtmlPolyglot(): Promise<Buffer> {
  return Buffer.concat([await sampleJpeg(), HTML_PAGE]);
}

/** A HEIC-branded container that holds no decodable image. */
export function brokenHeic(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypheic', 4, 'latin1');
  ftyp.writeUInt32BE(0, 12);
  ftyp.write('mif1heic', 16, 'latin1');
  return Buffer.concat([ftyp, Buffer.alloc(64, 7)]);
}

/**
 * A 16×16 HEIC photo (515 bytes), made once with `heif-enc -q 50` (Debian's
 * libheif-examples) from a solid PNG: no HEVC encoder is installable from npm,
 * so the bytes are kept here rather than generated.
 */
export const TINY_HEIC = Buffer.from(
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAa1tZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAACAAAAEGlkYXQAAAAAABAAEAAAADhpbG9jAQAAAERAAAIAAQAAAAAAAAHRAAEAAAAAAAAAMgACAAEAAAAAAAAAAQAAAAAAAAAIAAAAOGlpbmYAAAAAAAIAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAAAADYaXBycAAAALZpcGNvAAAAdmh2Y0MBA3AAAAAAAAAAAAAe8AD8/fj4AAAPAyAAAQAYQAEMAf//A3AAAAMAkAAAAwAAAwAeugJAIQABACpCAQEDcAAAAwCQAAADAAADAB6gIIEFluqumubgQEDAgAAAAwCAAAADAIQiAAEABkQBwXPBiQAAABRpc3BlAAAAAAAAAEAAAABAAAAAFGlzcGUAAAAAAAAAEAAAABAAAAAQcGl4aQAAAAADCAgIAAAAGmlwbWEAAAAAAAAAAgABAoECAAICA4QAAAAaaXJlZgAAAAAAAAAOZGltZwACAAEAAQAAADptZGF0AAAALigBrxMhYmNA9Sci//fkn/yHuf8XdlhZ3K6AwVvy+sD2ZJvA86qRnoCHaacwFXg=',
  'base64',
);
