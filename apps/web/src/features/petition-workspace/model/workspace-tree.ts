import {
  isExhibitStatus,
  isOwnedBy,
  normalizeDisplayStatus,
  type ExhibitDisplayStatus,
  type ExhibitStatus,
  type OwnedBy,
  type UnknownStatusLogger,
} from '@app/domain';
import { readCustomerContribution, type CustomerContribution, type RawCustomerSide } from './customer-contribution.ts';

/** What the query answers, loosely typed: the tree is read defensively (spec 1 §2, §8: bad data is logged only). */
export interface RawFileLink {
  fileByFileId?: {
    id?: string | null;
    name?: string | null;
    mimeType?: string | null;
    deleted?: boolean | null;
    createdAt?: string | null;
    userByOwnerId?: { fullName?: string | null; isAdmin?: boolean | null } | null;
  } | null;
}
export interface RawExhibit {
  id: string;
  parentExhibitId?: string | null;
  exhibitType?: string | null;
  name: string;
  description?: string | null;
  status: string;
  ownedBy: string;
  visible: boolean;
  packetToFollow?: boolean | null;
  autogen?: boolean | null;
  data?: unknown;
  metadata?: unknown;
  exhibitFilesByExhibitId?: { nodes: readonly RawFileLink[] } | null;
  customerProgress?: RawCustomerSide['customerProgress'];
  exhibitContributionByExhibitId?: RawCustomerSide['exhibitContributionByExhibitId'];
}
export interface RawModule {
  id: string;
  type: string;
  name: string;
  visible: boolean;
  autogen: boolean;
  data?: unknown;
  exhibitsByModuleId?: { nodes: readonly RawExhibit[] } | null;
}
export interface RawPetition {
  id?: string | null;
  beneficiaryId?: string | null;
  visaClass?: string | null;
  modulesByPetitionId?: { nodes: readonly RawModule[] } | null;
}

export interface TreeFile {
  id: string;
  name: string;
  mimeType: string;
}
export interface TreeExhibit {
  id: string;
  moduleId: string;
  exhibitType: string | null;
  name: string;
  description: string;
  status: ExhibitStatus;
  displayStatus: ExhibitDisplayStatus;
  ownedBy: OwnedBy;
  visible: boolean;
  /** Staff keep it in the packet without documents, "to follow" (exhibits.packet_to_follow). */
  packetToFollow: boolean;
  autogen: boolean;
  /** Builder inputs (press-article {url}; patent {key, value}; …), kept whole so a save keeps the rest. */
  data: Record<string, unknown>;
  files: TreeFile[];
  /** What the customer provided and the one status both sides see (issue 25). */
  customer: CustomerContribution;
  subExhibits: TreeExhibit[];
}
export interface TreeModule {
  id: string;
  type: string;
  name: string;
  visible: boolean;
  autogen: boolean;
  notes: string;
  /** The module's whole data object, so that saving the notes keeps the rest. */
  data: Record<string, unknown>;
  exhibits: TreeExhibit[];
}

export type TreeLogger = (message: string, details: Record<string, unknown>) => void;

const consoleLogger: TreeLogger = (message, details) => console.warn(message, details);

/** Files without an id or a name cannot be shown or fetched: skipped (spec 1 §2); deleted files are gone. */
export function treeFiles(links: readonly RawFileLink[]): TreeFile[] {
  const files: TreeFile[] = [];
  for (const link of links) {
    const file = link.fileByFileId;
    if (!file?.id || !file.name || file.deleted) continue;
    files.push({ id: file.id, name: file.name, mimeType: file.mimeType ?? 'application/octet-stream' });
  }
  return files;
}

/**
 * A JSON column as an object: the API sends JSON values as JSON text (codegen maps JSON to string);
 * text that is not an object reads as {} and is logged (spec 1 §8: parse failures are logged only).
 */
export function readJsonObject(value: unknown, log: TreeLogger = consoleLogger): Record<string, unknown> {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      log('tree data could not be parsed', { value });
      return {};
    }
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? { ...(parsed as Record<string, unknown>) }
    : {};
}

function stringField(record: Record<string, unknown>, key: string): string | null {
  const value = record[key];
  return typeof value === 'string' ? value : null;
}

function toExhibit(raw: RawExhibit, moduleId: string, log: TreeLogger): TreeExhibit {
  const logStatus: UnknownStatusLogger = (message, details) => log(message, { ...details });
  return {
    id: raw.id,
    moduleId,
    exhibitType: raw.exhibitType ?? null,
    name: raw.name,
    description: raw.description ?? '',
    status: isExhibitStatus(raw.status) ? raw.status : 'PENDING_DOCUMENTS',
    // The customer-facing status lives in metadata.status (docs/decisions.md).
    displayStatus: normalizeDisplayStatus(stringField(readJsonObject(raw.metadata, log), 'status'), logStatus),
    ownedBy: isOwnedBy(raw.ownedBy) ? raw.ownedBy : 'BENEFICIARY',
    visible: raw.visible,
    packetToFollow: raw.packetToFollow ?? false,
    autogen: raw.autogen ?? false,
    data: readJsonObject(raw.data, log),
    files: treeFiles(raw.exhibitFilesByExhibitId?.nodes ?? []),
    customer: readCustomerContribution(raw, log),
    subExhibits: [],
  };
}

/** Exhibits of one module (already in order) as top-level exhibits holding their sub-exhibits. */
function nestExhibits(raws: readonly RawExhibit[], moduleId: string, log: TreeLogger): TreeExhibit[] {
  const all = raws.map((raw) => toExhibit(raw, moduleId, log));
  const byId = new Map(all.map((exhibit) => [exhibit.id, exhibit]));
  const top: TreeExhibit[] = [];
  raws.forEach((raw, index) => {
    const exhibit = all[index]!;
    const parent = raw.parentExhibitId ? byId.get(raw.parentExhibitId) : undefined;
    if (parent) parent.subExhibits.push(exhibit);
    else top.push(exhibit);
  });
  return top;
}

/**
 * The petition's tree: modules (in order) → exhibits → sub-exhibits → files. A petition lacking an id,
 * a beneficiary or a visa class is ignored and logged (spec 1 §2, §8): the answer is null.
 */
export function buildWorkspaceTree(
  petition: RawPetition | null | undefined,
  log: TreeLogger = consoleLogger,
): TreeModule[] | null {
  if (!petition?.id || !petition.beneficiaryId || !petition.visaClass) {
    log('petition ignored: it lacks an id, a beneficiary or a visa class', { petitionId: petition?.id ?? null });
    return null;
  }
  return (petition.modulesByPetitionId?.nodes ?? []).map((module) => {
    const data = readJsonObject(module.data, log);
    return {
      id: module.id,
      type: module.type,
      name: module.name,
      visible: module.visible,
      autogen: module.autogen,
      notes: stringField(data, 'notes') ?? '',
      data,
      exhibits: nestExhibits(module.exhibitsByModuleId?.nodes ?? [], module.id, log),
    };
  });
}
