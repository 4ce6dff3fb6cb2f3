import {
  DESCRIPTION_REVIEW_AWAITED_KIND,
  EMPLOYER_ONBOARDING_ROUTES,
  employerStepForCompanyDocument,
  isOneOf,
  COMPANY_DOCUMENT_TYPES,
  EMPLOYER_ONBOARDING_STEPS,
  exhibitTypeIdForOnboarding,
  onboardingModuleSlug,
  SIGNED_FORM_AWAITED_KIND,
  type EmployerOnboardingState,
  type OwnedBy,
} from '@app/domain';
import type { Account } from './accounts.ts';
import { hrefs, paths } from './paths.ts';

/** What Action Items and Home know of a task to send its owner where it is done. */
export interface ActionItemTask {
  party: OwnedBy;
  awaitedKind: string | null;
  awaitedType: string | null;
  exhibitId: string | null;
  link: string | null;
  /** The task's petition: a form to sign (SIGNED_FORM) opens that petition's form, descriptions to review its list. */
  petitionId?: string;
}

/** The checklist modules of the petition's onboarding record, as far as a link needs them. */
export interface ChecklistModuleRef {
  id: string;
  type: string;
  exhibits: readonly { id: string; exhibitId?: string | null; type?: string }[];
}

export type ActionItemTarget = { kind: 'app'; href: string } | { kind: 'external'; href: string };

const wizardStep = (state: EmployerOnboardingState) => `${paths.employerOnboarding}/${EMPLOYER_ONBOARDING_ROUTES[state]}`;

function checklistModule(module: ChecklistModuleRef, exhibitId?: string | null): string {
  const search = new URLSearchParams({ id: module.id });
  if (exhibitId) search.set('exhibitId', exhibitId);
  return `${paths.beneficiaryOnboarding}/${onboardingModuleSlug(module.type)}?${search.toString()}`;
}

/** The party whose tasks an account shows: a team is the petitioner, the personal account the beneficiary. */
export function partyOfAccount(account: Account): OwnedBy {
  return account.kind === 'team' ? 'PETITIONER' : 'BENEFICIARY';
}

/**
 * Where a task's Open leads (issue 25): the screen where its owner provides what it asks for. The employer
 * goes to the wizard step that uploads the document or asks the question, else Documents; the beneficiary
 * to the checklist module (and item) that collects it. A task that waits for nothing keeps the link staff
 * gave it, except a link into the other party's onboarding, which becomes the owner's own.
 */
export function actionItemTarget(task: ActionItemTask, modules: readonly ChecklistModuleRef[]): ActionItemTarget | null {
  const employer = task.party === 'PETITIONER';
  switch (task.awaitedKind) {
    case 'COMPANY_DOCUMENT': {
      const step = isOneOf(COMPANY_DOCUMENT_TYPES, task.awaitedType) ? employerStepForCompanyDocument(task.awaitedType) : null;
      return { kind: 'app', href: step ? wizardStep(step) : paths.docs };
    }
    case 'EMPLOYER_STEP':
      return {
        kind: 'app',
        href: isOneOf(EMPLOYER_ONBOARDING_STEPS, task.awaitedType) ? wizardStep(task.awaitedType) : paths.employerOnboarding,
      };
    case 'ONBOARDING_MODULE': {
      const module = modules.find((m) => m.type === task.awaitedType);
      return { kind: 'app', href: module ? checklistModule(module) : paths.beneficiaryOnboarding };
    }
    case 'IMMIGRATION_DOCUMENT': {
      const module = modules.find((m) => m.type === 'IDENTIFICATION');
      const item = module?.exhibits.find((e) => e.type === task.awaitedType);
      return { kind: 'app', href: module ? checklistModule(module, item?.id) : paths.docs };
    }
    case 'USER_DOCUMENT': {
      // A personal document (pay stubs, an offer letter) is added on the checklist step of its type, which files it
      // as the person's document and so closes the task; Documents only replaces those already there.
      for (const module of modules) {
        const item = module.exhibits.find((e) => e.type && exhibitTypeIdForOnboarding(e.type) === task.awaitedType);
        if (item) return { kind: 'app', href: checklistModule(module, item.id) };
      }
      return { kind: 'app', href: paths.docs };
    }
    case SIGNED_FORM_AWAITED_KIND:
      // The sign-a-form page: download the form, upload it signed (migration 0087).
      return {
        kind: 'app',
        href: task.petitionId && task.awaitedType ? hrefs.signForm(task.petitionId, task.awaitedType) : paths.actions,
      };
    case DESCRIPTION_REVIEW_AWAITED_KIND:
      // The descriptions staff wrote, to approve or ask an edit of (migration 0091).
      return { kind: 'app', href: task.petitionId ? hrefs.reviewDescriptions(task.petitionId) : paths.actions };
    case 'EXHIBIT_FILE': {
      if (employer) return { kind: 'app', href: paths.docs };
      // The checklist's address names its own item id, not the petition's exhibit id the task holds: with the
      // exhibit's id the checklist finds no item and waits until it times out.
      for (const module of modules) {
        const item = module.exhibits.find((e) => e.exhibitId === task.exhibitId || e.id === task.exhibitId);
        if (item) return { kind: 'app', href: checklistModule(module, item.id) };
      }
      return { kind: 'app', href: paths.beneficiaryOnboarding };
    }
  }
  const link = task.link?.trim();
  if (!link) return null;
  if (!link.startsWith('/') || link.startsWith('//')) return { kind: 'external', href: link };
  const ownOnboarding = employer ? paths.employerOnboarding : paths.beneficiaryOnboarding;
  const otherOnboarding = employer ? paths.beneficiaryOnboarding : paths.employerOnboarding;
  if (link === otherOnboarding || link.startsWith(`${otherOnboarding}/`)) return { kind: 'app', href: ownOnboarding };
  return { kind: 'app', href: link };
}

