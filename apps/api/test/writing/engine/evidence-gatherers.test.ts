import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  insertRow,
  makeEmployment,
  makeEntity,
  makeExhibit,
  makeExhibitFile,
  makeFile,
  makeModuleEntity,
  makeUserData,
  makeUserDocument,
} from '@app/db/seed';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../../src/files/storage/file-storage.ts';
import { createLocalDiskStorage } from '../../../src/files/storage/local-disk.ts';
import { createLocalUrlSigner } from '../../../src/files/storage/local-url-signer.ts';
import { createEvidenceGatherer, type EvidenceGatherer } from '../../../src/writing/evidence/gather-evidence.ts';
import { testDatabaseUrl } from '../../support/database.ts';
import { createWorld, type World } from '../../support/world.ts';
import { makeTextPdf } from './pdf-fixtures.ts';

let pool: pg.Pool;
let world: World;
let storageDir: string;
let gatherer: EvidenceGatherer;
let pdfBytes: Buffer;
let pdfFileId: string;
let notesFileId: string;
let entityId: string;
let secondExhibitId: string;
const PASSPORT_NUMBER = 'X1234567Q';

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 4 });
  world = await createWorld(pool);
  storageDir = await mkdtemp(path.join(tmpdir(), 'writing-evidence-'));
  const storage: FileStorage = createLocalDiskStorage({
    rootDir: storageDir,
    signer: createLocalUrlSigner('test-secret-for-evidence'),
  });
  gatherer = createEvidenceGatherer({ pool, storage, maxFileBytes: 5_000_000 });
  const [awardsModule] = world.moduleIds;

  await pool.query(`update app_public.exhibits set description = $2, data = $3 where id = $1`, [
    world.exhibitId,
    '<p>Certificate of the <strong>IEEE Young Engineer Award</strong> &amp; its citation.</p>',
    { url: 'https://ieee.example/award' },
  ]);
  await pool.query(`update app_public.petitions set metadata = $2 where id = $1`, [
    world.petitionId,
    { fieldOfEndeavor: 'Robotics', proposedUSRole: 'Principal Engineer' },
  ]);
  const entity = makeEntity({
    name: `IEEE Young Engineer Award ${world.tag}`,
    type: 'AWARD',
    data: { description: 'Given yearly to one engineer under 35.' },
  });
  entityId = entity.id;
  await insertRow(pool, 'additional_entities', entity);
  await insertRow(pool, 'module_entities', makeModuleEntity({ module_id: awardsModule!, entity_id: entity.id }));

  // The world's exhibit file gets real bytes; a second exhibit in the module holds a Markdown note.
  pdfBytes = await makeTextPdf(2, 1);
  const pdf = await pool.query<{ id: string; storage_key: string }>(
    'select id, storage_key from app_public.files where id = $1',
    [world.fileId],
  );
  pdfFileId = pdf.rows[0]!.id;
  await storage.write(pdf.rows[0]!.storage_key, pdfBytes, 'application/pdf');
  const second = makeExhibit({
    module_id: awardsModule!,
    petition_id: world.petitionId,
    name: 'Press note',
    description: '<p>A note from the press office.</p>',
    order_index: 2,
  });
  secondExhibitId = second.id;
  await insertRow(pool, 'exhibits', second);
  const notes = makeFile({
    name: 'note.md',
    mime_type: 'text/markdown',
    owner_id: world.beneficiary.id,
    sha256: 'recorded-at-registration',
  });
  notesFileId = notes.id;
  await insertRow(pool, 'files', notes);
  await insertRow(pool, 'exhibit_files', makeExhibitFile({ exhibit_id: second.id, file_id: notes.id }));
  await storage.write(notes.storage_key, Buffer.from('# Press\n\nThe award was covered by *IEEE Spectrum*.'), 'text/markdown');

  // A bio's sources: personal data (with passport fields that must never reach the writer), a job, a CV.
  await insertRow(
    pool,
    'user_data',
    makeUserData({ user_id: world.beneficiary.id, role: 'Robotics lead', passport_number: PASSPORT_NUMBER }),
  );
  await insertRow(
    pool,
    'user_employments',
    makeEmployment({
      user_id: world.beneficiary.id,
      company_name: 'Acme Robotics',
      position: 'Principal Engineer',
      start_date: '2021-03-01',
      is_current: true,
    }),
  );
  const cv = makeFile({ name: 'cv.txt', mime_type: 'text/plain', owner_id: world.beneficiary.id });
  await insertRow(pool, 'files', cv);
  await insertRow(
    pool,
    'user_documents',
    makeUserDocument({ user_id: world.beneficiary.id, file_id: cv.id, document_type: 'cv' }),
  );
  await storage.write(cv.storage_key, Buffer.from('Bea Beneficiary — CV\nPhD in robotics, 2019.'), 'text/plain');
});

