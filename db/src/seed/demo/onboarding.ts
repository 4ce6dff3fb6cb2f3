import {
  getExhibitType,
  isOnboardingModuleType,
  ONBOARDING_DESCRIBED_EXHIBIT_TYPES,
  ONBOARDING_MODULE_TITLES,
  onboardingExhibitTypeFor,
  PETITION_MODULE_TYPE_DETAILS,
  type OnboardingExhibitStatus,
  type OnboardingModuleStatus,
  type OnboardingModuleType,
} from '@app/domain';
import { makeOnboarding } from '../factories/index.ts';
import type { SeededRandom } from '../random.ts';
import type { DemoContext } from './context.ts';
import type { PetitionPlan } from './records.ts';
import { EXPERTS } from './story-data.ts';
import { slug } from './text.ts';

/** Onboarding records (spec 3 §3) of the latest petitions: modules with exhibits and statuses. */
export function buildOnboardings(ctx: DemoContext, plans: readonly PetitionPlan[]): void {
  const { rng, at } = ctx;
  for (const plan of plans) {
    if (!plan.onboarding) continue;
    ctx.add(
      'onboardings',
      makeOnboarding({
        id: rng.uuid(),
        petition_id: plan.id,
        modules: onboardingModules(plan, rng),
        status: plan.onboarding,
        flow_state: plan.onboarding === 'not_started' ? null : plan.onboarding === 'in_progress' ? 'nextModule' : plan.onboarding,
        version: 1,
        created_at: at(plan.createdDaysAgo),
        updated_at: at(Math.max(0, plan.createdDaysAgo - 3)),
      }),
    );
  }
}

interface OnboardingExhibitJson {
  id: string;
  exhibitId: string | null;
  type: string;
  name: string;
  description: string;
  required: boolean;
  hidden: boolean;
  status: OnboardingExhibitStatus;
  data: Record<string, unknown>;
  moduleType: OnboardingModuleType;
  company?: { id: string; dbaName: string };
  award?: { awardName: string };
}

const PERSONAL_MODULES: readonly {
  type: OnboardingModuleType;
  subtitle: string;
  exhibits: readonly (readonly [string, string, boolean])[];
}[] = [
  {
    type: 'PERSONAL',
    subtitle: 'Your legal name, other names, addresses and family.',
    exhibits: [
      ['LEGAL_NAME', 'Legal name', true],
      ['OTHER_NAMES', 'Other names', false],
      ['US_ADDRESS', 'U.S. address', true],
      ['FOREIGN_ADDRESS', 'Foreign address', true],
      ['DEPENDENTS', 'Dependents', true],
    ],
  },
  {
    type: 'IDENTIFICATION',
    subtitle: 'Passport and visa documents.',
    exhibits: [
      ['PASSPORT', 'Passport', true],
      ['VISA_STAMP', 'Visa stamp', false],
      ['STUDENT_VISA', 'Identification Documents', false],
      ['EAD', 'EAD card', false],
    ],
  },
  {
    type: 'EMPLOYMENT',
    subtitle: 'Your current and past employers.',
    exhibits: [['EMPLOYMENT_HISTORY', 'Employment history', true]],
  },
  {
    type: 'FILING_TYPE',
    subtitle: 'How you will receive your visa.',
    exhibits: [
      ['FILING_TYPE', 'Filing type', true],
      ['IMMIGRATION_QUESTIONS', 'Immigration questions', true],
    ],
  },
];

/**
 * What a completed evidence item holds. The checklist completes an item whose screen asks for a description only
 * with one (ONBOARDING_DESCRIBED_EXHIBIT_TYPES), so the demo gives those theirs; the other screens' items keep their
 * answers elsewhere (files on the exhibit) or in data the demo does not model.
 */
function completedItemData(itemType: string, exhibitName: string): Record<string, unknown> {
  if (!(ONBOARDING_DESCRIBED_EXHIBIT_TYPES as readonly string[]).includes(itemType)) return {};
  return { description: DEMO_DESCRIPTIONS[itemType] ?? `${exhibitName}: what the attached documents show, in my words.` };
}

