import { asUser } from '@app/db';
import { answeredRfeTexts, continuedExhibitLabels, exhibitTitle, type draftRfeResponseContract } from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import { isOwnRaise, type DatabaseError } from '../graphql/database-error-message.ts';
import { HttpError } from '../http/http-error.ts';
import { loadFiledPacket } from '../packets/load-rfe-packet-plan.ts';
import { orderExhibits, readPlanRows } from '../packets/load-packet-plan.ts';
import { generating, htmlToText, numberEvidence, type EvidenceSource, type WritingService } from '../writing/index.ts';
import { rfeResponseTask, type RfeResponseInputs } from './rfe-response-task.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface DraftRfeResponseDeps {
  pool: pg.Pool;
  writing: WritingService;
}

interface ItemRow {
  id: string;
  petition_id: string;
  position: number;
  title: string;
  uscis_text: string;
  module_id: string | null;
  module_name: string | null;
  /** The RFE's answered day (YYYY-MM-DD): an answered RFE is closed (migration 0073). */
  answered_on: string | null;
}

interface ExhibitRow {
  id: string;
  name: string;
  compiler_override_name: string | null;
  description: string | null;
  file_names: string[];
}

/**
 * What the item is drafted from, read as the staff member: the item, its criterion, and that criterion's exhibits
 * with the label each carries — the filed packet's label, or the one the response packet continues with.
 * Exhibits in neither packet (no documents) are not cited: the officer could not find them.
 */
async function readDraftInputs(client: pg.PoolClient, petitionId: string, deficiencyId: string) {
  const item = (
    await client.query<ItemRow>(
      `select d.id, d.petition_id, d.position, d.title, d.uscis_text, d.module_id, m.name as module_name,
              to_char(r.answered_on, 'YYYY-MM-DD') as answered_on
         from app_public.rfe_deficiencies d
         join app_public.rfe_responses r on r.id = d.rfe_response_id
         left join app_public.modules m on m.id = d.module_id
        where d.id = $1 and d.petition_id = $2`,
      [deficiencyId, petitionId],
    )
  ).rows[0];
  if (!item) return undefined;
  // The response has gone to USCIS: nothing is drafted for it (nor written by a model for nothing).
  if (item.answered_on) throw new HttpError(409, answeredRfeTexts(item.answered_on).items);
  const exhibits = item.module_id
    ? (
        await client.query<ExhibitRow>(
          `select e.id, e.name, e.compiler_override_name, e.description,
                  coalesce(array_agg(f.name order by ef.order_index) filter (where f.id is not null), '{}') as file_names
             from app_public.exhibits e
             left join app_public.exhibit_files ef on ef.exhibit_id = e.id
             left join app_public.files f on f.id = ef.file_id and not f.deleted
            where e.module_id = $1
            group by e.id
            order by e.parent_exhibit_id nulls first, e.order_index, e.created_at, e.id`,
          [item.module_id],
        )
      ).rows
    : [];
  const filed = await loadFiledPacket(client, petitionId);
  const rows = await readPlanRows(client, petitionId);
  const filedLabels = filed?.labels ?? new Map<string, string>();
  const continued = rows
    ? orderExhibits(rows.modules, rows.exhibits, rows.files, (modules) => continuedExhibitLabels(modules, filedLabels))
    : [];
  const labelOf = new Map([...filedLabels, ...continued.map((exhibit) => [exhibit.id, exhibit.label] as const)]);
  return { item, exhibits: exhibits.flatMap((e) => (labelOf.has(e.id) ? [{ ...e, label: labelOf.get(e.id)! }] : [])) };
}

/**
 * POST /petitions/{id}/rfe-deficiencies/{deficiencyId}/draft (draftRfeResponseContract): drafts the item's section
 * of the response letter with the writing service (a configured model, else the template composer), each exhibit
 * of the item's criterion given as evidence under its packet label, and saves the text, its unsupported claims and
 * its provenance on the item. Staff edit the text afterwards in the RFE panel.
 */
export function draftRfeResponseRoute(deps: DraftRfeResponseDeps): ContractHandler<typeof draftRfeResponseContract> {
  return async (_request, req, res) => {
    res.set('Cache-Control', 'no-store');
    const petitionId = req.params.id ?? '';
    const deficiencyId = req.params.deficiencyId ?? '';
    if (!UUID.test(petitionId) || !UUID.test(deficiencyId)) throw new HttpError(404, 'RFE item not found');
    const userId = req.auth!.userId;
    const read = await asUser(deps.pool, userId, (client) => readDraftInputs(client, petitionId, deficiencyId));
    if (!read) throw new HttpError(404, 'RFE item not found');
    const sources: EvidenceSource[] = read.exhibits.map((exhibit) => {
      const title = exhibitTitle({ name: exhibit.name, compilerOverrideName: exhibit.compiler_override_name });
      const text = [
        title,
        htmlToText(exhibit.description),
        exhibit.file_names.length ? `Files: ${exhibit.file_names.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('\n');
      return { kind: 'exhibit', label: `Exhibit ${exhibit.label}: ${title}`, text, recordId: exhibit.id };
    });
    const evidence = numberEvidence(sources);
    const inputs: RfeResponseInputs = {
      position: read.item.position,
      title: read.item.title,
      uscisText: read.item.uscis_text,
      criterion: read.item.module_name,
      exhibits: read.exhibits.map((exhibit) => ({
        label: exhibit.label,
        title: exhibitTitle({ name: exhibit.name, compilerOverrideName: exhibit.compiler_override_name }),
        description: htmlToText(exhibit.description),
        evidenceId: evidence.find((item) => item.recordId === exhibit.id)?.id ?? null,
      })),
    };
    const generated = await generating('The response could not be drafted.', () =>
      deps.writing.write({
        task: rfeResponseTask,
        inputs,
        evidence,
        target: { type: 'petition', id: petitionId },
        userId,
      }),
    );
    const responseText = generated.paragraphs.map((paragraph) => paragraph.text).join('\n\n');
    await asUser(deps.pool, userId, (client) =>
      client.query(
        `update app_public.rfe_deficiencies set response_text = $2, unsupported_claims = $3, generation_id = $4 where id = $1`,
        [deficiencyId, responseText, JSON.stringify(generated.unsupportedClaims), generated.generationId],
      ),
    ).catch((error: unknown) => {
      // Answered while the draft was being written: the database's sentence (migration 0073), not a 500.
      if (error instanceof Error && isOwnRaise(error as Error & DatabaseError)) throw new HttpError(409, error.message);
      throw error;
    });
    res.json({ responseText, unsupportedClaims: generated.unsupportedClaims, isTemplate: generated.isTemplate });
  };
}
