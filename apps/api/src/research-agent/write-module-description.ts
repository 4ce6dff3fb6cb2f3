import { asUser } from '@app/db';
import type { ModuleContentKind } from '@app/domain';
import type pg from 'pg';
import type { GeneratedText, WriteModuleContent } from '../writing/index.ts';
import { generatedTextToHtml } from './generated-module-kind.ts';

/**
 * Stores a generated text as the module's description (HTML), as `userId`. With `keepExisting` a
 * description written meanwhile (by staff, while a job waited) is left alone. False when nothing was
 * stored: the module is not visible, not of that petition, or kept.
 */
export async function storeModuleDescription(
  pool: pg.Pool,
  target: { userId: string; petitionId: string; moduleId: string },
  generated: GeneratedText,
  options: { keepExisting?: boolean } = {},
): Promise<boolean> {
  const updated = await asUser(pool, target.userId, (client) =>
    client.query(
      `update app_public.modules set description = $2
        where id = $1 and petition_id = $3 and not ($4 and coalesce(description, '') <> '')`,
      [target.moduleId, generatedTextToHtml(generated.text), target.petitionId, options.keepExisting ?? false],
    ),
  );
  return (updated.rowCount ?? 0) > 0;
}

/**
 * Writes a generated module's content (memo starter, conclusion, authorship summary) with the writing
 * service and stores it as the module's description unless one was written meanwhile (the background
 * job of POST /petition). A failed generation throws WritingFailedError.
 */
export async function writeModuleDescriptionUnlessWritten(
  deps: { pool: pg.Pool; writeModuleContent: WriteModuleContent },
  input: { kind: ModuleContentKind; petitionId: string; moduleId: string; userId: string },
): Promise<void> {
  const generated = await deps.writeModuleContent(input.kind, input.petitionId, input.userId);
  if (generated) await storeModuleDescription(deps.pool, input, generated, { keepExisting: true });
}
