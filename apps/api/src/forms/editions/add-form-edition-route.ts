import { createHash, randomUUID } from 'node:crypto';
import { asUser } from '@app/db';
import {
  BLANK_FORM_NUMBERS,
  fieldNamesOfMaps,
  mapByTooltip,
  MAX_BLANK_FORM_BYTES,
  formDate,
  SHIPPED_FIELD_MAPS,
  type TAddedFormEdition,
} from '@app/domain';
import type pg from 'pg';
import type { VirusScanConfig } from '../../config/index.ts';
import { refuseInfectedUpload } from '../../files/validate-upload.ts';
import type { FileStorage } from '../../files/storage/file-storage.ts';
import { fileStorageKey } from '../../files/storage-keys.ts';
import { asyncRoute } from '../../http/async-route.ts';
import { HttpError } from '../../http/http-error.ts';
import { heldEditions, matchSummary, shippedBlankFields } from './editions-held.ts';
import { readBlankForm } from './read-blank-form.ts';
import { readForm } from '../../writing/index.ts';

const UNIQUE_VIOLATION = '23505';

/**
 * POST /staff/uscis-form-editions (addFormEditionContract; multipart, the PDF as `file`): a newer blank edition of a form the
 * app fills. The form and its edition are read from the file (read-blank-form.ts); it must be newer than every
 * edition held, shipped or added. Each field the shipped map fills is looked for by its tooltip (mapByTooltip); the
 * file, what was found and what was not are stored, and the answer says so. Staff only. With a scanner configured the
 * file is scanned first, as every other upload is (a blank form comes from outside: a download, an e-mail).
 */
export function addFormEditionRoute(deps: { pool: pg.Pool; storage: FileStorage; virusScan?: VirusScanConfig | undefined }) {
  return asyncRoute(async (req, res) => {
    const request = await readForm(req, { maxFileBytes: MAX_BLANK_FORM_BYTES, maxFiles: 1, fileFields: ['file'] });
    const bytes = request.files[0]?.bytes;
    if (!bytes || bytes.length === 0) throw new HttpError(400, "Choose the blank form's PDF file to upload.");
    if (deps.virusScan) await refuseInfectedUpload(bytes, request.files[0]!.name, deps.virusScan);
    const file = await readBlankForm(bytes);
    const number = BLANK_FORM_NUMBERS[file.form];
    const maps = SHIPPED_FIELD_MAPS[file.form];
    const { translation, unmatched } = mapByTooltip(fieldNamesOfMaps(maps), await shippedBlankFields(file.form), file.fields);
    const userId = req.auth!.userId;
    await asUser(deps.pool, userId, async (client) => {
      const newest = [maps[0]!.edition, ...(await heldEditions(client, file.form)).map((held) => held.edition)].sort().at(-1)!;
      if (file.edition <= newest) {
        throw new HttpError(
          409,
          `The app already has the ${number} edition ${formDate(newest)}; this file is the edition ${formDate(file.edition)}, which is not newer. Only a newer edition can be added.`,
        );
      }
      const fileId = randomUUID();
      const key = fileStorageKey(fileId);
      await deps.storage.write(key, bytes, 'application/pdf');
      await client.query(
        `insert into app_public.files (id, name, mime_type, size_bytes, storage_key, sha256, owner_id)
         values ($1, $2, 'application/pdf', $3, $4, $5, $6)`,
        [fileId, `${number} ${file.edition}.pdf`, bytes.length, key, createHash('sha256').update(bytes).digest('hex'), userId],
      );
      try {
        await client.query(
          `insert into app_public.uscis_form_editions (form, edition, file_id, field_names, unmatched_fields, added_by)
           values ($1, $2, $3, $4, $5, $6)`,
          [file.form, file.edition, fileId, JSON.stringify(Object.fromEntries(translation)), unmatched, userId],
        );
      } catch (error) {
        // Two staff adding the same edition at once: the table's unique (form, edition) answers the second.
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
          throw new HttpError(409, `The ${number} edition ${formDate(file.edition)} was already added.`);
        }
        throw error;
      }
    });
    const answer: TAddedFormEdition = {
      form: file.form,
      number,
      edition: file.edition,
      ...(await matchSummary(file.form, translation)),
    };
    res.status(201).json(answer);
  });
}