const DEMO_DESCRIPTIONS: Readonly<Record<string, string>> = {
  ORIGINAL_CONTRIBUTIONS_SUMMARY:
    'Each of my main contributions in my own words: what I built, who adopted it and what changed because of it. ' +
    'The proof of each one is attached to its own exhibit.',
  PRESS_SUMMARY:
    'Coverage of my work in national and trade press, with each outlet and its readership. The articles are attached.',
  ORIGINAL_CONTRIBUTION_EVIDENCE:
    'These documents show that the work is mine (design documents and commits under my name) and that others ' +
    'adopted it (customers and open-source projects that use it).',
  MAJOR_PUBLICATION_WORK: 'My article and where it appeared, with the publication’s circulation and readership.',
};

/**
 * The TN modules a checklist asks for since migration 0122. The demo's checklists were built before it (like any
 * existing checklist, they take them when staff refresh it), and their items would move every later draw of the
 * generator, so Priya's case and every id the browser tests know would change.
 */
const BUILT_BEFORE_0122: ReadonlySet<string> = new Set([
  'TN_SUPPORT_LETTER_OFFER_OF_EMPLOYMENT',
  'TN_BENEFICIARY_EDUCATION_DOCS',
]);

function onboardingModules(plan: PetitionPlan, rng: SeededRandom): unknown[] {
  const doneStatus = (): OnboardingExhibitStatus => (rng.chance(0.1) ? 'skipped' : 'completed');
  const personalStatus = (): OnboardingExhibitStatus => {
    switch (plan.onboarding) {
      case 'not_started':
        return 'pending';
      case 'in_progress':
      case 'followup':
      case 'completed':
      case null:
        return 'completed';
    }
  };
  const moduleStatus = (exhibits: readonly OnboardingExhibitJson[]): OnboardingModuleStatus => {
    const visible = exhibits.filter((exhibit) => !exhibit.hidden && exhibit.type !== 'COVER_PAGE');
    if (visible.every((exhibit) => exhibit.status === 'completed' || exhibit.status === 'skipped')) return 'completed';
    if (visible.some((exhibit) => exhibit.status !== 'pending')) return 'in_progress';
    return 'pending';
  };
  const modules: unknown[] = [];
  for (const template of PERSONAL_MODULES) {
    const exhibits: OnboardingExhibitJson[] = template.exhibits.map(([type, name, required]) => {
      const hidden =
        (type === 'US_ADDRESS' && !plan.beneficiary.inUs) ||
        ((type === 'STUDENT_VISA' || type === 'EAD' || type === 'VISA_STAMP') && !plan.beneficiary.inUs);
      return {
        id: rng.uuid(),
        exhibitId: null,
        type,
        name,
        description: '',
        required,
        hidden,
        status: hidden ? 'pending' : required ? personalStatus() : plan.onboarding === 'not_started' ? 'pending' : doneStatus(),
        data: {},
        moduleType: template.type,
      };
    });
    modules.push({
      id: rng.uuid(),
      type: template.type,
      title: ONBOARDING_MODULE_TITLES[template.type],
      subtitle: template.subtitle,
      name: ONBOARDING_MODULE_TITLES[template.type],
      status: moduleStatus(exhibits),
      exhibits,
      ...(template.type === 'EMPLOYMENT' ? { company: { id: plan.company.id, dbaName: plan.company.fixture.dbaName } } : {}),
    });
  }

  // Case evidence: the petition's customer-facing exhibits, grouped by their module.
  const expertLetters: OnboardingExhibitJson[] = [];
  for (const module of plan.modules) {
    const type = module.type.toUpperCase().replaceAll('-', '_');
    if (!isOnboardingModuleType(type) || type === 'MEMO_STARTER' || BUILT_BEFORE_0122.has(type)) continue;
    const exhibits: OnboardingExhibitJson[] = [];
    for (const exhibit of module.exhibits) {
      const isUmbrella = module.exhibits.some((child) => child.parentId === exhibit.id);
      if (exhibit.ownedBy === 'PLYMOUTH' || !exhibit.visible || isUmbrella) continue;
      const status: OnboardingExhibitStatus =
        exhibit.status === 'PENDING_DOCUMENTS'
          ? plan.onboarding === 'followup' && rng.chance(0.4)
            ? 'in_progress'
            : 'pending'
          : doneStatus();
      const itemType = onboardingExhibitTypeFor(exhibit.type);
      const itemStatus: OnboardingExhibitStatus =
        plan.onboarding === 'completed' && (status === 'pending' || status === 'in_progress') ? 'skipped' : status;
      const json: OnboardingExhibitJson = {
        id: rng.uuid(),
        exhibitId: exhibit.id,
        type: itemType,
        name: exhibit.name,
        description: getExhibitType(exhibit.type).description,
        required: exhibit.type !== 'press-summary' && exhibit.type !== 'link-to-event',
        hidden: false,
        status: itemStatus,
        data: itemStatus === 'completed' ? completedItemData(itemType, exhibit.name) : {},
        moduleType: type,
        ...(type === 'CRITICAL_ROLE' || type === 'HIGH_REMUNERATION'
          ? { company: { id: plan.company.id, dbaName: plan.company.fixture.dbaName } }
          : {}),
        ...(type === 'AWARDS' ? { award: { awardName: exhibit.name } } : {}),
      };
      if (exhibit.type === 'expert-letter') {
        const [fullName, title, currentCompanyName] = rng.pick(EXPERTS);
        expertLetters.push({
          ...json,
          moduleType: 'EXPERT_LETTERS',
          data:
            json.status === 'completed'
              ? {
                  fullName,
                  email: `${slug(fullName)}@university.example`,
                  title,
                  currentCompanyName,
                  linkedin: `https://linkedin.example/in/${slug(fullName)}`,
                  description: `${fullName} has followed the beneficiary's work for several years and can speak to its significance and adoption across the field in detail.`,
                  meetDescription: 'Met at a conference workshop and later collaborated.',
                  phoneNumber: '',
                  monthMet: 'March',
                  yearMet: '2021',
                }
              : {},
        });
        continue;
      }
      exhibits.push(json);
    }
    if (exhibits.length === 0) continue;
    if (type === 'HIGH_REMUNERATION') {
      exhibits.unshift({
        id: rng.uuid(),
        exhibitId: null,
        type: 'COVER_PAGE',
        name: 'High remuneration',
        description: 'How your pay compares with others in your field.',
        required: false,
        hidden: false,
        status: 'completed',
        data: {},
        moduleType: type,
      });
    }
    modules.push({
      id: module.id,
      type,
      title: ONBOARDING_MODULE_TITLES[type],
      subtitle: PETITION_MODULE_TYPE_DETAILS[module.type].description,
      name: module.name,
      status: moduleStatus(exhibits),
      exhibits,
    });
  }
  if (expertLetters.length > 0) {
    modules.push({
      id: rng.uuid(),
      type: 'EXPERT_LETTERS',
      title: ONBOARDING_MODULE_TITLES.EXPERT_LETTERS,
      subtitle: 'People who can speak to the significance of your work.',
      name: ONBOARDING_MODULE_TITLES.EXPERT_LETTERS,
      status: moduleStatus(expertLetters),
      exhibits: expertLetters,
    });
  }
  modules.push({
    id: rng.uuid(),
    type: 'MEMO_STARTER',
    title: ONBOARDING_MODULE_TITLES.MEMO_STARTER,
    subtitle: '',
    name: ONBOARDING_MODULE_TITLES.MEMO_STARTER,
    status: 'pending',
    exhibits: [],
  });
  return modules;
}
