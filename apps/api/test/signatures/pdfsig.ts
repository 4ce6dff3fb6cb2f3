import forge from 'node-forge';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** poppler's pdfsig on the bytes: its report (it exits non-zero for a broken signature, which is reported too). */
export async function pdfsig(bytes: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ps-pdfsig-'));
  try {
    const file = path.join(dir, 'signed.pdf');
    await writeFile(file, bytes);
    try {
      const { stdout, stderr } = await promisify(execFile)('pdfsig', [file]);
      return stdout + stderr;
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string };
      return `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The bytes with one byte changed inside the first signed range (in the letter's page content, not the signature). */
export function tamper(bytes: Uint8Array): Buffer {
  const copy = Buffer.from(bytes);
  const byteRange = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(copy.toString('latin1'));
  if (!byteRange) throw new Error('no ByteRange in the signed PDF');
  const position = Math.floor(Number(byteRange[2]) / 3);
  copy[position] = copy[position] === 0x41 ? 0x42 : 0x41;
  return copy;
}

/** The OIDs of the signed attributes of the PDF's CMS signature (the hex string in its /Contents). */
export function signedAttributeTypes(bytes: Uint8Array): string[] {
  const contents = /\/Contents\s*<([0-9A-Fa-f]+)>/.exec(Buffer.from(bytes).toString('latin1'));
  if (!contents) throw new Error('no signature contents in the PDF');
  const der = Buffer.from(contents[1]!.replace(/(00)+$/, ''), 'hex');
  const cms = forge.asn1.fromDer(der.toString('binary'), false);
  const signedData = ((cms.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!;
  const signerInfos = (signedData.value as forge.asn1.Asn1[]).at(-1)!;
  const signerInfo = (signerInfos.value as forge.asn1.Asn1[])[0]!;
  const attributes = (signerInfo.value as forge.asn1.Asn1[]).find(
    (part) => part.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && part.type === 0,
  );
  return ((attributes?.value ?? []) as forge.asn1.Asn1[]).map((attribute) =>
    forge.asn1.derToOid((attribute.value as forge.asn1.Asn1[])[0]!.value as string),
  );
}
