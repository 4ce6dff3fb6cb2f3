import { isOneOf } from './enum-helpers.ts';
import { getExhibitType, PATENT_KEYS } from './exhibit-types.ts';
import { PETITION_MODULE_TYPE_DETAILS, isPetitionModuleType } from './module-types.ts';
import { PROPOSED_SALARY_ERROR, proposedSalaryError } from './proposed-salary.ts';
import { allowsSelfPetition } from './uscis-forms/self-petition.ts';

/**
 * The fields validatePetitionDraft reads. Kept structural and loose so the
 * builder can check its half-filled state and the server its parsed input with
 * the same function.
 */
export interface PetitionDraftFields {
  beneficiaryId?: string | null;
  petitionerId?: string | null;
  visaClassId?: string | null;
  /** The builder's "Proposed US salary" as typed (metadata.proposedUSSalary). */
  proposedUSSalary?: string | null;
}

/** The salary's problem as the builder lists it; the field itself shows PROPOSED_SALARY_ERROR. */
export const PROPOSED_SALARY_PROBLEM = `Proposed US salary: ${PROPOSED_SALARY_ERROR}.`;

export interface CheckedExhibit {
  type: string;
  name?: string | null;
  autogen?: boolean | null;
  data?: Readonly<Record<string, unknown>> | null;
}

export interface CheckedModule {
  type: string;
  name?: string | null;
  autogen?: boolean | null;
  data?: Readonly<Record<string, unknown>> | null;
  exhibits?: readonly CheckedExhibit[] | null;
}

function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  return typeof value === 'string' && value.trim() === '';
}

function isPositiveCount(value: unknown): boolean {
  const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof count === 'number' && Number.isInteger(count) && count > 0;
}

function moduleLabel(module: CheckedModule): string {
  if (!isBlank(module.name)) return String(module.name).trim();
  return isPetitionModuleType(module.type) ? PETITION_MODULE_TYPE_DETAILS[module.type].name : module.type;
}

function exhibitLabel(exhibit: CheckedExhibit): string {
  if (!isBlank(exhibit.name)) return String(exhibit.name).trim();
  return getExhibitType(exhibit.type)?.name ?? exhibit.type;
}

/** Problems the research agent would trip over when generating this exhibit (spec 1 §5). */
function autogenExhibitProblems(exhibit: CheckedExhibit, where: string): string[] {
  const data = exhibit.data ?? {};
  const label = `${where} › ${exhibitLabel(exhibit)}`;
  switch (exhibit.type) {
    case 'press-article':
      return isBlank(data['url']) ? [`${label}: autogenerate needs the article URL.`] : [];
    case 'distinguished-reputation':
      return isBlank(data['company_id']) ? [`${label}: autogenerate needs a company.`] : [];
    case 'patent': {
      const problems: string[] = [];
      if (!isOneOf(PATENT_KEYS, data['key'])) {
        problems.push(
          `${label}: autogenerate needs to know whether the patent is given as a Google Patents URL or a patent number.`,
        );
      }
      if (isBlank(data['value'])) problems.push(`${label}: autogenerate needs the Google Patents URL or patent number.`);
      return problems;
    }
    default:
      return [];
  }
}

/**
 * What one module lacks for the research agent to generate it and its exhibits (spec 1 §5), each
 * sentence starting with the module's label; empty when nothing blocks it.
 */
export function moduleDraftProblems(module: CheckedModule): string[] {
  const problems: string[] = [];
  const where = moduleLabel(module);
  if (module.type === 'authorship' && module.autogen) {
    const data = module.data ?? {};
    if (isBlank(data['google_scholar_url'])) problems.push(`${where}: autogenerate needs the Google Scholar URL.`);
    if (!isPositiveCount(data['num_articles'])) problems.push(`${where}: autogenerate needs the number of articles.`);
  }
  for (const exhibit of module.exhibits ?? []) {
    if (exhibit.autogen) problems.push(...autogenExhibitProblems(exhibit, where));
  }
  return problems;
}

/**
 * Why a petition cannot be created yet, as sentences for the builder to show;
 * an empty list means it can be (spec 1 §5). Exhibits and modules that are not
 * generated are never blocked: staff fill them by hand later.
 */
export function validatePetitionDraft(
  draft: PetitionDraftFields | null | undefined,
  modules: readonly CheckedModule[] | null | undefined,
): string[] {
  const problems: string[] = [];
  if (!modules || modules.length === 0) problems.push('Add at least one module.');
  if (isBlank(draft?.beneficiaryId)) problems.push('Choose a beneficiary.');
  // An EB-1A may be a self-petition: the beneficiary is the petitioner, there is no company to choose.
  if (isBlank(draft?.petitionerId) && !allowsSelfPetition(draft?.visaClassId)) problems.push('Choose a petitioner.');
  if (isBlank(draft?.visaClassId)) problems.push('Choose a visa class.');
  if (proposedSalaryError(draft?.proposedUSSalary)) problems.push(PROPOSED_SALARY_PROBLEM);

  for (const module of modules ?? []) problems.push(...moduleDraftProblems(module));
  return problems;
}
