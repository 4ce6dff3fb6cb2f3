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
 * The people a saved version's DOCX names (docProps/core.xml): its creator is who saved the letter's first version
 * (the owner of that version's file), its last editor who saves this one; a staff member without a name on their
 * account reads as the provider ("Plymouth"), whose letter it is. Without them the `docx` package wrote "Un-named".
 */
async function letterAuthors(client: pg.PoolClient, body: SaveBody, userId: string, providerName: string) {
  const { rows } = await client.query<{ saver: string | null; creator: string | null }>(
    `select (select nullif(btrim(full_name), '') from app_public.users where id = $1) as saver,
            (select nullif(btrim(u.full_name), '')
               from app_public.petition_letters l
               join app_public.files f on f.id = coalesce((l.earlier_versions -> 0 ->> 'docxFileId')::uuid, l.docx_file_id)
               join app_public.users u on u.id = f.owner_id
              where l.id = $2) as creator`,
    [userId, body.letterId ?? null],
  );
  const saver = rows[0]?.saver ?? providerName;
  return { creator: body.letterId ? (rows[0]?.creator ?? saver) : saver, lastModifiedBy: saver };
}

/**
 * POST /petition-letters (saveLetterContract) {petitionId, name, html, letterType?, generationId?,
 * letterId?} → 201 {letterId, version, pdfFileId, docxFileId}. Staff only. The HTML is sanitised with
 * the editor's allow-list, then stored as the letter's content, its PDF (the final file) and its DOCX.
 * With letterId, the letter gets a new version and its earlier one is kept in earlier_versions.
 */
export function saveLetterRoute(deps: {
  pool: pg.Pool;
  storage: FileStorage;
  /** PROVIDER_NAME: the DOCX's author when the staff member's account has no name. */
  providerName: string;
}): ContractHandler<typeof saveLetterContract> {
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
      const authors = await letterAuthors(client, body, userId, deps.providerName);
      const files = await storeLetterFiles(client, deps.storage, { name: body.name, blocks, ownerId: userId, authors });
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
