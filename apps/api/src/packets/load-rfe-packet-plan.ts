import { continuedExhibitLabels } from '@app/domain';
import type pg from 'pg';
import type { LetterBlock, LetterRun } from '../letters/letter-blocks.ts';
import { renderLetterPdf } from '../letters/render-pdf.ts';
import { inSnapshot, orderExhibits, planBasics, readPlanRows } from './load-packet-plan.ts';
import type { PacketPlan } from './packet-plan.ts';
import type { PacketSources } from './packet-sources.ts';

/**
 * The RFE response packet (issue 31): the same pipeline as the petition's packet (assemble-packet.ts), with a plan
 * that CONTINUES the filed packet — the last COMPLETED compile of the petition itself (compiled_petitions with no
 * rfe_response_id), as its record (compiled_petition_sources, migration 0045) says it was filed:
 * - exhibits: only those not filed with it, labelled after the filed ones (continuedExhibitLabels in @app/domain);
 *   the response letter cites filed exhibits by their filed labels;
 * - Bates numbers: the same prefix, the cover page numbered one after the filed packet's last number;
 * - in front, unnumbered as a cover letter is: the response letter, its items' sections in order.
 */

export interface FiledPacket {
  compiledPetitionId: string;
  batesPrefix: string;
  /** The filed packet's last Bates number (its numbered pages: page count less the forms and cover letter). */
  lastBatesNumber: number;
  /** The filed exhibits' labels, by exhibit id. */
  labels: Map<string, string>;
}

/** The petition's last filed packet, or null when none was compiled. */
export async function loadFiledPacket(client: pg.ClientBase, petitionId: string): Promise<FiledPacket | null> {
  const { rows } = await client.query<{
    id: string;
    bates_prefix: string | null;
    page_count: number;
    sources: PacketSources | null;
  }>(
    // Which compile is the filed one is the database's rule (migration 0113), which the RFE panel's "Upload to" reads
    // too (exhibits.filedPacketLabel): the packet and the picker say the same exhibits were filed.
    `select c.id, c.bates_prefix, c.page_count, s.sources
       from app_public.compiled_petitions c
       left join app_public.compiled_petition_sources s on s.compiled_petition_id = c.id
      where c.id = app_private.filed_compiled_petition_id($1)`,
    [petitionId],
  );
  const row = rows[0];
  if (!row) return null;
  const unnumbered = row.sources?.unnumberedPages ?? 0;
  return {
    compiledPetitionId: row.id,
    batesPrefix: row.bates_prefix ?? '',
    lastBatesNumber: Math.max(0, row.page_count - unnumbered),
    labels: new Map((row.sources?.exhibits ?? []).map((exhibit) => [exhibit.exhibitId, exhibit.label])),
  };
}

interface RfeRow {
  id: string;
  petition_id: string;
  received_date: string | null;
  due_date: string;
}
interface DeficiencyRow {
  position: number;
  title: string;
  response_text: string;
}

const run = (text: string, bold = false): LetterRun => ({ text, bold, italic: false, underline: false });
const block = (kind: LetterBlock['kind'], text: string, level = 0, bold = false): LetterBlock => ({
  kind,
  level,
  number: null,
  align: null,
  lines: [[run(text, bold)]],
});

/** The response letter: a heading, the case's references, then per item its title and its section's paragraphs. */
export function responseLetterBlocks(cover: PacketPlan['cover'], deficiencies: readonly DeficiencyRow[]): LetterBlock[] {
  const blocks: LetterBlock[] = [block('heading', 'Response to Request for Evidence', 1)];
  if (cover.receiptNumber) blocks.push(block('paragraph', `Receipt number: ${cover.receiptNumber}`));
  blocks.push(block('paragraph', `Beneficiary: ${cover.beneficiaryName}`));
  if (cover.petitionerName) blocks.push(block('paragraph', `Petitioner: ${cover.petitionerName}`));
  for (const item of deficiencies) {
    blocks.push(block('heading', `Item ${item.position}: ${item.title}`, 2));
    const paragraphs = item.response_text
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    // An item not answered yet says so in the letter rather than vanishing from it.
    if (paragraphs.length === 0) paragraphs.push('[No response written for this item yet]');
    for (const paragraph of paragraphs) blocks.push(block('paragraph', paragraph));
  }
  return blocks;
}

/**
 * The response packet's cover: an RFE answers USCIS about the petition filed with it, so the cover, its company line
 * and the PDF's document title speak of the petition, even on a TN whose filing type was changed to Consular Processing
 * after its RFE was opened (the border route's "TN application" and "Employer" are the filed packet's words on such a
 * case, tnApplicationCover; no RFE is opened on one since migration 0137).
 */
export function rfeResponseCover(cover: PacketPlan['cover']): PacketPlan['cover'] {
  const { companyRole: _companyRole, documentSubject: _documentSubject, ...petition } = cover;
  return { ...petition, title: `Response to Request for Evidence – ${cover.visaClass} Petition` };
}

/** The response packet's plan, read in one snapshot as the database owner (the compile job's account). */
export async function loadRfePacketPlan(pool: pg.Pool, rfeResponseId: string, now: Date): Promise<PacketPlan | undefined> {
  const read = await inSnapshot(pool, async (client) => {
    const rfe = (
      await client.query<RfeRow>(
        `select id, petition_id, received_date::text, due_date::text from app_public.rfe_responses where id = $1`,
        [rfeResponseId],
      )
    ).rows[0];
    if (!rfe) return undefined;
    const rows = await readPlanRows(client, rfe.petition_id);
    const filed = await loadFiledPacket(client, rfe.petition_id);
    if (!rows || !filed) return undefined;
    const deficiencies = (
      await client.query<DeficiencyRow>(
        'select position, title, response_text from app_public.rfe_deficiencies where rfe_response_id = $1 order by position',
        [rfe.id],
      )
    ).rows;
    return { rfe, rows, filed, deficiencies };
  });
  if (!read) return undefined;
  const { rfe, rows, filed, deficiencies } = read;
  const basics = planBasics(rows.petition, now);
  const cover = rfeResponseCover(basics.cover);
  const letterName = 'Response to Request for Evidence';
  const pdf = await renderLetterPdf(responseLetterBlocks(cover, deficiencies), letterName);
  return {
    petitionId: rfe.petition_id,
    ...basics,
    // The filed packet's prefix, so the two read as one numbered record even if the petition's prefix changed since.
    batesPrefix: filed.batesPrefix,
    cover,
    forms: [],
    coverLetter: { letterId: rfe.id, name: letterName, files: [], pdf: new Uint8Array(pdf) },
    exhibits: orderExhibits(rows.modules, rows.exhibits, rows.files, (modules) => continuedExhibitLabels(modules, filed.labels)),
    firstBatesNumber: filed.lastBatesNumber + 1,
  };
}
