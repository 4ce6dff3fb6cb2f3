import type { Archetype } from './archetypes.ts';
import type { ModuleDraft } from './builder-drafts.ts';
import { createModuleDraft, type ModuleTemplate } from './module-drafts.ts';
import type { O1aCriterionModuleType } from './module-types.ts';
import type { ExhibitTypeId } from './exhibit-types.ts';
import { i129SupplementOf } from './uscis-forms/required-forms.ts';

/**
 * Preset modules per beneficiary archetype (decisions PB-040/041). Each
 * archetype gets the O-1A criteria such a person most often meets, in the
 * regulation's order (8 CFR 214.2(o)(3)(iii)(B)), each with the exhibit types
 * that usually prove it. Owners and visibility come from the exhibit catalogue,
 * so a type has the same default everywhere.
 */
export interface CriterionTemplate extends ModuleTemplate {
  type: O1aCriterionModuleType;
}

export const ARCHETYPE_MODULE_TEMPLATES: Readonly<Record<Archetype, readonly CriterionTemplate[]>> = {
  // Founders: funding and press about the company, the product they built, their stake and pay.
  'technology-founder': [
    { type: 'awards', exhibits: ['vc-evidence', 'funding-signature', 'evidence-of-industry-awards'] },
    { type: 'press', exhibits: ['press-article', 'press-summary', 'publication-prominence'] },
    { type: 'judging', exhibits: ['judging-invite-or-confirmation', 'judging-documentation', 'link-to-event'] },
    {
      type: 'original-contribution',
      exhibits: [
        'original-contributions-summary',
        'product-roadmap',
        'technical-doc',
        'user-count-or-revenue',
        'evidence-of-commercial-adoption',
        'patent',
        'expert-letter',
      ],
    },
    {
      type: 'critical-role',
      exhibits: ['distinguished-reputation', 'org-chart', 'cap-table', 'pitch-deck', 'ev-letter', 'expert-letter'],
    },
    { type: 'high-remuneration', exhibits: ['offer-letter', 'equity-statement', 'pay-stubs', 'tax-return'] },
  ],
  // Engineers: code others rely on, reviewing others' work, talks and posts, role and pay at a known company.
  'software-engineer': [
    { type: 'judging', exhibits: ['judging-invite-or-confirmation', 'judging-documentation', 'judges'] },
    {
      type: 'original-contribution',
      exhibits: [
        'original-contributions-summary',
        'original-code',
        'code-contribution',
        'code-contributor-page',
        'code-project-ownership',
        'evidence-of-significant-usage',
        'technical-doc',
        'patent',
        'expert-letter',
      ],
    },
    { type: 'authorship', exhibits: ['conference-presentation', 'journal-article', 'major-publication-work'] },
    {
      type: 'critical-role',
      exhibits: ['distinguished-reputation', 'org-chart', 'ev-letter', 'promotion-evidence', 'internal-docs', 'expert-letter'],
    },
    {
      type: 'high-remuneration',
      exhibits: [
        'offer-letter',
        'pay-stubs',
        'tax-return',
        'pay-bonus',
        'pay-raise-evidence',
        'equity-statement',
        'wage-comparison',
      ],
    },
  ],
  // Key employees: what they led inside a reputable company, its business impact, and their pay.
  'critical-employee': [
    { type: 'judging', exhibits: ['judging-invite-or-confirmation', 'judging-documentation'] },
    {
      type: 'original-contribution',
      exhibits: [
        'original-contributions-summary',
        'original-contribution-evidence',
        'product-roadmap',
        'evidence-of-commercial-adoption',
        'user-count-or-revenue',
        'expert-letter',
      ],
    },
    {
      type: 'critical-role',
      exhibits: [
        'distinguished-reputation',
        'org-chart',
        'ev-letter',
        'internal-docs',
        'calendar',
        'customer-contract',
        'promotion-evidence',
        'expert-letter',
      ],
    },
    {
      type: 'high-remuneration',
      exhibits: ['offer-letter', 'pay-stubs', 'tax-return', 'pay-bonus', 'equity-statement', 'wage-comparison'],
    },
  ],
  // Researchers: prizes, selective societies, peer review, cited publications and a role in a known lab.
  'researcher-scientist': [
    {
      type: 'awards',
      exhibits: ['award-evidence', 'evidence-of-recognition', 'evidence-of-selectivity', 'profile-of-judges'],
    },
    {
      type: 'membership',
      exhibits: ['membership-documentation', 'proof-of-membership-letter-or-email', 'evidence-of-selection-criteria'],
    },
    { type: 'judging', exhibits: ['judging-invite-or-confirmation', 'judging-documentation', 'judges'] },
    {
      type: 'original-contribution',
      exhibits: [
        'original-contributions-summary',
        'original-contribution-evidence',
        'evidence-of-citation',
        'patent',
        'academic-contract-proposal',
        'expert-letter',
      ],
    },
    {
      type: 'authorship',
      exhibits: ['journal-article', 'academic-paper', 'conference-presentation', 'google-scholar-page', 'evidence-of-citation'],
    },
    { type: 'critical-role', exhibits: ['distinguished-reputation', 'ev-letter', 'expert-letter'] },
  ],
};

