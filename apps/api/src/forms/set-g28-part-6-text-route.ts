import { asUser } from '@app/db';
import { G28_PART_6_TEXT_FIELD, isG28Form, type setG28Part6TextContract } from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import { HttpError } from '../http/http-error.ts';
import { assertPetitionExists, writeFormOverride } from './form-overrides.ts';
import { formParam } from './form-route-params.ts';
import { petitionIdParam } from '../http/petition-id-param.ts';

/**
 * POST /petitions/{id}/forms/{form}/part-6-text (setG28Part6TextContract): the text staff type in a G-28's Part 6
 * (the petitioner's or the I-765 applicant's), kept as the form's hand-typed value of item 2, the part's first item;
 * '' removes it. The schema (G28AdditionalInformationSchema) and migration 0121's check hold its length.
 */
export function setG28Part6TextRoute(deps: { pool: pg.Pool }): ContractHandler<typeof setG28Part6TextContract> {
  return async ({ text }, req, res) => {
    const petitionId = petitionIdParam(req.params.id);
    const form = formParam(req.params.form);
    if (!isG28Form(form)) throw new HttpError(404, 'Part 6 text is typed on a G-28 only');
    const userId = req.auth!.userId;
    await asUser(deps.pool, userId, async (client) => {
      await assertPetitionExists(client, petitionId);
      await writeFormOverride(client, { petitionId, form, userId }, G28_PART_6_TEXT_FIELD, text === '' ? null : text);
    });
    res.json({ text });
  };
}