/**
 * The exhibit a beneficiary's file task takes its upload on Action Items itself: an awaited exhibit that no
 * checklist item collects (an RFE item's, or any staff added after onboarding), whose Open would lead only to the
 * checklist's start, where nothing takes the file. Null when Open leads to the place (or for the employer, whose
 * Open leads to Documents).
 */
export function exhibitUploadedInPlace(task: ActionItemTask, modules: readonly ChecklistModuleRef[]): string | null {
  if (task.awaitedKind !== 'EXHIBIT_FILE' || task.party !== 'BENEFICIARY' || !task.exhibitId) return null;
  const collected = modules.some((module) =>
    module.exhibits.some((item) => item.exhibitId === task.exhibitId || item.id === task.exhibitId),
  );
  return collected ? null : task.exhibitId;
}

/** Parses the onboarding record's modules JSON leniently: a link needs only ids, types and exhibit ids. */
export function checklistModulesOf(modulesJson: unknown): ChecklistModuleRef[] {
  try {
    const parsed: unknown = typeof modulesJson === 'string' ? JSON.parse(modulesJson) : modulesJson;
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((m: unknown) => {
      if (!m || typeof m !== 'object') return [];
      const { id, type, exhibits } = m as { id?: unknown; type?: unknown; exhibits?: unknown };
      if (typeof id !== 'string' || typeof type !== 'string') return [];
      const items = Array.isArray(exhibits)
        ? exhibits.flatMap((e: unknown) => {
            if (!e || typeof e !== 'object') return [];
            const item = e as { id?: unknown; exhibitId?: unknown; type?: unknown };
            return typeof item.id === 'string'
              ? [
                  {
                    id: item.id,
                    exhibitId: typeof item.exhibitId === 'string' ? item.exhibitId : null,
                    type: typeof item.type === 'string' ? item.type : undefined,
                  },
                ]
              : [];
          })
        : [];
      return [{ id, type, exhibits: items }];
    });
  } catch {
    return [];
  }
}

/** What a task that closes by itself tells its owner instead of a checkbox they could tick. */
export function closesByItselfHint(task: Pick<ActionItemTask, 'awaitedKind'>): string | null {
  switch (task.awaitedKind) {
    case 'COMPANY_DOCUMENT':
    case 'IMMIGRATION_DOCUMENT':
    case 'USER_DOCUMENT':
    case 'EXHIBIT_FILE':
    case SIGNED_FORM_AWAITED_KIND:
      return 'Closes by itself when the document is uploaded.';
    case 'EMPLOYER_STEP':
    case 'ONBOARDING_MODULE':
      return 'Closes by itself when you finish that part.';
    case DESCRIPTION_REVIEW_AWAITED_KIND:
      return 'Closes by itself when you have answered for every description.';
    default:
      return null;
  }
}
