import type pg from 'pg';
import { childLabel, moduleLetter } from './exhibit-labels.ts';
import type { PacketExhibit, PacketFile, PacketPlan } from './packet-plan.ts';

interface PetitionRow {
  id: string;
  bates_prefix: string;
  beneficiary_name: string | null;
  petitioner_name: string | null;
  visa_class: string;
  receipt_number: string | null;
}
interface ModuleRow {
  id: string;
  compiler_hide_title_row: boolean;
}
interface ExhibitRow {
  id: string;
  module_id: string;
  parent_exhibit_id: string | null;
  name: string;
  compiler_override_name: string | null;
  visible: boolean;
}
interface FileRow {
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

/**
 * Reads the petition's packet plan in one snapshot (a repeatable-read transaction, so an edit made
 * while it reads cannot give a packet half before and half after), as the database owner: the job
 * works for the staff member who started it, and staff read everything.
 */
export async function loadPacketPlan(pool: pg.Pool, petitionId: string, now: Date): Promise<PacketPlan | undefined> {
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const petition = (
      await client.query<PetitionRow>(
        `select p.id, p.bates_prefix, u.full_name as beneficiary_name,
                coalesce(nullif(c.legal_name, ''), c.dba_name) as petitioner_name,
                coalesce(v.name, p.visa_class) as visa_class, nullif(p.uscis_receipt_number, '') as receipt_number
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
        `select id, compiler_hide_title_row from app_public.modules where petition_id = $1 and visible ${ORDER}`,
        [petitionId],
      )
    ).rows;
    const exhibits = (
      await client.query<ExhibitRow>(
        `select id, module_id, parent_exhibit_id, name, compiler_override_name, visible
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
    await client.query('commit');
    return {
      petitionId,
      batesPrefix: petition.bates_prefix,
      cover: {
        beneficiaryName: petition.beneficiary_name ?? 'Unnamed beneficiary',
        petitionerName: petition.petitioner_name,
        visaClass: petition.visa_class,
        receiptNumber: petition.receipt_number,
        date: formatCoverDate(now),
      },
      exhibits: orderExhibits(modules, exhibits, files),
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Visible modules' visible exhibits, depth first, labelled; a hidden exhibit takes its sub-exhibits with it. */
export function orderExhibits(modules: ModuleRow[], exhibits: ExhibitRow[], files: FileRow[]): PacketExhibit[] {
  const filesOf = new Map<string, PacketFile[]>();
  for (const f of files) {
    const list = filesOf.get(f.exhibit_id) ?? [];
    list.push({ id: f.id, name: f.name, mimeType: f.mime_type, storageKey: f.storage_key, sha256: f.sha256 });
    filesOf.set(f.exhibit_id, list);
  }
  const childrenOf = new Map<string, ExhibitRow[]>();
  for (const e of exhibits) {
    if (!e.visible) continue;
    const parent = e.parent_exhibit_id ?? `module:${e.module_id}`;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), e]);
  }
  const out: PacketExhibit[] = [];
  const walk = (parentKey: string, parentLabel: string, depth: number, hideTabPage: boolean) => {
    (childrenOf.get(parentKey) ?? []).forEach((e, index) => {
      const label = childLabel(parentLabel, depth, index);
      const title = e.compiler_override_name?.trim() || e.name.trim() || 'Untitled exhibit';
      out.push({ id: e.id, label, title, hideTabPage, files: filesOf.get(e.id) ?? [] });
      walk(e.id, label, depth + 1, hideTabPage);
    });
  };
  modules.forEach((m, index) => walk(`module:${m.id}`, moduleLetter(index), 0, m.compiler_hide_title_row));
  return out;
}
