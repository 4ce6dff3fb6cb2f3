import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import { describe, expect } from 'vitest';
import { packetIndex, pagesInRange, stampsAndOverlaps } from './support/packet-pdf.ts';
import { demoAccount, screenshot } from './support/pages.ts';
import { withOwnApp } from './support/fixtures.ts';

// An app of its own: the demo case must still have exhibits waiting for documents, and the case-flow files
// fill Priya's checklist (and so her exhibits) in the shared app.
const it = withOwnApp({});

let db: pg.Client;

it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

const MODULE_COLUMNS = 'type, name, description, order_index, visible, autogen, compiler_hide_title_row, data';
const EXHIBIT_COLUMNS =
  'exhibit_type, name, description, status, owned_by, visible, autogen, order_index, compiler_override_name, data, metadata';

/**
 * A copy of the demo beneficiary's (Priya Sharma's) latest petition: its modules, exhibits, sub-exhibits and file
 * links (the same stored demo files), Bates prefix SHARMA. A copy, so this file's compiles and edits meet no other test.
 */
async function copyOfDemoPetition(): Promise<string> {
  const source = await db.query<{ id: string }>(
    `select p.id from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
      where u.email = $1 order by p.latest_petition desc, p.created_at desc limit 1`,
    [demoAccount('beneficiary').email],
  );
  const sourceId = source.rows[0]!.id;
  const petition = await db.query<{ id: string }>(
    `insert into app_public.petitions (beneficiary_id, company_id, visa_class, bates_prefix)
     select beneficiary_id, company_id, visa_class, 'SHARMA' from app_public.petitions where id = $1 returning id`,
    [sourceId],
  );
  const petitionId = petition.rows[0]!.id;
  const modules = await db.query<{ id: string }>('select id from app_public.modules where petition_id = $1', [sourceId]);
  for (const module of modules.rows) {
    const copy = await db.query<{ id: string }>(
      `insert into app_public.modules (petition_id, ${MODULE_COLUMNS})
       select $2, ${MODULE_COLUMNS} from app_public.modules where id = $1 returning id`,
      [module.id, petitionId],
    );
    const exhibits = await db.query<{ id: string; parent_exhibit_id: string | null }>(
      'select id, parent_exhibit_id from app_public.exhibits where module_id = $1',
      [module.id],
    );
    const copies = new Map<string, string>();
    let pending = exhibits.rows;
    while (pending.length > 0) {
      const ready = pending.filter((e) => !e.parent_exhibit_id || copies.has(e.parent_exhibit_id));
      expect(ready.length, 'sub-exhibits whose parent is in another module').toBeGreaterThan(0);
      for (const exhibit of ready) {
        const copied = await db.query<{ id: string }>(
          `insert into app_public.exhibits (module_id, parent_exhibit_id, ${EXHIBIT_COLUMNS})
           select $2, $3, ${EXHIBIT_COLUMNS} from app_public.exhibits where id = $1 returning id`,
          [exhibit.id, copy.rows[0]!.id, exhibit.parent_exhibit_id ? copies.get(exhibit.parent_exhibit_id) : null],
        );
        copies.set(exhibit.id, copied.rows[0]!.id);
        await db.query(
          `insert into app_public.exhibit_files (exhibit_id, file_id, order_index)
           select $2, file_id, order_index from app_public.exhibit_files where exhibit_id = $1`,
          [exhibit.id, copied.rows[0]!.id],
        );
      }
      pending = pending.filter((e) => !copies.has(e.id));
    }
  }
  return petitionId;
}

interface ExhibitFacts {
  id: string;
  name: string;
  topLevel: boolean;
  files: number;
  subExhibits: number;
}

/** The copy's visible exhibits in visible modules, with how many files and sub-exhibits each has. */
async function visibleExhibits(petitionId: string): Promise<ExhibitFacts[]> {
  const { rows } = await db.query<ExhibitFacts>(
    `select e.id, e.name, e.parent_exhibit_id is null as "topLevel",
            (select count(*)::int from app_public.exhibit_files ef join app_public.files f on f.id = ef.file_id and not f.deleted
              where ef.exhibit_id = e.id) as files,
            (select count(*)::int from app_public.exhibits s where s.parent_exhibit_id = e.id) as "subExhibits"
       from app_public.exhibits e join app_public.modules m on m.id = e.module_id and m.visible
      where e.petition_id = $1 and e.visible`,
    [petitionId],
  );
  return rows;
}

