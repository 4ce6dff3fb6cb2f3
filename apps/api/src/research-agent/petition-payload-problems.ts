import { PROPOSED_SALARY_PROBLEM, validatePetitionDraft, ZCreatePetitionRequestSchema, type CheckedModule } from '@app/domain';
import type { z } from 'zod';
import { describeProblems } from '../http/validate-body.ts';

export type ParsedCreatePetition = z.output<typeof ZCreatePetitionRequestSchema>;

export type PetitionPayloadCheck = { ok: true; payload: ParsedCreatePetition } | { ok: false; problems: string[] };

/** The top-level fields spec 1 §5 names when blank; their schema messages would only repeat the rule. */
const RULE_FIELDS = ['beneficiaryId', 'petitionerId', 'visaClass', 'modules'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

const asText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A sentence: the schema's "field is required" gets the full stop the §5 rules' sentences have. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * Every problem of a POST /petition body: the spec 1 §5 rules (validatePetitionDraft, the same
 * sentences the builder shows) run on what was sent, then the contract's schema; a blank field the
 * rules already named is not named twice.
 */
export function checkPetitionPayload(body: unknown): PetitionPayloadCheck {
  const raw = isRecord(body) ? body : {};
  // A blank petitioner is none (an EB-1A self-petition may have none; the rules name it for any other class).
  const parsed = ZCreatePetitionRequestSchema.safeParse(isBlank(raw['petitionerId']) ? { ...raw, petitionerId: undefined } : raw);
  // The rules read the modules as the schema completed them (catalogue names, "extra data" in data) when
  // they parse, and as sent otherwise.
  const modules = parsed.success ? parsed.data.modules : Array.isArray(raw['modules']) ? raw['modules'].filter(isRecord) : [];
  const ruleProblems = validatePetitionDraft(
    {
      beneficiaryId: asText(raw['beneficiaryId']),
      petitionerId: asText(raw['petitionerId']),
      visaClassId: asText(raw['visaClass']),
      proposedUSSalary: isRecord(raw['metadata']) ? asText(raw['metadata']['proposedUSSalary']) : null,
    },
    modules as unknown as CheckedModule[],
  );
  if (parsed.success && ruleProblems.length === 0) return { ok: true, payload: parsed.data };

  const covered = new Set<string>(RULE_FIELDS.filter((field) => isBlank(raw[field])));
  // The salary's rule is among the rules' sentences, by the builder field's name.
  if (ruleProblems.includes(PROPOSED_SALARY_PROBLEM)) covered.add('metadata.proposedUSSalary');
  const schemaProblems = parsed.success
    ? []
    : parsed.error.issues
        .filter((issue) => !covered.has(String(issue.path[0] ?? '')) && !covered.has(issue.path.join('.')))
        .map((issue) => sentence(describeProblems({ issues: [issue] }, 'Request body')));
  return { ok: false, problems: [...new Set([...ruleProblems, ...schemaProblems])] };
}
