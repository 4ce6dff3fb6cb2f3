import { exhibitTitle, isInPacket, packetExhibitLabels, tnApplicationCover, type LabelExhibit } from '@app/domain';
import type pg from 'pg';
import { generatedFormsForPacket } from '../forms/generated-forms-for-packet.ts';
import { isBatesPosition } from './bates-stamp.ts';
import { loadCoverLetter } from './cover-letter.ts';
import type { PacketExhibit, PacketFile, PacketPlan } from './packet-plan.ts';
import { inTransaction } from '../database/in-transaction.ts';

export interface PetitionRow {
  id: string;
  bates_prefix: string;
  bates_position: string;
  beneficiary_name: string | null;
  petitioner_name: string | null;
  visa_class: string;
  /** The stored code ('tn') and the filing type: a TN applied for at the border has no petition (tnApplicationCover). */
  visa_class_code: string;
  filing_type: string | null;
  receipt_number: string | null;
}
export interface ModuleRow {
  id: string;
  name: string;
  compiler_hide_title_row: boolean;
}
export interface ExhibitRow {
  id: string;
  module_id: string;
  parent_exhibit_id: string | null;
  name: string;
  compiler_override_name: string | null;
  visible: boolean;
  packet_to_follow: boolean;
}
export interface FileRow {
  exhibit_id: string;
  id: string;
  name: string;
  mime_type: string;
  storage_key: string;
  sha256: string | null;
}

