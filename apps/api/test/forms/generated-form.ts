import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { expect } from 'vitest';
import type { PacketTestServer } from '../packets/packet-test-server.ts';

/**
 * Generates a petition's form through the API as staff (201 expected) and reads back the PDF the server stored: what
 * staff download. Fields are named below `form1[0].`; `missing` is the answer's list of what the case did not give.
 */
export async function generateStoredForm(t: PacketTestServer, petitionId: string, form = 'i-129') {
  const response = await fetch(`${t.server.url}/petitions/${petitionId}/forms/${form}/generate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t.staffToken}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const body = (await response.json()) as { fileId: string; missing: Array<{ label: string; message: string }> };
  expect(response.status, JSON.stringify(body)).toBe(201);
  const { rows } = await t.server.pool.query<{ storage_key: string }>('select storage_key from app_public.files where id = $1', [
    body.fileId,
  ]);
  const pdf = (await PDFDocument.load(await readFile(path.join(t.filesDir, rows[0]!.storage_key)))).getForm();
  return {
    missing: body.missing,
    /** The box's text, undefined when empty (as pdf-lib reads it). */
    text: (name: string) => pdf.getTextField(`form1[0].${name}`).getText(),
    checked: (name: string) => pdf.getCheckBox(`form1[0].${name}`).isChecked(),
    selected: (name: string) => pdf.getDropdown(`form1[0].${name}`).getSelected(),
    /** Whether the filed copy has the field at all: another class's supplement is not filed (filed-pages.ts). */
    has: (name: string) => pdf.getFieldMaybe(`form1[0].${name}`) !== undefined,
  };
}
