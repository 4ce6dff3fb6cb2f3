import { asUser } from '@app/db';
import type { saveLetterContract, TSavedLetterResponse, TSaveLetterRequest } from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import type { FileStorage } from '../files/storage/file-storage.ts';
import { HttpError } from '../http/http-error.ts';
import { sanitizeRichText } from '../rich-text/sanitize-html.ts';
import { letterBlocks } from './letter-blocks.ts';
import { storeLetterFiles } from './store-letter-files.ts';

type SaveBody = Required<Pick<TSaveLetterRequest, 'petitionId' | 'name' | 'html'>> & {
  letterType?: string | undefined;
  generationId?: string | undefined;
  letterId?: string | undefined;
};

/** Checks what the body names exists, so a wrong id is a 404/400 rather than a foreign-key error. */
async function checkReferences(client: pg.PoolClient, body: SaveBody): Promise<void> {
  const petition = await client.query('select 1 from app_public.petitions where id = $1', [body.petitionId]);
  if (petition.rowCount === 0) throw new HttpError(404, 'Petition not found');
  if (body.letterId) {
    const letter = await client.query('select 1 from app_public.petition_letters where id = $1 and petition_id = $2 for update', [
      body.letterId,
      body.petitionId,
    ]);
    if (letter.rowCount === 0) throw new HttpError(404, 'Letter not found on this petition');
  }
  if (body.generationId) {
    const generation = await client.query('select 1 from app_public.generated_texts where id = $1', [body.generationId]);
    if (generation.rowCount === 0) throw new HttpError(400, 'generationId is not a known generation');
  }
}

/**
 * POST /petition-letters (saveLetterContract) {petitionId, name, html, letterType?, generationId?,
 * letterId?} → 201 {letterId, version, pdfFileId, docxFileId}. Staff only. The HTML is sanitised with
 * the editor's allow-list, then stored as the letter's content, its PDF (the final file) and its DOCX.
 * With letterId, the letter gets a new version and its earlier one is kept in earlier_versions.
 */
export function saveLetterRoute(deps: { pool: pg.Pool; storage: FileStorage }): ContractHandler<typeof saveLetterContract> {
  return async (request, req, res) => {
    const body: SaveBody = request;
    const userId = req.auth!.userId;
    const html = sanitizeRichText(body.html);
    const blocks = letterBlocks(html);
    if (!blocks.some((block) => block.lines.some((line) => line.length > 0))) {
      throw new HttpError(400, 'html must contain the letter text');
    }
    const saved = await asUser(deps.pool, userId, async (client): Promise<TSavedLetterResponse> => {
      await checkReferences(client, body);
      const files = await storeLetterFiles(client, deps.storage, { name: body.name, blocks, ownerId: userId });
      const values = [body.name, html, files.pdfFileId, files.docxFileId, body.generationId ?? null, body.letterType ?? null];
      if (!body.letterId) {
        const { rows } = await client.query<{ id: string; version: number }>(
          `insert into app_public.petition_letters (petition_id, name, content, final_file_id, docx_file_id, generation_id, letter_type)
           values ($7, $1, $2, $3, $4, $5, $6) returning id, version`,
          [...values, body.petitionId],
        );
        return { letterId: rows[0]!.id, version: rows[0]!.version, ...files };
      }
      const { rows } = await client.query<{ id: string; version: number }>(
        `update app_public.petition_letters set
           earlier_versions = earlier_versions || jsonb_build_array(jsonb_build_object(
             'version', version, 'content', coalesce(content, ''), 'pdfFileId', final_file_id, 'docxFileId', docx_file_id,
             'generationId', generation_id, 'savedAt', updated_at)),
           version = version + 1, name = $1, content = $2, final_file_id = $3, docx_file_id = $4,
           generation_id = $5, letter_type = coalesce($6, letter_type)
         where id = $7 returning id, version`,
        [...values, body.letterId],
      );
      return { letterId: rows[0]!.id, version: rows[0]!.version, ...files };
    });
    res.status(201).json(saved);
  };
}
