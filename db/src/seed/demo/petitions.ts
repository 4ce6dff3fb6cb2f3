import { caseTypeForFilingType, visaClassHasApprovedPeriod, type PetitionMetadata, type PetitionStatus } from '@app/domain';
import { makeI94Entry, makePetition } from '../factories/index.ts';
import { PROJECT_MANAGEMENT_STATUSES } from '../demo-fixtures.ts';
import type { DemoContext } from './context.ts';
import type { PetitionPlan } from './records.ts';

export interface AddedPetition {
  createdAt: string;
  /** Whether it reached SHIPPED (was filed with USCIS). */
  filed: boolean;
}

/**
 * The petition row (inserted as PENDING_DOCS), its status history to be
 * walked after insertion, and its I-94 entries.
 */
export function addPetition(ctx: DemoContext, plan: PetitionPlan): AddedPetition {
  const { rng, at, dateOf } = ctx;
  const { beneficiary, company } = plan;
  const createdAt = at(plan.createdDaysAgo);
  // Status history: one step per status, spread from creation to a few days ago.
  const lastActivityDaysAgo = !plan.latest
    ? plan.createdDaysAgo - rng.int(150, 300)
    : plan.status === 'PENDING_DOCS'
      ? rng.int(0, Math.min(3, plan.createdDaysAgo))
      : rng.int(2, 20);
  const stepDays = Math.max(1, Math.floor((plan.createdDaysAgo - lastActivityDaysAgo) / Math.max(1, plan.path.length)));
  const { statusSteps, statusTimes, petitionUpdatedAt } = ctx.history;
  statusTimes.push({ petition_id: plan.id, status: 'PENDING_DOCS', changed_at: createdAt });
  const reachedDaysAgo = new Map<PetitionStatus, number>();
  plan.path.forEach((status, step) => {
    (statusSteps[step] ??= []).push({ id: plan.id, status });
    const daysAgo = Math.max(lastActivityDaysAgo, plan.createdDaysAgo - (step + 1) * stepDays);
    reachedDaysAgo.set(status, daysAgo);
    statusTimes.push({ petition_id: plan.id, status, changed_at: at(daysAgo) });
  });
  petitionUpdatedAt.push({ id: plan.id, updated_at: at(lastActivityDaysAgo) });

  const shippedDaysAgo = reachedDaysAgo.get('SHIPPED');
  const filed = shippedDaysAgo !== undefined;
  const answered = plan.onboarding === 'completed' || plan.onboarding === 'followup' || !plan.latest;
  const hasDependents = rng.chance(0.3);
  const metadata: PetitionMetadata = {
    filingType: plan.filingType,
    fieldOfEndeavor: beneficiary.fixture.field,
    proposedUSSalary: `${beneficiary.fixture.salary} per year`,
    proposedUSRole: beneficiary.fixture.role,
    worksiteLocation: `${company.fixture.street}, ${company.fixture.place.city}, ${company.fixture.place.state} ${company.fixture.place.zip}`,
    ...(answered || plan.onboarding === 'in_progress'
      ? {
          hasDependents: hasDependents ? 'Yes' : 'No',
          dependentsInUS: hasDependents && beneficiary.inUs ? 'Yes' : 'No',
          ...(hasDependents && beneficiary.inUs ? { dependentsVisaStatus: 'O-3' } : {}),
          hasVisaDenial: beneficiary.fixture.earlier?.[1] === 'DENIED' ? 'Yes' : 'No',
          hasJ1J2History: rng.chance(0.1) ? 'Yes' : 'No',
        }
      : {}),
    ...(answered
      ? {
          hasFiledImmigrantPetition: plan.visa === 'eb_1a' ? 'Yes' : 'No',
          hasFiledNonImmigrantPetition: beneficiary.fixture.earlier ? 'Yes' : 'No',
          basisForClassification: beneficiary.inUs && beneficiary.fixture.earlier ? 'Change of Employer' : 'New Employer',
        }
      : {}),
  };
  const receiptPrefix = plan.visa === 'eb_1a' ? 'IOE' : rng.pick(['WAC', 'EAC']);
  // An approved nonimmigrant case holds the validity its approval notice gave: three years from two weeks after the
  // approval (no new draw, so every other demo value stays as it was). Its staff checklist then has the extension due.
  const approvedDaysAgo = plan.status === 'APPROVED' ? reachedDaysAgo.get('APPROVED') : undefined;
  const approvedPeriod =
    approvedDaysAgo !== undefined && visaClassHasApprovedPeriod(plan.visa) ? threeYearsFrom(dateOf(approvedDaysAgo - 14)) : null;
  const uscisStatus: Partial<Record<PetitionStatus, string>> = {
    SHIPPED: 'Case Was Received',
    RFEED: 'Request for Evidence Was Sent',
    APPROVED: 'Case Was Approved',
    DENIED: 'Case Was Denied',
    ARCHIVED: filed ? 'Case Was Approved' : undefined,
  };
  const petition = makePetition({
    id: plan.id,
    beneficiary_id: beneficiary.id,
    company_id: company.id,
    visa_class: plan.visa,
    status: 'PENDING_DOCS',
    latest_petition: plan.latest,
    archetype: beneficiary.fixture.archetype,
    filing_type: plan.filingType,
    case_type: caseTypeForFilingType(plan.filingType),
    metadata,
    target_submission_date: dateOf(plan.createdDaysAgo - rng.int(45, 75)),
    petition_shipped_date: filed ? dateOf(shippedDaysAgo) : null,
    uscis_address: reachedDaysAgo.has('PRINT_SHIP_REQUESTED')
      ? plan.visa === 'eb_1a'
        ? 'USCIS Texas Service Center, Dallas, TX'
        : 'USCIS California Service Center, Laguna Niguel, CA'
      : null,
    tracking_number: filed ? `7${rng.digits(11)}` : null,
    uscis_receipt_number: filed ? `${receiptPrefix}${rng.digits(10)}` : null,
    project_management_status:
      plan.status === 'PENDING_DOCS' || plan.status === 'IN_ATTORNEY_REVIEW' || plan.status === 'RFEED'
        ? rng.pick(PROJECT_MANAGEMENT_STATUSES)
        : null,
    oa_user_id: plan.oaId,
    csm_user_id: plan.csmId,
    approved_valid_from: approvedPeriod?.from ?? null,
    approved_valid_to: approvedPeriod?.to ?? null,
    created_at: createdAt,
    updated_at: createdAt,
  });
  ctx.add('petitions', petition);
  // The case's USCIS status is the newest recorded one (migration 0112): a row of its own, which sets the petition's
  // uscis_status as staff recording it in the USCIS status panel would, when the petition reached its status. Its time
  // is that step's, already drawn: no new draw, so every other demo value stays as it was.
  const status = uscisStatus[plan.status];
  const receiptNumber = petition.uscis_receipt_number;
  const reachedAt = statusTimes.find((time) => time.petition_id === plan.id && time.status === plan.status)?.changed_at;
  if (status && receiptNumber && reachedAt) {
    ctx.add('uscis_case_statuses', {
      petition_id: plan.id,
      receipt_number: receiptNumber,
      status,
      status_date: reachedAt.slice(0, 10),
      source: 'staff',
      created_at: reachedAt,
    });
  }
  if (plan.filingType === 'change_of_status') {
    for (let entry = 0; entry < rng.int(1, 2); entry++) {
      ctx.add(
        'i94_entries',
        makeI94Entry({
          id: rng.uuid(),
          petition_id: plan.id,
          visa_class: entry === 0 ? rng.pick(['H-1B', 'F-1', 'O-1', 'L-1B']) : rng.pick(['B-2', 'F-1']),
          date_of_entry: dateOf(plan.createdDaysAgo + rng.int(60, 700) + entry * 400),
          // The latest arrival's number, as the beneficiary gives it in onboarding (earlier ones were never asked).
          i94_number: entry === 0 ? i94NumberFor(plan.id) : null,
          created_at: createdAt,
        }),
      );
    }
  }
  return { createdAt, filed };
}

/**
 * A demo I-94 number in CBP's current format (9 digits, a letter, a digit), made from the petition's id rather than
 * the seed's random stream, so adding it moved no other demo value.
 */
function i94NumberFor(petitionId: string): string {
  const digits = [...petitionId.replace(/-/g, '')].map((char) => String(parseInt(char, 16) % 10)).join('');
  const letter = String.fromCharCode(65 + (parseInt(petitionId.slice(0, 2), 16) % 26));
  return `${digits.slice(0, 9)}${letter}${digits.slice(9, 10)}`;
}

/** A three-year validity starting on `from` (YYYY-MM-DD): its last day is the day before the third anniversary. */
function threeYearsFrom(from: string): { from: string; to: string } {
  const end = new Date(`${from}T00:00:00Z`);
  end.setUTCFullYear(end.getUTCFullYear() + 3);
  end.setUTCDate(end.getUTCDate() - 1);
  return { from, to: end.toISOString().slice(0, 10) };
}
