import { isExhibitProgress, type ExhibitProgress } from '@app/domain';
type Logger = (message: string, details: Record<string, unknown>) => void;

/** A JSON column (sent as JSON text) as a value; text that does not parse is logged and reads as null. */
function parseJson(value: unknown, log?: Logger): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    log?.('customer contribution could not be parsed', { value });
    return null;
  }
}

/** What the query answers for an exhibit's customer side (migration 0035), loosely typed. */
export interface RawContribution {
  checklistStatus?: string | null;
  description?: string | null;
  links?: unknown;
  answers?: unknown;
  providedAt?: string | null;
  userByProvidedBy?: { fullName?: string | null } | null;
}
export interface RawCustomerSide {
  customerProgress?: string | null;
  exhibitContributionByExhibitId?: RawContribution | null;
  exhibitFilesByExhibitId?: {
    nodes: readonly {
      fileByFileId?: {
        id?: string | null;
        name?: string | null;
        deleted?: boolean | null;
        createdAt?: string | null;
        userByOwnerId?: { fullName?: string | null; isAdmin?: boolean | null } | null;
      } | null;
    }[];
  } | null;
}

export interface CustomerFile {
  id: string;
  name: string;
  uploadedBy: string;
  uploadedAt: string | null;
}
export interface CustomerContribution {
  /** The one status (computed by the database), worded by each side. */
  progress: ExhibitProgress;
  description: string | null;
  links: string[];
  /** Form answers, each with a label people read. */
  answers: { label: string; value: string }[];
  providedBy: string | null;
  providedAt: string | null;
  /** Files the customer (anybody but staff) uploaded to the exhibit. */
  files: CustomerFile[];
}

/** Labels of the answers the checklist's forms save (expert letter, passport); others are spelt out. */
const ANSWER_LABELS: Readonly<Record<string, string>> = {
  fullName: 'Full name',
  email: 'Email',
  title: 'Title',
  currentCompanyName: 'Current company',
  linkedin: 'LinkedIn',
  description: 'Description',
  meetDescription: 'How you met',
  phoneNumber: 'Phone number',
  monthMet: 'Month met',
  yearMet: 'Year met',
  passportConfirmed: 'Passport details confirmed',
  // The CV step's "I don't have a CV" (beneficiary-onboarding screen-registry.tsx).
  hasNoCv: 'Has no CV (said so on the checklist)',
};

/** 'currentCompanyName' → 'Current company name'. */
export function answerLabel(key: string): string {
  const known = ANSWER_LABELS[key];
  if (known) return known;
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function answerValue(value: unknown): string | null {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return null;
}

function readLinks(value: unknown, log?: Logger): string[] {
  const parsed = parseJson(value, log);
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((link: unknown) => {
    const url = typeof link === 'object' && link !== null ? (link as { url?: unknown }).url : undefined;
    return typeof url === 'string' && /^https?:\/\//.test(url) ? [url] : [];
  });
}

/** The exhibit's customer side, read defensively (bad data is logged, never shown raw). */
export function readCustomerContribution(raw: RawCustomerSide, log?: Logger): CustomerContribution {
  const contribution = raw.exhibitContributionByExhibitId ?? null;
  const parsedAnswers = contribution ? parseJson(contribution.answers, log) : null;
  const answers =
    typeof parsedAnswers === 'object' && parsedAnswers !== null && !Array.isArray(parsedAnswers)
      ? (parsedAnswers as Record<string, unknown>)
      : {};
  const files: CustomerFile[] = [];
  for (const link of raw.exhibitFilesByExhibitId?.nodes ?? []) {
    const file = link.fileByFileId;
    if (!file?.id || !file.name || file.deleted || file.userByOwnerId?.isAdmin !== false) continue;
    files.push({
      id: file.id,
      name: file.name,
      uploadedBy: file.userByOwnerId.fullName ?? '',
      uploadedAt: file.createdAt ?? null,
    });
  }
  return {
    progress: isExhibitProgress(raw.customerProgress) ? raw.customerProgress : 'requested',
    description: contribution?.description?.trim() || null,
    links: contribution ? readLinks(contribution.links, log) : [],
    answers: Object.entries(answers).flatMap(([key, value]) => {
      const shown = answerValue(value);
      return shown === null ? [] : [{ label: answerLabel(key), value: shown }];
    }),
    providedBy: contribution?.userByProvidedBy?.fullName ?? null,
    providedAt: contribution?.providedAt ?? null,
    files,
  };
}
