import type pg from 'pg';
import { lines, type EvidenceSource, type RecordEvidence, type StoredFileRef } from './evidence-source.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where a person's CV is kept: personal documents of these types, and petition exhibits of these types. */
const CV_DOCUMENT_TYPES = ['cv', 'beneficiary-cv', 'resume'];

/**
 * Evidence for a person's bio (decisions LTR-018): their name and stored bio, their professional details
 * (role, titles, profile links — never passport, birth or address data), their employments, and their CV
 * files. Read as the caller; a person the caller may not see gives null.
 */
export async function userEvidence(client: pg.ClientBase, userId: string): Promise<RecordEvidence | null> {
  if (!UUID.test(userId)) return null;
  const { rows } = await client.query<{
    id: string;
    full_name: string;
    bio: string | null;
    archetype: string | null;
    role: string | null;
    us_role_title: string | null;
    linkedin_url: string | null;
    personal_url: string | null;
  }>(
    `select u.id, u.full_name, u.bio, u.archetype, d.role, d.us_role_title, d.linkedin_url, d.personal_url
       from app_public.users u left join app_public.user_data d on d.user_id = u.id
      where u.id = $1`,
    [userId],
  );
  const user = rows[0];
  if (!user) return null;
  const items: EvidenceSource[] = [
    {
      kind: 'user',
      label: `Person: ${user.full_name}`,
      text: lines([
        ['Name', user.full_name],
        ['Current role', user.role],
        ['U.S. role title', user.us_role_title],
        ['Profile', user.archetype],
        ['LinkedIn', user.linkedin_url],
        ['Website', user.personal_url],
        ['Bio on file', user.bio],
      ]),
      recordId: user.id,
    },
  ];

  const { rows: employments } = await client.query<{
    id: string;
    company_name: string;
    position: string | null;
    start_date: string | null;
    end_date: string | null;
    is_current: boolean;
    city: string | null;
    country: string | null;
  }>(
    `select id, company_name, position, start_date::text, end_date::text, is_current, city, country
       from app_public.user_employments where user_id = $1
      order by is_current desc, start_date desc nulls last`,
    [userId],
  );
  for (const job of employments) {
    const period = `${job.start_date ?? 'start not given'} – ${job.is_current ? 'present' : (job.end_date ?? 'end not given')}`;
    items.push({
      kind: 'employment',
      label: `Employment: ${job.position ?? 'role not given'} at ${job.company_name || 'company not given'}`,
      text: lines([
        ['Company', job.company_name],
        ['Position', job.position],
        ['Period', period],
        ['Place', [job.city, job.country].filter(Boolean).join(', ')],
      ]),
      recordId: job.id,
    });
  }

  const { rows: files } = await client.query<{
    id: string;
    name: string;
    mime_type: string;
    storage_key: string;
    sha256: string | null;
    linked_from: string;
  }>(
    `select f.id, f.name, f.mime_type, f.storage_key, f.sha256, 'CV' as linked_from
       from app_public.user_documents d join app_public.files f on f.id = d.file_id and not f.deleted
      where d.user_id = $1 and d.document_type = any($2::text[])
     union
     select f.id, f.name, f.mime_type, f.storage_key, f.sha256, 'CV exhibit: ' || x.name
       from app_public.petitions p
       join app_public.exhibits x on x.petition_id = p.id and x.exhibit_type = any($2::text[])
       join app_public.exhibit_files ef on ef.exhibit_id = x.id
       join app_public.files f on f.id = ef.file_id and not f.deleted
      where p.beneficiary_id = $1
      order by name`,
    [userId, CV_DOCUMENT_TYPES],
  );
  const cvFiles: StoredFileRef[] = files.map((row) => ({
    id: row.id,
    name: row.name,
    mimeType: row.mime_type,
    storageKey: row.storage_key,
    sha256: row.sha256,
    linkedFrom: row.linked_from,
  }));
  return { items, files: cvFiles };
}
