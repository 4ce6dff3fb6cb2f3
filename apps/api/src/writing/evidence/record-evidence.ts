import type pg from 'pg';
import {
  describeFields,
  htmlToText,
  lines,
  type EvidenceSource,
  type RecordEvidence,
  type StoredFileRef,
} from './evidence-source.ts';

/**
 * Evidence from the records of a petition, read as the caller (the client is inside asUser, so row-level
 * security decides what is seen). An id the caller may not see, or that does not exist, gives null.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface FileRow {
  id: string;
  name: string;
  mime_type: string;
  storage_key: string;
  sha256: string | null;
  linked_from: string;
}

const toFileRef = (row: FileRow): StoredFileRef => ({
  id: row.id,
  name: row.name,
  mimeType: row.mime_type,
  storageKey: row.storage_key,
  sha256: row.sha256,
  linkedFrom: row.linked_from,
});

/** The petition an exhibit or module belongs to: visa class, beneficiary, petitioner and the builder's metadata. */
export async function petitionEvidence(client: pg.ClientBase, petitionId: string): Promise<EvidenceSource | null> {
  const { rows } = await client.query<{
    id: string;
    visa: string;
    beneficiary: string | null;
    petitioner: string | null;
    metadata: Record<string, unknown>;
    filing_type: string | null;
  }>(
    `select p.id, coalesce(v.name, p.visa_class) as visa, u.full_name as beneficiary,
            coalesce(nullif(c.dba_name, ''), c.legal_name) as petitioner, p.metadata, p.filing_type
       from app_public.petitions p
       left join app_public.visa_types v on v.id = p.visa_class
       left join app_public.users u on u.id = p.beneficiary_id
       left join app_public.companies c on c.id = p.company_id
      where p.id = $1`,
    [petitionId],
  );
  const row = rows[0];
  if (!row) return null;
  const text = [
    lines([
      ['Visa class', row.visa],
      ['Beneficiary', row.beneficiary],
      ['Petitioner', row.petitioner],
      ['Filing type', row.filing_type],
    ]),
    describeFields(row.metadata),
  ]
    .filter(Boolean)
    .join('\n');
  return { kind: 'petition', label: `Petition: ${row.visa} for ${row.beneficiary ?? 'the beneficiary'}`, text, recordId: row.id };
}

interface ModuleRow {
  id: string;
  petition_id: string;
  name: string;
  type_name: string;
  description: string | null;
  data: Record<string, unknown>;
}

async function moduleRow(client: pg.ClientBase, moduleId: string): Promise<ModuleRow | undefined> {
  const { rows } = await client.query<ModuleRow>(
    `select m.id, m.petition_id, m.name, coalesce(t.name, m.type) as type_name, m.description, m.data
       from app_public.modules m left join app_public.module_types t on t.id = m.type
      where m.id = $1`,
    [moduleId],
  );
  return rows[0];
}

const moduleSource = (row: ModuleRow): EvidenceSource => ({
  kind: 'module',
  label: `Module: ${row.name || row.type_name}`,
  text: [
    lines([
      ['Module', row.name],
      ['Criterion', row.type_name],
      ['Description', htmlToText(row.description)],
    ]),
    describeFields(row.data),
  ]
    .filter(Boolean)
    .join('\n'),
  recordId: row.id,
});

/**
 * The additional entities (awards, publishers, …) a module is about. A person or company entity is
 * used only when it is this petition's beneficiary or petitioner: staff read every customer's rows,
 * and another customer's data must not reach this customer's text (issue 33).
 */
async function moduleEntities(client: pg.ClientBase, moduleId: string): Promise<EvidenceSource[]> {
  const { rows } = await client.query<EntityRow>(
    `select e.id, e.name, e.type::text as type, e.data
       from app_public.module_entities me
       join app_public.additional_entities e on e.id = me.entity_id
       join app_public.modules m on m.id = me.module_id
       join app_public.petitions p on p.id = m.petition_id
      where me.module_id = $1
        and (e.user_id is null or e.user_id = p.beneficiary_id)
        and (e.company_id is null or e.company_id = p.company_id)
      order by e.name`,
    [moduleId],
  );
  return rows.map(entitySource);
}

interface EntityRow {
  id: string;
  name: string;
  type: string;
  data: Record<string, unknown>;
}

const entitySource = (row: EntityRow): EvidenceSource => ({
  kind: 'entity',
  label: `Entity (${row.type}): ${row.name}`,
  text: [
    lines([
      ['Name', row.name],
      ['Type', row.type],
    ]),
    describeFields(row.data),
  ]
    .filter(Boolean)
    .join('\n'),
  recordId: row.id,
});

