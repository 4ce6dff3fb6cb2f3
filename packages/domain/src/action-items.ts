import { z } from 'zod';
import {
  COMPANY_DOCUMENT_TYPE_LABELS,
  COMPANY_DOCUMENT_TYPES,
  FOREIGN_PROOF_DOCUMENT_TYPES,
  FUNDING_DOCUMENT_TYPES,
  type CompanyDocumentType,
} from './company-documents.ts';
import {
  EMPLOYER_ONBOARDING_STEP_TITLES,
  EMPLOYER_ONBOARDING_STEPS,
  type EmployerOnboardingStep,
} from './employer-onboarding.ts';
import { humanizeCode } from './display-labels.ts';
import { getExhibitType } from './exhibit-types.ts';
import { IMMIGRATION_DOCUMENT_TYPE_LABELS, IMMIGRATION_DOCUMENT_TYPES } from './immigration-documents.ts';
import { USER_DOCUMENT_TYPES } from './onboarding-exhibit-types.ts';
import { ONBOARDING_MODULE_TITLES, ONBOARDING_MODULE_TYPES } from './onboarding.ts';
import { OWNED_BY, type OwnedBy } from './owned-by.ts';
import { taskDueDateSchema, taskPrioritySchema } from './task-planning.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * Action items (pending petition tasks) derived from data (issue 25, migration 0036): a task is for one
 * party and may wait for a piece of data that closes it by itself when it arrives. The rules here mirror
 * the table's check constraint.
 */
export const PENDING_TASK_AWAITED_KINDS = [
  'COMPANY_DOCUMENT',
  'EMPLOYER_STEP',
  'IMMIGRATION_DOCUMENT',
  'USER_DOCUMENT',
  'ONBOARDING_MODULE',
  'EXHIBIT_FILE',
] as const;
export type PendingTaskAwaitedKind = (typeof PENDING_TASK_AWAITED_KINDS)[number];

export const PENDING_TASK_AWAITED_KIND_LABELS: Readonly<Record<PendingTaskAwaitedKind, string>> = {
  COMPANY_DOCUMENT: 'A company document',
  EMPLOYER_STEP: 'An employer onboarding step',
  IMMIGRATION_DOCUMENT: 'An immigration document',
  USER_DOCUMENT: 'A personal document',
  ONBOARDING_MODULE: 'A beneficiary checklist module',
  EXHIBIT_FILE: 'A file on the exhibit',
};

/** Which parties a kind of awaited data may belong to. */
export const PENDING_TASK_AWAITED_KIND_PARTIES: Readonly<Record<PendingTaskAwaitedKind, readonly OwnedBy[]>> = {
  COMPANY_DOCUMENT: ['PETITIONER'],
  EMPLOYER_STEP: ['PETITIONER'],
  IMMIGRATION_DOCUMENT: ['BENEFICIARY'],
  USER_DOCUMENT: ['BENEFICIARY'],
  ONBOARDING_MODULE: ['BENEFICIARY'],
  EXHIBIT_FILE: ['BENEFICIARY', 'PETITIONER'],
};

/** Labels of the party a task is for, as staff choose it (customers see only their own tasks). */
export const TASK_PARTY_LABELS: Readonly<Record<OwnedBy, string>> = {
  BENEFICIARY: 'Beneficiary',
  PETITIONER: 'Employer (petitioner)',
  PLYMOUTH: 'Our team (staff only)',
};

/** The employer wizard step where a company document is uploaded; null: only on Documents. */
export function employerStepForCompanyDocument(type: CompanyDocumentType): EmployerOnboardingStep | null {
  if (type === 'ARTICLES_OF_INCORPORATION' || type === 'TAX_ID_FEIN_DOCUMENT' || type === 'NAME_CHANGE') return 'corporateDocs';
  if ((FOREIGN_PROOF_DOCUMENT_TYPES as readonly string[]).includes(type)) return 'foreignDocs';
  if ((FUNDING_DOCUMENT_TYPES as readonly string[]).includes(type)) return 'employerFundingDocs';
  return null;
}

const typesOf: Readonly<Record<Exclude<PendingTaskAwaitedKind, 'EXHIBIT_FILE'>, readonly string[]>> = {
  COMPANY_DOCUMENT: COMPANY_DOCUMENT_TYPES,
  // The personal document types (spec 3; migration 0066 holds the database to the same list).
  USER_DOCUMENT: USER_DOCUMENT_TYPES,
  EMPLOYER_STEP: EMPLOYER_ONBOARDING_STEPS.filter((step) => step !== 'welcome'),
  IMMIGRATION_DOCUMENT: IMMIGRATION_DOCUMENT_TYPES,
  ONBOARDING_MODULE: ONBOARDING_MODULE_TYPES,
};