/**
 * Opening of the memo: generated by the research agent and hidden from customers. The advisory opinion letter is the
 * consultation an O petition needs (8 CFR 214.2(o)(5)), so only a class that files the I-129's O and P supplement
 * gets it; an EB-1A or any other class does not (nor a petition whose class is not chosen yet: the template follows
 * the visa type once it is, preset-choice.ts).
 */
export function memoStarterTemplate(visaClassId: string | null = null): ModuleTemplate {
  const exhibits: ExhibitTypeId[] = needsAdvisoryOpinion(visaClassId) ? ['ao-letter'] : [];
  return { type: 'memo-starter', exhibits };
}

/** Whether the visa class asks for an advisory opinion (an O-1A or O-1B: the I-129's O and P supplement). */
export function needsAdvisoryOpinion(visaClassId: string | null): boolean {
  return visaClassId !== null && i129SupplementOf(visaClassId.trim().toLowerCase()) === 'O and P';
}

/**
 * Who the beneficiary is, filed ahead of the criteria: the CV, which the beneficiary provides and her checklist asks
 * for (migration 0116). It used to sit in the hidden memo starter, which nobody was asked for and the packet leaves out.
 */
export const BENEFICIARY_BACKGROUND_TEMPLATE: ModuleTemplate = {
  type: 'beneficiary-background',
  exhibits: ['beneficiary-cv'] satisfies ExhibitTypeId[],
};

/** Closing of the memo: generated, hidden, no evidence of its own. */
export const CONCLUSION_TEMPLATE: ModuleTemplate = { type: 'conclusion', exhibits: [] };

/**
 * The petitioner's corporate documents (provided by the employer, the self-petitioner on a self-petition) and the
 * beneficiary's immigration papers: no archetype template holds them; staff add them by hand, and the demo's
 * petitions of before carry them (db/src/seed/demo/modules.ts).
 */
export const EMPLOYER_DOCUMENTS_TEMPLATE: ModuleTemplate = {
  type: 'employer-documents',
  exhibits: ['articles-of-incorporation', 'tax-id-fein-document', 'funding-document'] satisfies ExhibitTypeId[],
};
export const IMMIGRATION_HISTORY_TEMPLATE: ModuleTemplate = {
  type: 'immigration-history',
  exhibits: ['passport', 'visa-stamp', 'i-94'] satisfies ExhibitTypeId[],
};

/** How the memo's generated opening and closing start: generated by the research agent, hidden from customers. */
export const GENERATED_MODULE_OPTIONS = { autogen: true, visible: false } as const;

/**
 * A petition's modules around its criteria (spec 1 §2): a generated, hidden memo-starter, the beneficiary's background
 * first among the filed ones, the criteria, then a generated, hidden conclusion.
 */
function framedTemplate(criteria: readonly ModuleTemplate[], visaClassId: string | null): ModuleDraft[] {
  return [
    createModuleDraft(memoStarterTemplate(visaClassId), GENERATED_MODULE_OPTIONS),
    createModuleDraft(BENEFICIARY_BACKGROUND_TEMPLATE),
    ...criteria.map((template) => createModuleDraft(template)),
    createModuleDraft(CONCLUSION_TEMPLATE, GENERATED_MODULE_OPTIONS),
  ];
}

/** The archetype's modules between a generated, hidden memo-starter and conclusion (spec 1 §2). */
export function buildArchetypeTemplate(archetype: Archetype, visaClassId: string | null = null): ModuleDraft[] {
  return framedTemplate(ARCHETYPE_MODULE_TEMPLATES[archetype], visaClassId);
}

/**
 * The visa class's own modules, for a petition built without an archetype (docs/decisions.md, "A petition built by
 * hand asks the client for evidence"): the archetype template's frame without criteria (the memo starter, with the
 * advisory opinion letter for an O class, the beneficiary's CV, the conclusion). Which criteria the beneficiary meets
 * is what an archetype tells; without one staff add them, each with its usual exhibit types (hand-added-module.ts).
 */
export function buildVisaClassTemplate(visaClassId: string | null = null): ModuleDraft[] {
  return framedTemplate([], visaClassId);
}