interface ExhibitRow {
  id: string;
  module_id: string;
  name: string;
  type_name: string | null;
  description: string | null;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

const exhibitSource = (row: ExhibitRow): EvidenceSource => ({
  kind: 'exhibit',
  label: `Exhibit: ${row.name || 'untitled'}`,
  text: [
    lines([
      ['Exhibit', row.name],
      ['Type', row.type_name],
      ['Description', htmlToText(row.description)],
    ]),
    describeFields(row.data),
    describeFields(row.metadata, ['status', 'displayStatus']),
  ]
    .filter(Boolean)
    .join('\n'),
  recordId: row.id,
});

const EXHIBIT_COLUMNS = `x.id, x.module_id, x.name, t.name as type_name, x.description, x.data, x.metadata`;

/** Files of the given exhibits (not deleted), in the exhibits' and their own order. */
async function exhibitFiles(client: pg.ClientBase, exhibits: readonly ExhibitRow[]): Promise<StoredFileRef[]> {
  if (exhibits.length === 0) return [];
  const { rows } = await client.query<FileRow>(
    `select f.id, f.name, f.mime_type, f.storage_key, f.sha256, 'Exhibit: ' || x.name as linked_from
       from unnest($1::uuid[]) with ordinality as wanted(exhibit_id, position)
       join app_public.exhibits x on x.id = wanted.exhibit_id
       join app_public.exhibit_files ef on ef.exhibit_id = x.id
       join app_public.files f on f.id = ef.file_id and not f.deleted
      order by wanted.position, ef.order_index, f.name`,
    [exhibits.map((exhibit) => exhibit.id)],
  );
  return rows.map(toFileRef);
}

/** An exhibit: itself, its module and the module's entities, the petition, and the text of its files. */
export async function exhibitEvidence(client: pg.ClientBase, exhibitId: string): Promise<RecordEvidence | null> {
  if (!UUID.test(exhibitId)) return null;
  const { rows } = await client.query<ExhibitRow & { petition_id: string }>(
    `select ${EXHIBIT_COLUMNS}, x.petition_id
       from app_public.exhibits x left join app_public.exhibit_types t on t.id = x.exhibit_type
      where x.id = $1`,
    [exhibitId],
  );
  const exhibit = rows[0];
  if (!exhibit) return null;
  const module = await moduleRow(client, exhibit.module_id);
  const petition = await petitionEvidence(client, exhibit.petition_id);
  const items: EvidenceSource[] = [exhibitSource(exhibit)];
  if (module) items.push(moduleSource(module), ...(await moduleEntities(client, module.id)));
  if (petition) items.push(petition);
  return { items, files: await exhibitFiles(client, [exhibit]) };
}

/**
 * A module: itself, its entities, the petition, each exhibit's name and description, and the text of their
 * files. Provider-only exhibits (owned by the provider and hidden from the customer) are left out: the
 * module's description is customer-visible text (issue 33).
 */
export async function moduleEvidence(client: pg.ClientBase, moduleId: string): Promise<RecordEvidence | null> {
  if (!UUID.test(moduleId)) return null;
  const module = await moduleRow(client, moduleId);
  if (!module) return null;
  const { rows: exhibits } = await client.query<ExhibitRow>(
    `select ${EXHIBIT_COLUMNS}
       from app_public.exhibits x left join app_public.exhibit_types t on t.id = x.exhibit_type
      where x.module_id = $1 and (x.owned_by <> 'PLYMOUTH' or x.visible)
      order by x.parent_exhibit_id nulls first, x.order_index, x.name`,
    [moduleId],
  );
  const petition = await petitionEvidence(client, module.petition_id);
  const items: EvidenceSource[] = [moduleSource(module), ...(await moduleEntities(client, module.id))];
  if (petition) items.push(petition);
  items.push(...exhibits.map(exhibitSource));
  return { items, files: await exhibitFiles(client, exhibits) };
}

/** An additional entity (award, publisher, judging body, …) and the modules that cite it. */
export async function entityEvidence(client: pg.ClientBase, entityId: string): Promise<RecordEvidence | null> {
  if (!UUID.test(entityId)) return null;
  const { rows } = await client.query<EntityRow>(
    `select id, name, type::text as type, data from app_public.additional_entities where id = $1`,
    [entityId],
  );
  const entity = rows[0];
  if (!entity) return null;
  return { items: [entitySource(entity)], files: [] };
}
