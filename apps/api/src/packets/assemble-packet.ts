import { PDFDocument } from 'pdf-lib';
import type { FileStorage } from '../files/storage/file-storage.ts';
import { batesNumber, batesRange, stampBatesNumbers } from './bates-stamp.ts';
import { addCoverLetterPages } from './cover-letter.ts';
import { addCoverPage } from './cover-page.ts';
import { addFormPages } from './forms-section.ts';
import { addIndexPages, indexPageCount, type IndexRow } from './index-page.ts';
import { addOutline, packetOutlineEntries } from './outline.ts';
import { addPageLabels } from './page-labels.ts';
import type { PacketExhibit, PacketPlan } from './packet-plan.ts';
import { packetSources, type PacketSources } from './packet-sources.ts';
import { renderExhibitFiles } from './render-exhibit-files.ts';
import { createSectionCache, sectionCacheKey } from './section-cache.ts';
import { addTabPage } from './tab-page.ts';

export interface AssembledPacket {
  pdf: Uint8Array;
  pageCount: number;
  /** Exhibits whose files were rendered this time (the rest came from the section cache). */
  renderedExhibitIds: string[];
  /** Which forms, letter and files (which versions) went in, and where; recorded with the compile. */
  sources: PacketSources;
}

interface LoadedSection {
  exhibit: PacketExhibit;
  /** Whether a tab page goes before its files: unless its module hides title rows; always when "to follow". */
  tabPage: boolean;
  /** Null for an exhibit without files of its own (kept "to follow", or holding sub-exhibits that have files). */
  doc: PDFDocument | null;
}

async function loadSections(storage: FileStorage, plan: PacketPlan, rendered: string[]): Promise<LoadedSection[]> {
  const cache = createSectionCache(storage);
  const sections: LoadedSection[] = [];
  for (const exhibit of plan.exhibits) {
    // A "to follow" exhibit's tab page is all the packet shows of it, so it is printed even where tabs are hidden.
    const tabPage = !exhibit.hideTabPage || exhibit.toFollow;
    if (exhibit.files.length === 0) {
      sections.push({ exhibit, tabPage, doc: null });
      continue;
    }
    const key = sectionCacheKey(exhibit);
    let bytes: Uint8Array | undefined = await cache.get(key);
    if (!bytes) {
      bytes = await renderExhibitFiles(storage, exhibit);
      rendered.push(exhibit.id);
      await cache.put(key, bytes);
    }
    sections.push({ exhibit, tabPage, doc: await PDFDocument.load(bytes, { updateMetadata: false }) });
  }
  return sections;
}

/** The module letter of an exhibit label ("B" of "B-2.a"): exhibit-labels.ts in @app/domain numbers "<letter>-<n>". */
function moduleLetterOf(label: string): string {
  return label.split('-')[0]!;
}

/** How many module headings the index prints: one per run of exhibits of one module letter. */
function moduleHeadingCount(sections: LoadedSection[]): number {
  return sections.filter((s, i) => i === 0 || moduleLetterOf(s.exhibit.label) !== moduleLetterOf(sections[i - 1]!.exhibit.label))
    .length;
}

/**
 * The index rows, and so the page numbers every section will have. An exhibit's range runs from its tab page
 * through the last page of its last sub-exhibit (sections are depth first), as a table of contents reads; each
 * module's heading row (its letter and name, as an officer looks for a criterion) spans all its exhibits.
 */
function planIndex(plan: PacketPlan, sections: LoadedSection[], firstSectionPage: number) {
  const firstPage: number[] = [];
  let nextPage = firstSectionPage;
  for (const { tabPage, doc } of sections) {
    firstPage.push(nextPage);
    nextPage += (tabPage ? 1 : 0) + (doc?.getPageCount() ?? 0);
  }
  const lastPageBefore = (end: number) => (end < sections.length ? firstPage[end]! : nextPage) - 1;
  const rows: IndexRow[] = [];
  sections.forEach(({ exhibit }, i) => {
    const { label, title, depth } = exhibit;
    const letter = moduleLetterOf(label);
    if (i === 0 || letter !== moduleLetterOf(sections[i - 1]!.exhibit.label)) {
      let end = i + 1;
      while (end < sections.length && moduleLetterOf(sections[end]!.exhibit.label) === letter) end += 1;
      const pages = batesRange(plan.batesPrefix, firstPage[i]!, lastPageBefore(end));
      rows.push({ heading: true, label: letter, title: exhibit.moduleName, depth: 0, pages });
    }
    if (exhibit.toFollow) {
      rows.push({ label, title, depth, pages: `To follow (${batesNumber(plan.batesPrefix, firstPage[i]!)})` });
      return;
    }
    let end = i + 1;
    while (end < sections.length && sections[end]!.exhibit.depth > depth) end += 1;
    rows.push({ label, title, depth, pages: batesRange(plan.batesPrefix, firstPage[i]!, lastPageBefore(end)) });
  });
  // The last Bates number planned (the numbered page count when numbering starts at 1).
  return { rows, lastNumber: nextPage - 1 };
}

