import type { PacketForm } from '../forms/generated-forms-for-packet.ts';
import type { BatesPosition } from './bates-stamp.ts';

export type { PacketForm };

/** What one compile puts into the packet, read from the database before any PDF work starts. */

export interface PacketCover {
  beneficiaryName: string;
  petitionerName: string | null;
  visaClass: string;
  receiptNumber: string | null;
  /** The compile date as printed on the cover (MM/dd/yyyy, UTC). */
  date: string;
  /** The cover's heading; "<visa class> Petition" unless given (an RFE response packet says what it is). */
  title?: string;
  /** What the company is called: "Petitioner" unless given (a TN applied for at the border has an employer, no petitioner). */
  companyRole?: string;
  /**
   * What the PDF's document title calls the packet after the beneficiary's name: "<visa class> petition" unless given
   * (a TN applied for at the border is an application, tnApplicationCover).
   */
  documentSubject?: string;
}

export interface PacketFile {
  id: string;
  name: string;
  mimeType: string;
  storageKey: string;
  /** Content hash recorded at upload; null for files registered before hashes were kept (the id stands in: files never change). */
  sha256: string | null;
}

export interface PacketExhibit {
  id: string;
  /** "A-1", "A-1.a" (packetExhibitLabels in @app/domain: the one numbering). */
  label: string;
  /** exhibitTitle in @app/domain: the override name, else the name, without any numbering of its own. */
  title: string;
  /** 0 for an exhibit of a module, 1 for its sub-exhibits, … (the plan lists exhibits depth first). */
  depth: number;
  /** Its module's name: the index prints it as the heading of the module's letter ("B  Original Contributions"). */
  moduleName: string;
  /** The module's compilerHideTitleRow: no tab page before the exhibit's files. */
  hideTabPage: boolean;
  /** No documents, kept by staff as "to follow": a tab page saying so, and the index row marked. */
  toFollow: boolean;
  files: PacketFile[];
}

/** The petition's cover letter, filed after the forms and before the exhibit list (see cover-letter.ts). */
export interface PacketCoverLetter {
  letterId: string;
  name: string;
  /** Its signed file(s), rendered as exhibit files are. */
  files: PacketFile[];
  /** A letter rendered by the compile itself (an RFE response letter, load-rfe-packet-plan.ts) instead of files. */
  pdf?: Uint8Array;
}

export interface PacketPlan {
  petitionId: string;
  batesPrefix: string;
  batesPosition: BatesPosition;
  cover: PacketCover;
  /** The generated USCIS forms, in filing order (generatedFormsForPacket); first in the packet, not Bates-numbered. */
  forms: PacketForm[];
  /** Null while the petition has none (today always: see cover-letter.ts). */
  coverLetter: PacketCoverLetter | null;
  /** Only what goes into the packet, depth first (exhibits without documents are left out unless "to follow"). */
  exhibits: PacketExhibit[];
  /**
   * The Bates number of the cover page; 1 unless the packet continues another (an RFE response packet starts after
   * the filed packet's last number).
   */
  firstBatesNumber?: number;
}

/** A person-readable reason a compile failed ("exhibit B-3: file 'scan.heic' could not be converted"). */
export class PacketCompileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PacketCompileError';
  }
}

export function fileConversionError(
  exhibit: PacketExhibit,
  file: PacketFile,
  why = 'could not be converted',
): PacketCompileError {
  return new PacketCompileError(`exhibit ${exhibit.label}: file '${file.name}' ${why}`);
}
