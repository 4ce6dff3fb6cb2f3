import { PDFDocument } from 'pdf-lib';
import type { FileStorage } from '../files/storage/file-storage.ts';
import { batesNumber, stampBatesNumbers } from './bates-stamp.ts';
import { addCoverPage } from './cover-page.ts';
import { addIndexPages, indexPageCount, type IndexRow } from './index-page.ts';
import type { PacketExhibit, PacketPlan } from './packet-plan.ts';
import { renderExhibitFiles } from './render-exhibit-files.ts';
import { createSectionCache, sectionCacheKey } from './section-cache.ts';
import { addTabPage } from './tab-page.ts';

export interface AssembledPacket {
  pdf: Uint8Array;
  pageCount: number;
  /** Exhibits whose files were rendered this time (the rest came from the section cache). */
  renderedExhibitIds: string[];
}

interface LoadedSection {
  exhibit: PacketExhibit;
  /** Null for a visible exhibit without files ("no documents"). */
  doc: PDFDocument | null;
}

async function loadSections(storage: FileStorage, plan: PacketPlan, rendered: string[]): Promise<LoadedSection[]> {
  const cache = createSectionCache(storage);
  const sections: LoadedSection[] = [];
  for (const exhibit of plan.exhibits) {
    if (exhibit.files.length === 0) {
      sections.push({ exhibit, doc: null });
      continue;
    }
    const key = sectionCacheKey(exhibit);
    let bytes: Uint8Array | undefined = await cache.get(key);
    if (!bytes) {
      bytes = await renderExhibitFiles(storage, exhibit);
      rendered.push(exhibit.id);
      await cache.put(key, bytes);
    }
    sections.push({ exhibit, doc: await PDFDocument.load(bytes, { updateMetadata: false }) });
  }
  return sections;
}

/**
 * The packet: cover, exhibit index, then per exhibit its tab page (unless its module hides title rows)
 * and its files' pages; every page Bates-stamped. Page ranges are worked out before anything is drawn,
 * so the index states exactly the numbers stamped.
 */
export async function assemblePacket(storage: FileStorage, plan: PacketPlan): Promise<AssembledPacket> {
  const renderedExhibitIds: string[] = [];
  const sections = await loadSections(storage, plan, renderedExhibitIds);

  const indexPages = indexPageCount(sections.length);
  let nextPage = 1 + indexPages + 1;
  const rows: IndexRow[] = sections.map(({ exhibit, doc }) => {
    if (!doc) return { label: exhibit.label, title: exhibit.title, pages: 'no documents' };
    const pages = doc.getPageCount() + (exhibit.hideTabPage ? 0 : 1);
    const first = nextPage;
    nextPage += pages;
    const last = nextPage - 1;
    const range =
      first === last
        ? batesNumber(plan.batesPrefix, first)
        : `${batesNumber(plan.batesPrefix, first)} – ${batesNumber(plan.batesPrefix, last)}`;
    return { label: exhibit.label, title: exhibit.title, pages: range };
  });

  const packet = await PDFDocument.create();
  packet.setTitle(`${plan.cover.beneficiaryName} – ${plan.cover.visaClass} petition`);
  packet.setProducer('Petition Studio');
  await addCoverPage(packet, plan.cover);
  await addIndexPages(packet, rows);
  for (const { exhibit, doc } of sections) {
    if (!doc) continue;
    if (!exhibit.hideTabPage) await addTabPage(packet, exhibit.label, exhibit.title);
    const pages = await packet.copyPages(doc, doc.getPageIndices());
    for (const page of pages) packet.addPage(page);
  }
  const pageCount = packet.getPageCount();
  if (pageCount !== nextPage - 1) throw new Error(`Packet has ${pageCount} pages, the index planned ${nextPage - 1}`);
  await stampBatesNumbers(packet, plan.batesPrefix);
  return { pdf: await packet.save({ useObjectStreams: false }), pageCount, renderedExhibitIds };
}