afterAll(async () => {
  await pool?.end();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

describe('exhibit evidence', () => {
  it('holds the exhibit, its module and entities, the petition and the text of its files, numbered', async () => {
    const evidence = await gatherer.forExhibit(world.staff.id, world.exhibitId);
    expect(evidence!.map((item) => [item.id, item.kind])).toEqual([
      ['E1', 'exhibit'],
      ['E2', 'module'],
      ['E3', 'entity'],
      ['E4', 'petition'],
      ['E5', 'file'],
    ]);
    const [exhibit, module, entity, petition, file] = evidence!;
    expect(exhibit).toMatchObject({ label: 'Exhibit: Award certificate', recordId: world.exhibitId });
    expect(exhibit!.text).toContain('Description: Certificate of the IEEE Young Engineer Award & its citation.');
    expect(exhibit!.text).toContain('url: https://ieee.example/award');
    expect(module).toMatchObject({ label: 'Module: Awards', recordId: world.moduleIds[0] });
    expect(entity).toMatchObject({ recordId: entityId });
    expect(entity!.text).toContain('Given yearly to one engineer under 35.');
    expect(petition!.text).toContain('Beneficiary: Bea Beneficiary');
    expect(petition!.text).toContain('fieldOfEndeavor: Robotics');
    expect(file).toMatchObject({
      label: 'File: award.pdf (Exhibit: Award certificate)',
      fileId: pdfFileId,
      contentHash: createHash('sha256').update(pdfBytes).digest('hex'),
    });
    expect(file!.text).toContain('Page 2 of the award dossier');
  });

  it('is null for an exhibit the caller may not see, an unknown id, or not an id at all', async () => {
    expect(await gatherer.forExhibit(world.beneficiary.id, world.exhibitId)).not.toBeNull();
    expect(await gatherer.forExhibit(world.beneficiary.id, world.hiddenExhibitId)).toBeNull();
    expect(await gatherer.forExhibit(world.otherBeneficiary.id, world.exhibitId)).toBeNull();
    expect(await gatherer.forExhibit(world.staff.id, randomUUID())).toBeNull();
    expect(await gatherer.forExhibit(world.staff.id, 'not-an-id')).toBeNull();
  });
});

describe('module evidence', () => {
  it("holds the module, its entities, the petition, every customer-visible exhibit and its files' text", async () => {
    const evidence = await gatherer.forModule(world.staff.id, world.moduleIds[0]!);
    const labels = evidence!.map((item) => item.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Module: Awards',
        'Exhibit: Award certificate',
        'Exhibit: Press note',
        'File: note.md (Exhibit: Press note)',
      ]),
    );
    // A module's description is customer-visible: the provider-only exhibit is left out even for staff (issue 33).
    expect(labels).not.toContain('Exhibit: Staff memo');
    const note = evidence!.find((item) => item.fileId === notesFileId);
    expect(note).toMatchObject({
      contentHash: 'recorded-at-registration',
      text: '# Press\n\nThe award was covered by *IEEE Spectrum*.',
    });
    expect(evidence!.find((item) => item.recordId === secondExhibitId)!.text).toContain('A note from the press office.');
  });

  it("leaves out what the caller may not see (a customer never gets the staff's hidden exhibit)", async () => {
    const evidence = await gatherer.forModule(world.beneficiary.id, world.moduleIds[0]!);
    expect(evidence!.map((item) => item.label)).not.toContain('Exhibit: Staff memo');
    expect(await gatherer.forModule(world.otherBeneficiary.id, world.moduleIds[0]!)).toBeNull();
  });
});

describe('entity and person evidence', () => {
  it('reads an additional entity', async () => {
    const evidence = await gatherer.forEntity(world.staff.id, entityId);
    expect(evidence).toEqual([expect.objectContaining({ id: 'E1', kind: 'entity', recordId: entityId })]);
    expect(await gatherer.forEntity(world.staff.id, randomUUID())).toBeNull();
  });

  it("reads a person's professional data, employments and CV, never their passport data", async () => {
    const evidence = await gatherer.forUser(world.staff.id, world.beneficiary.id);
    expect(evidence!.map((item) => item.kind)).toEqual(['user', 'employment', 'file']);
    expect(evidence![0]!.text).toContain('Current role: Robotics lead');
    expect(evidence![1]).toMatchObject({ label: 'Employment: Principal Engineer at Acme Robotics' });
    expect(evidence![1]!.text).toContain('Period: 2021-03-01 – present');
    expect(evidence![2]!.text).toContain('PhD in robotics, 2019.');
    expect(JSON.stringify(evidence)).not.toContain(PASSPORT_NUMBER);
    expect(await gatherer.forUser(world.otherBeneficiary.id, world.beneficiary.id)).toBeNull();
  });
});
