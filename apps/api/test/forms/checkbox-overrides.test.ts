import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKBOX_OVERRIDE_REFUSAL, CURRENT_FORM_EDITIONS } from '@app/domain';
import { startPacketTestServer, type PacketTestServer } from '../packets/packet-test-server.ts';
import { giveWorldTheDemoCase } from './case-fixture.ts';

/** The I-129's "Full-time position: Yes" box (Part 5, item 7). */
const FULL_TIME = CURRENT_FORM_EDITIONS['i-129'].fields.find((entry) => entry.label === 'Full-time position')!;

describe('a USCIS form checkbox entered by hand', () => {
  let t: PacketTestServer;

  const override = async (field: string, value: string | null) => {
    const response = await fetch(`${t.server.url}/petitions/${t.world.petitionId}/forms/i-129/overrides`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.staffToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ field, value }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    t = await startPacketTestServer('ps-checkbox-overrides-');
    await giveWorldTheDemoCase(t.server.pool, t.world);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('is ticked or left empty, never free text that would tick the box whatever it said', async () => {
    expect(FULL_TIME.kind).toBe('checkbox');
    // "No" typed into "Full-time position" ticked the Yes box: refused, and nothing is stored.
    for (const text of ['No', 'Female', 'yes please']) {
      expect(await override(FULL_TIME.field, text)).toEqual({ status: 400, body: { error: CHECKBOX_OVERRIDE_REFUSAL } });
    }
    const { rowCount } = await t.server.pool.query(
      'select 1 from app_public.petition_form_overrides where petition_id = $1 and field_name = $2',
      [t.world.petitionId, FULL_TIME.field],
    );
    expect(rowCount).toBe(0);

    // "Leave the box empty" is kept and wins over the case's answer (the demo offer is full time).
    const cleared = await override(FULL_TIME.field, 'Off');
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    const generated = await fetch(`${t.server.url}/petitions/${t.world.petitionId}/forms/i-129/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.staffToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(generated.status).toBe(201);
    const { fileId } = (await generated.json()) as { fileId: string };
    const { rows } = await t.server.pool.query<{ storage_key: string }>(
      'select storage_key from app_public.files where id = $1',
      [fileId],
    );
    const doc = await PDFDocument.load(await readFile(path.join(t.filesDir, rows[0]!.storage_key)));
    expect(doc.getForm().getCheckBox(FULL_TIME.field).isChecked()).toBe(false);

    expect((await override(FULL_TIME.field, 'On')).status).toBe(200);
    // Text fields still take any text.
    const passport = CURRENT_FORM_EDITIONS['i-129'].fields.find((entry) => entry.label === 'Beneficiary passport number')!;
    expect((await override(passport.field, 'K7654321')).status).toBe(200);
  });
});
