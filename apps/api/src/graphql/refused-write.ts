import { flagError, lambda, type ObjectStep, type Step } from 'postgraphile/grafast';

/**
 * Updates and deletes that change nothing. Row-level security hides the rows a user may not change, so
 * an update of one answers null without an error and a delete fails with @dataplan/pg's "No values were
 * deleted in collection …" (which names the table). Both read as the same refusal (mask-error.ts), and
 * are logged as refusals, not faults.
 */

/** An update whose row was not there for this user (hidden by row-level security, or gone). */
export class RefusedUpdateError extends Error {
  constructor(fieldName: string) {
    super(`No row was updated by ${fieldName}`);
    this.name = 'RefusedUpdateError';
  }
}

/** @dataplan/pg's message for a delete that matched no row the user may delete. */
const NOTHING_DELETED = /^No values were deleted in collection /;

export function isRefusedWrite(error: Error): boolean {
  return error instanceof RefusedUpdateError || NOTHING_DELETED.test(error.message);
}

type FieldPlan = (...args: unknown[]) => Step;

/**
 * Makes an update mutation that matched no row an error: its payload (object({ result: $update }))
 * gains a step that flags the error when the updated row is null, so the field answers null with a
 * refusal instead of a silent null. The payload's own fields still read `result`.
 */
export const RefusedUpdatePlugin: GraphileConfig.Plugin = {
  name: 'RefusedUpdatePlugin',
  version: '1.0.0',
  description: 'An update that row-level security filtered to nothing answers a refusal',
  schema: {
    hooks: {
      GraphQLObjectType_fields_field(field, _build, context) {
        const scope = context.scope as { isRootMutation?: boolean; isPgUpdateMutation?: boolean; fieldName?: string };
        const plan = (field as { plan?: FieldPlan }).plan;
        if (!scope.isRootMutation || !scope.isPgUpdateMutation || !plan) return field;
        const fieldName = scope.fieldName ?? 'an update';
        return {
          ...field,
          plan: (...args: unknown[]) => {
            const $payload = plan(...args) as ObjectStep<Record<string, Step>>;
            const $result = $payload.getStepForKey('result');
            const $updated = lambda($result, (row) => (row == null ? flagError(new RefusedUpdateError(fieldName)) : true));
            // The payload now depends on the check: a flagged error makes the whole field an error.
            $payload.set('updated', $updated);
            return $payload;
          },
        } as typeof field;
      },
    },
  },
};
