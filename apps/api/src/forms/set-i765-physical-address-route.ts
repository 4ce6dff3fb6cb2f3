import { asUser } from '@app/db';
import { i765PhysicalAddressOverrides, type setI765PhysicalAddressContract } from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import { assertPetitionExists, writeFormOverride } from './form-overrides.ts';
import { petitionIdParam } from '../http/petition-id-param.ts';

/**
 * POST /petitions/{id}/forms/i-765/physical-address (setI765PhysicalAddressContract): the applicant's U.S. physical
 * address when it differs from her mailing address, typed into item 7's boxes with item 6 answered No, all in one
 * transaction; null removes them (item 6 is Yes again, from the case). The schema (I765PhysicalAddressSchema) and
 * migration 0121's checks hold each box's rule.
 */
export function setI765PhysicalAddressRoute(deps: { pool: pg.Pool }): ContractHandler<typeof setI765PhysicalAddressContract> {
  return async ({ address }, req, res) => {
    const petitionId = petitionIdParam(req.params.id);
    const userId = req.auth!.userId;
    await asUser(deps.pool, userId, async (client) => {
      await assertPetitionExists(client, petitionId);
      for (const [field, value] of i765PhysicalAddressOverrides(address)) {
        await writeFormOverride(client, { petitionId, form: 'i-765', userId }, field, value);
      }
    });
    res.json({ address });
  };
}