/**
 * The packet in the order a firm files it (issue 28): the generated USCIS forms (G-28, I-907, the petition form),
 * the cover letter, then the Bates-numbered part: cover page, exhibit index, and per exhibit its tab page and its
 * files' pages. Forms and cover letter are not numbered (docs/decisions.md), so Bates number 1 is the cover page and
 * every number (tabs and index too) is stamped in the footer band. Exhibits without documents are not in the plan at
 * all unless kept "to follow". Page ranges are worked out before anything is drawn, so the index states exactly
 * the numbers stamped.
 */
export async function assemblePacket(storage: FileStorage, plan: PacketPlan): Promise<AssembledPacket> {
  const renderedExhibitIds: string[] = [];
  const sections = await loadSections(storage, plan, renderedExhibitIds);
  // Numbers count from the first numbered page (the cover page), whatever comes before it; a packet continuing
  // another (an RFE response) counts on from where that one ended.
  const firstNumber = plan.firstBatesNumber ?? 1;
  const indexPages = indexPageCount(sections.length + moduleHeadingCount(sections));
  const index = planIndex(plan, sections, firstNumber + indexPages + 1);

  const packet = await PDFDocument.create();
  packet.setTitle(`${plan.cover.beneficiaryName} – ${plan.cover.documentSubject ?? `${plan.cover.visaClass} petition`}`);
  packet.setProducer('Petition Studio');
  packet.setCreator('Petition Studio');
  const formPages = await addFormPages(packet, storage, plan.forms);
  const letterPages = plan.coverLetter ? await addCoverLetterPages(packet, storage, plan.coverLetter) : 0;
  const unnumberedPages = packet.getPageCount();
  await addCoverPage(packet, plan.cover);
  await addIndexPages(packet, index.rows);
  const exhibitFirstPages: number[] = [];
  for (const { exhibit, tabPage, doc } of sections) {
    exhibitFirstPages.push(packet.getPageCount());
    if (tabPage) await addTabPage(packet, exhibit);
    if (!doc) continue;
    const pages = await packet.copyPages(doc, doc.getPageIndices());
    for (const page of pages) packet.addPage(page);
  }
  const pageCount = packet.getPageCount();
  const plannedPages = index.lastNumber - firstNumber + 1;
  if (pageCount - unnumberedPages !== plannedPages) {
    throw new Error(`Packet has ${pageCount - unnumberedPages} numbered pages, the index planned ${plannedPages}`);
  }
  await stampBatesNumbers(packet, plan.batesPrefix, plan.batesPosition, unnumberedPages, firstNumber);
  const sources = packetSources(plan, formPages, letterPages);
  // Bookmarks and page labels: sources' pages are 1-based, the PDF's page indices 0-based.
  const forms = sources.forms.map((form) => ({ number: form.number, firstPage: form.firstPage - 1, pageCount: form.pageCount }));
  const coverLetter = sources.coverLetter && { ...sources.coverLetter, firstPage: sources.coverLetter.firstPage - 1 };
  addOutline(
    packet,
    packetOutlineEntries({
      forms,
      coverLetter,
      coverPage: unnumberedPages,
      indexPage: unnumberedPages + 1,
      exhibits: sections.map(({ exhibit }, i) => ({ ...exhibit, firstPage: exhibitFirstPages[i]! })),
    }),
  );
  addPageLabels(packet, { forms, coverLetter, firstNumberedPage: unnumberedPages, firstNumber, batesPrefix: plan.batesPrefix });
  return { pdf: await packet.save({ useObjectStreams: false }), pageCount, renderedExhibitIds, sources };
}
