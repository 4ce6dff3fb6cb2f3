import { isArchetype, VISA_TYPE_CODES, type Archetype } from '@app/domain';

/** The page's query parameters (spec 1 §2): what it was opened with, and what survives a reload. */
export interface BuilderParams {
  visaType: string | null;
  petitionerId: string | null;
  beneficiaryId: string | null;
  archetype: Archetype | null;
  caseStrategyId: string | null;
  isCaseStrategy: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function idParam(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim() ?? '';
  return UUID.test(value) ? value.toLowerCase() : null;
}

/** 'O-1A', 'o-1a' and 'o_1a' all name the stored code 'o_1a'; an unknown visa is ignored. */
export function visaCodeFrom(value: string | null | undefined): string | null {
  const code = value?.trim().toLowerCase().replaceAll('-', '_') ?? '';
  return (VISA_TYPE_CODES as readonly string[]).includes(code) ? code : null;
}

/** Reads the parameters; malformed values are ignored rather than trusted. */
export function readBuilderParams(params: URLSearchParams): BuilderParams {
  const archetype = params.get('archetype');
  return {
    visaType: visaCodeFrom(params.get('visaType')),
    petitionerId: idParam(params, 'petitionerId'),
    beneficiaryId: idParam(params, 'beneficiaryId'),
    archetype: isArchetype(archetype) ? archetype : null,
    caseStrategyId: idParam(params, 'caseStrategyId'),
    isCaseStrategy: params.get('isCaseStrategy') === 'true',
  };
}

/** The parameters for the page's current selection, so a reload opens the same page. */
export function writeBuilderParams(current: BuilderParams): URLSearchParams {
  const params = new URLSearchParams();
  if (current.visaType) params.set('visaType', current.visaType);
  if (current.petitionerId) params.set('petitionerId', current.petitionerId);
  if (current.beneficiaryId) params.set('beneficiaryId', current.beneficiaryId);
  if (current.archetype) params.set('archetype', current.archetype);
  if (current.caseStrategyId) params.set('caseStrategyId', current.caseStrategyId);
  if (current.isCaseStrategy) params.set('isCaseStrategy', 'true');
  return params;
}
