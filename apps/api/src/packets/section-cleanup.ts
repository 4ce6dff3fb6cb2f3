import type pg from 'pg';
import type { FileStorage } from '../files/storage/file-storage.ts';
import type { PacketPlan } from './packet-plan.ts';
import { sectionCacheKey, sectionStorageKey } from './section-cache.ts';

/**
 * After a compile: records which cached section each of the petition's exhibits now uses (migration
 * 0032), forgets exhibits that no longer exist (any petition's: a deleted petition's exhibits are gone
 * too) and deletes from the file storage every section no exhibit names any more — the ones of deleted
 * exhibits and the ones replaced because an exhibit's files changed. Sections are keyed by content and
 * may be shared (a cloned petition), hence the check that no row still names a key.
 * A compile running meanwhile that just read a section being deleted has its bytes already; its next
 * compile merely renders that exhibit again. So this is safe without locking, and the cache stays a cache.
 * Returns the deleted sections' cache keys.
 */
export async function sweepPacketSections(pool: pg.Pool, storage: FileStorage, plan: PacketPlan): Promise<string[]> {
  const used = plan.exhibits.filter((exhibit) => exhibit.files.length > 0);
  const exhibitIds = used.map((exhibit) => exhibit.id);
  const keys = used.map((exhibit) => sectionCacheKey(exhibit));
  const client = await pool.connect();
  let orphans: string[];
  try {
    await client.query('begin');
    const { rows: released } = await client.query<{ cache_key: string }>(
      `with previous as (
         select s.exhibit_id, s.cache_key from app_private.packet_sections s where s.exhibit_id = any($1::uuid[]) for update
       ), recorded as (
         insert into app_private.packet_sections (exhibit_id, petition_id, cache_key, used_at)
         select u.exhibit_id, $3, u.cache_key, now() from unnest($1::uuid[], $2::text[]) as u (exhibit_id, cache_key)
         on conflict (exhibit_id) do update set petition_id = excluded.petition_id, cache_key = excluded.cache_key, used_at = now()
       ), gone as (
         delete from app_private.packet_sections s
          where not exists (select 1 from app_public.exhibits e where e.id = s.exhibit_id)
          returning s.cache_key
       )
       select p.cache_key from previous p join unnest($1::uuid[], $2::text[]) as u (exhibit_id, cache_key)
           on u.exhibit_id = p.exhibit_id and u.cache_key <> p.cache_key
       union
       select cache_key from gone`,
      [exhibitIds, keys, plan.petitionId],
    );
    // The statement above saw the table as it was before it: named keys are checked in a second one.
    const { rows } = await client.query<{ cache_key: string }>(
      `select k as cache_key from unnest($1::text[]) as k
        where not exists (select 1 from app_private.packet_sections s where s.cache_key = k)`,
      [released.map((row) => row.cache_key)],
    );
    orphans = rows.map((row) => row.cache_key);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  for (const key of orphans) await storage.delete(sectionStorageKey(key));
  return orphans;
}