describe('the filing packet of the demo case', () => {
  it('prints no Bates number over text, lists no empty exhibit, and labels exhibits as the tree does', async ({
    signedInPage,
  }) => {
    const petitionId = await copyOfDemoPetition();
    const exhibits = await visibleExhibits(petitionId);
    const withFiles = exhibits.filter((e) => e.files > 0);
    const namesInPacket = new Set(withFiles.map((e) => e.name.trim()));
    // Empty exhibits named unlike any exhibit with documents, so the index can be searched for their names.
    const empty = exhibits.filter(
      (e) => e.files === 0 && e.subExhibits === 0 && e.name.trim() !== '' && !namesInPacket.has(e.name.trim()),
    );
    // The demo case has exhibits still waiting for documents: the point of this test.
    expect(empty.length, 'empty exhibits in the demo case').toBeGreaterThan(1);
    expect(withFiles.length).toBeGreaterThan(1);
    // One kept "to follow"; one with an override name carrying a number of its own (the demo seed makes such names).
    const toFollow = empty.find((e) => e.topLevel);
    const leftOut = empty.filter((e) => e !== toFollow);
    await db.query('update app_public.exhibits set packet_to_follow = true where id = $1', [toFollow!.id]);
    const overridden = withFiles.find((e) => e.topLevel)!;
    await db.query(`update app_public.exhibits set compiler_override_name = 'Exhibit 3-3: ' || name where id = $1`, [
      overridden.id,
    ]);

    const { page, consoleErrors } = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    const panel = page.getByRole('region', { name: 'Compiled packets' });
    await panel.getByText('No packets compiled yet.').waitFor();
    await panel.getByRole('button', { name: 'Compile packet' }).click();
    // The pre-flight list names what is missing; compiling goes ahead once confirmed.
    const confirm = page.getByRole('dialog').getByRole('button', { name: 'Compile anyway' });
    await confirm.waitFor({ timeout: 30_000 });
    await confirm.click();
    const list = panel.getByRole('list', { name: 'Compiled packets' });
    const row = list.getByRole('listitem').filter({ hasText: 'COMPLETED' }).first();
    await row.waitFor({ timeout: 90_000 });
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: /^Download / }).click();
    const pdf = await readFile((await (await downloading).path())!);

    // Every page, cover, index and tabs included, carries its number, and no other text lies under it.
    const pages = await stampsAndOverlaps(pdf, 'SHARMA');
    expect(pages.length).toBeGreaterThan(withFiles.length);
    for (const { page: number, stamps, overlapping } of pages) {
      expect(stamps, `page ${number}`).toEqual([`SHARMA${String(number).padStart(6, '0')}`]);
      expect(overlapping, `text under the Bates number on page ${number}`).toEqual([]);
    }

    // The index: no empty rows; the exhibit kept "to follow" marked so; exhibits without documents left out.
    const index = await packetIndex(pdf);
    expect(index.length).toBeGreaterThan(1);
    for (const entry of index) {
      expect(entry.pages, JSON.stringify(entry)).toMatch(/^(SHARMA\d{6}(–SHARMA\d{6})?|To follow \(SHARMA\d{6}\))$/);
      if (!entry.pages.startsWith('To follow')) expect(pagesInRange(entry.pages)).toBeGreaterThan(0);
    }
    // Long titles end in "…" in the index.
    const titled = (name: string) => (entry: { title: string }) =>
      entry.title === name.trim() || (entry.title.endsWith('…') && name.trim().startsWith(entry.title.slice(0, -1)));
    const kept = index.find(titled(toFollow!.name));
    expect(kept?.pages, JSON.stringify(index)).toMatch(/^To follow/);
    for (const e of leftOut) expect(index.find(titled(e.name)), e.name).toBeUndefined();
    // The override name's own number never prints beside the label.
    expect(index.some(titled(overridden.name))).toBe(true);
    expect(JSON.stringify(index)).not.toContain('3-3');

    // The tree shows the label the packet gave: "to follow" and left-out exhibits alike.
    await page
      .getByRole('article', { name: `Exhibit ${toFollow!.name}`, exact: true })
      .getByText(`Exhibit ${kept!.label}`, { exact: true })
      .waitFor();
    const leftOutRow = page.getByRole('article', { name: `Exhibit ${leftOut[0]!.name}`, exact: true }).first();
    await leftOutRow.getByText('Not in the packet: no documents', { exact: true }).first().waitFor();
    await screenshot(page, 'packets-layout-tree-labels');
    expect(consoleErrors).toEqual([]);
  });
});