/** The values awaited_type may take for a kind; null: none (EXHIBIT_FILE waits for a file on its exhibit). */
export function awaitedTypesOf(kind: PendingTaskAwaitedKind): readonly string[] | null {
  return kind === 'EXHIBIT_FILE' ? null : typesOf[kind];
}

/** The choices of awaited_type for a kind, with the labels people read; null where there is no list. */
export function awaitedTypeOptions(kind: PendingTaskAwaitedKind): { value: string; label: string }[] | null {
  const values = awaitedTypesOf(kind);
  if (!values) return null;
  if (kind === 'USER_DOCUMENT') return values.map((value) => ({ value, label: getExhibitType(value)?.name ?? value }));
  const labels: Readonly<Record<string, string>> =
    kind === 'COMPANY_DOCUMENT'
      ? COMPANY_DOCUMENT_TYPE_LABELS
      : kind === 'IMMIGRATION_DOCUMENT'
        ? IMMIGRATION_DOCUMENT_TYPE_LABELS
        : kind === 'EMPLOYER_STEP'
          ? EMPLOYER_ONBOARDING_STEP_TITLES
          : ONBOARDING_MODULE_TITLES;
  return values.map((value) => ({ value, label: labels[value] ?? value }));
}

/**
 * What a task waits for, as people read it: the label in its kind's list ('pay-stubs' reads 'Pay stubs'), else a
 * document type's catalogue name (a task saved before migration 0066 may hold one off the list), else the code's words.
 */
export function awaitedTypeLabel(kind: PendingTaskAwaitedKind, type: string): string {
  const option = awaitedTypeOptions(kind)?.find((candidate) => candidate.value === type);
  return option?.label ?? getExhibitType(type)?.name ?? humanizeCode(type);
}

/** A new task as staff create it: party, text, and optionally what it waits for. */
export const NewPendingTaskSchema = lazySchema(() =>
  z
    .object({
      party: z.enum(OWNED_BY),
      content: z.string().trim().min(1, 'Describe the task').max(2000),
      awaitedKind: z.enum(PENDING_TASK_AWAITED_KINDS).nullable(),
      awaitedType: z.string().trim().max(100).nullable(),
      exhibitId: z.string().uuid().nullable(),
      // Planning (issue 30, migration 0048): optional due date, a priority, and a staff member for our own tasks.
      dueDate: taskDueDateSchema.prefault(''),
      priority: taskPrioritySchema.default('normal'),
      assigneeId: z.string().uuid().nullable().default(null),
    })
    .superRefine((task, ctx) => {
      if (task.assigneeId && task.party !== 'PLYMOUTH') {
        ctx.addIssue({ code: 'custom', path: ['assigneeId'], message: TASK_ASSIGNEE_TEXT });
      }
      if (!task.awaitedKind) {
        if (task.awaitedType) ctx.addIssue({ code: 'custom', path: ['awaitedType'], message: 'Choose what the task waits for' });
        return;
      }
      if (!PENDING_TASK_AWAITED_KIND_PARTIES[task.awaitedKind].includes(task.party)) {
        ctx.addIssue({ code: 'custom', path: ['awaitedKind'], message: 'This party does not provide that' });
      }
      if (task.awaitedKind === 'EXHIBIT_FILE') {
        if (!task.exhibitId) ctx.addIssue({ code: 'custom', path: ['exhibitId'], message: 'Choose the exhibit' });
        if (task.awaitedType) ctx.addIssue({ code: 'custom', path: ['awaitedType'], message: 'An exhibit file has no type' });
        return;
      }
      const allowed = awaitedTypesOf(task.awaitedKind);
      if (!task.awaitedType || (allowed && !allowed.includes(task.awaitedType))) {
        ctx.addIssue({ code: 'custom', path: ['awaitedType'], message: 'Choose which one' });
      }
    }),
);
export type NewPendingTask = z.infer<typeof NewPendingTaskSchema>;

/** Customers' tasks belong to their side; only our team's own tasks are assigned to a staff member. */
export const TASK_ASSIGNEE_TEXT = 'Only our team’s tasks are assigned to a staff member.';