/** MM/dd/yyyy in UTC, the date form USCIS forms use. */
function formatCoverDate(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

const ORDER = 'order by order_index, created_at, id';

export interface PlanRows {
  petition: PetitionRow;
  modules: ModuleRow[];
  exhibits: ExhibitRow[];
  files: FileRow[];
}

/** The petition, its visible modules, its exhibits and their files, read inside the caller's snapshot transaction. */
export async function readPlanRows(client: pg.ClientBase, petitionId: string): Promise<PlanRows | undefined> {
  const petition = (
    await client.query<PetitionRow>(
      `select p.id, p.bates_prefix, p.bates_position, u.full_name as beneficiary_name,
              coalesce(nullif(c.legal_name, ''), c.dba_name) as petitioner_name,
              coalesce(v.name, p.visa_class) as visa_class, p.visa_class as visa_class_code, p.filing_type,
              nullif(p.uscis_receipt_number, '') as receipt_number
         from app_public.petitions p
         left join app_public.users u on u.id = p.beneficiary_id
         left join app_public.companies c on c.id = p.company_id
         left join app_public.visa_types v on v.id = p.visa_class
        where p.id = $1`,
      [petitionId],
    )
  ).rows[0];
  if (!petition) return undefined;
  const modules = (
    await client.query<ModuleRow>(
      `select id, name, compiler_hide_title_row from app_public.modules where petition_id = $1 and visible ${ORDER}`,
      [petitionId],
    )
  ).rows;
  const exhibits = (
    await client.query<ExhibitRow>(
      `select id, module_id, parent_exhibit_id, name, compiler_override_name, visible, packet_to_follow
         from app_public.exhibits where petition_id = $1 ${ORDER}`,
      [petitionId],
    )
  ).rows;
  const files = (
    await client.query<FileRow>(
      `select ef.exhibit_id, f.id, f.name, f.mime_type, f.storage_key, f.sha256
         from app_public.exhibit_files ef
         join app_public.files f on f.id = ef.file_id and not f.deleted
         join app_public.exhibits e on e.id = ef.exhibit_id
        where e.petition_id = $1
        order by ef.order_index, ef.created_at, f.id`,
      [petitionId],
    )
  ).rows;
  return { petition, modules, exhibits, files };
}

/** The plan's Bates settings and cover, from the petition row. */
export function planBasics(petition: PetitionRow, now: Date): Pick<PacketPlan, 'batesPrefix' | 'batesPosition' | 'cover'> {
  return {
    batesPrefix: petition.bates_prefix,
    batesPosition: isBatesPosition(petition.bates_position) ? petition.bates_position : 'BOTTOM_RIGHT',
    cover: {
      beneficiaryName: petition.beneficiary_name ?? 'Unnamed beneficiary',
      petitionerName: petition.petitioner_name,
      visaClass: petition.visa_class,
      receiptNumber: petition.receipt_number,
      date: formatCoverDate(now),
      ...tnApplicationCover(petition.visa_class_code, petition.filing_type),
    },
  };
}

/** Runs `read` in a repeatable-read, read-only transaction of its own (one snapshot for the whole plan). */
export function inSnapshot<T>(pool: pg.Pool, read: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return inTransaction(pool, read, 'begin isolation level repeatable read read only');
}

/**
 * Reads the petition's packet plan in one snapshot (a repeatable-read transaction, so an edit made
 * while it reads cannot give a packet half before and half after), as the database owner: the job
 * works for the staff member who started it, and staff read everything.
 */
export async function loadPacketPlan(pool: pg.Pool, petitionId: string, now: Date): Promise<PacketPlan | undefined> {
  return inSnapshot(pool, async (client) => {
    const rows = await readPlanRows(client, petitionId);
    if (!rows) return undefined;
    // In the same snapshot: a form regenerated while the plan is read is either wholly in or wholly out.
    const forms = await generatedFormsForPacket(client, petitionId);
    const coverLetter = await loadCoverLetter(client, petitionId);
    return {
      petitionId,
      ...planBasics(rows.petition, now),
      forms,
      coverLetter,
      exhibits: orderExhibits(rows.modules, rows.exhibits, rows.files),
    };
  });
}

/** A module as the numbering sees it, with its id (continuedExhibitLabels keeps to each module's filed letter). */
export interface LabelModuleWithId {
  id: string;
  visible: boolean;
  exhibits: readonly LabelExhibit[];
}

interface ExhibitNode extends LabelExhibit {
  row: ExhibitRow;
  subExhibits: ExhibitNode[];
}

/**
 * What goes into the packet, depth first, labelled by the one numbering (@app/domain exhibit-labels.ts): visible
 * modules' visible exhibits with documents (their own or a sub-exhibit's) or kept "to follow"; a hidden exhibit
 * takes its sub-exhibits with it.
 */
export function orderExhibits(
  modules: ModuleRow[],
  exhibits: ExhibitRow[],
  files: FileRow[],
  labelsOf: (modules: LabelModuleWithId[]) => Map<string, string> = packetExhibitLabels,
): PacketExhibit[] {
  const filesOf = new Map<string, PacketFile[]>();
  for (const f of files) {
    const list = filesOf.get(f.exhibit_id) ?? [];
    list.push({ id: f.id, name: f.name, mimeType: f.mime_type, storageKey: f.storage_key, sha256: f.sha256 });
    filesOf.set(f.exhibit_id, list);
  }
  const nodes = new Map<string, ExhibitNode>(
    exhibits.map((row) => [
      row.id,
      {
        id: row.id,
        row,
        visible: row.visible,
        hasDocuments: filesOf.has(row.id),
        packetToFollow: row.packet_to_follow,
        subExhibits: [],
      },
    ]),
  );
  const topOf = new Map<string, ExhibitNode[]>();
  for (const row of exhibits) {
    const node = nodes.get(row.id)!;
    const parent = row.parent_exhibit_id ? nodes.get(row.parent_exhibit_id) : undefined;
    if (parent) parent.subExhibits.push(node);
    else topOf.set(row.module_id, [...(topOf.get(row.module_id) ?? []), node]);
  }
  const labelModules = modules.map((m) => ({ id: m.id, module: m, visible: true, exhibits: topOf.get(m.id) ?? [] }));
  const labels = labelsOf(labelModules);

  const out: PacketExhibit[] = [];
  const walk = (list: readonly ExhibitNode[], depth: number, module: ModuleRow) => {
    for (const node of list.filter(isInPacket)) {
      const label = labels.get(node.id);
      // Unlabelled: not in this packet (an RFE response leaves out what was filed), though a sub-exhibit may be.
      if (label === undefined) {
        walk(node.subExhibits, depth + 1, module);
        continue;
      }
      const ownFiles = filesOf.get(node.id) ?? [];
      out.push({
        id: node.id,
        label,
        title: exhibitTitle({ name: node.row.name, compilerOverrideName: node.row.compiler_override_name }),
        depth,
        moduleName: module.name,
        hideTabPage: module.compiler_hide_title_row,
        toFollow: ownFiles.length === 0 && node.packetToFollow,
        files: ownFiles,
      });
      walk(node.subExhibits, depth + 1, module);
    }
  };
  for (const { module, exhibits: top } of labelModules) walk(top, 0, module);
  return out;
}
