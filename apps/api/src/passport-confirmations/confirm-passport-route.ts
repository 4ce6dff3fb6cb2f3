import { asUser } from '@app/db';
import {
  countryCodeFromIcao,
  isEmptyPassport,
  passportFindings,
  preferTypedNameSpelling,
  type confirmPassportContract,
} from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import { HttpError } from '../http/http-error.ts';
import { loadPassportCase, todayUtc } from './case-facts.ts';

/**
 * POST /passport-confirmations (confirmPassportContract) {fileId, reading, confirmed, reason} → 201 {confirmationId,
 * findings}: compares the confirmed values with the signed-in person's case (the same passportFindings the portal
 * showed), refuses findings without a reason (422), then in one transaction writes the passport fields into the
 * person's data (the sex too, for the forms' Male/Female boxes) and records the confirmation (migration 0061,
 * whose constraint holds the same rule). The name parts keep the person's typed spelling when it is the same name as
 * the zone's upper-case, accent-less one (preferTypedNameSpelling); the confirmation keeps what was confirmed.
 */
export function confirmPassportRoute(deps: { pool: pg.Pool }): ContractHandler<typeof confirmPassportContract> {
  return async ({ fileId, reading, confirmed, reason }, req, res) => {
    res.set('Cache-Control', 'no-store');
    if (isEmptyPassport(confirmed)) {
      throw new HttpError(400, 'There is nothing to confirm: type the details as printed in your passport first.');
    }
    const countryOfIssue = confirmed.countryOfIssue ? countryCodeFromIcao(confirmed.countryOfIssue) : null;
    if (countryOfIssue === undefined) {
      throw new HttpError(400, 'countryOfIssue must be a country code such as IND or IN, or empty');
    }
    const userId = req.auth!.userId;
    const answer = await asUser(deps.pool, userId, async (client) => {
      const { facts, petitionId, typedName } = await loadPassportCase(client, userId);
      const findings = passportFindings({ reading, confirmed, facts, today: todayUtc() });
      if (findings.length > 0 && !reason) {
        throw new HttpError(422, `Give a reason to confirm these details: ${findings.map((f) => f.message).join(' ')}`);
      }
      if (fileId) {
        const own = await client.query(
          `select 1 from app_public.immigration_documents where owner_id = $1 and file_id = $2 and type = 'PASSPORT'`,
          [userId, fileId],
        );
        if (own.rowCount === 0) throw new HttpError(404, 'Passport file not found among your documents');
      }
      const name = preferTypedNameSpelling(confirmed, typedName);
      const updated = await client.query(
        `update app_public.user_data set passport_number = $2, given_name = $3, passport_middle_name = $4, surname = $5,
                country_of_issue = $6, expiration_date = $7, date_of_birth = $8, sex = $9
          where user_id = $1`,
        [
          userId,
          confirmed.passportNumber,
          name.givenName,
          name.middleName,
          name.surname,
          countryOfIssue,
          confirmed.expirationDate,
          confirmed.dateOfBirth,
          confirmed.sex,
        ],
      );
      if (updated.rowCount === 0) throw new HttpError(409, 'Your personal details are not set up yet; contact support');
      const { rows } = await client.query<{ id: string }>(
        `insert into app_public.passport_confirmations
           (user_id, petition_id, file_id, reading, confirmed, findings, finding_messages, reason)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [
          userId,
          petitionId,
          fileId,
          reading === null ? null : JSON.stringify(reading),
          JSON.stringify(confirmed),
          findings.map((finding) => finding.kind),
          findings.map((finding) => finding.message),
          reason,
        ],
      );
      return { confirmationId: rows[0]!.id, findings };
    });
    res.status(201).json(answer);
  };
}
