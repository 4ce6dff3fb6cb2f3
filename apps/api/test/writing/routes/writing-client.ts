import { makeEntity, insertRow } from '@app/db/seed';
import type pg from 'pg';
import type { World } from '../../support/world.ts';

export interface Answer {
  status: number;
  text: string;
  headers: Headers;
}

/** A file part of a form sent by a test. */
export interface SentFile {
  field: string;
  name: string;
  type: string;
  bytes: Buffer | string;
}

/** POSTs a multipart form (text fields, repeated for lists, and files) with a bearer token. */
export async function postForm(
  url: string,
  token: string | null,
  fields: Record<string, string | readonly string[]>,
  files: readonly SentFile[] = [],
): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of typeof value === 'string' ? [value] : value) form.append(name, one);
  }
  for (const file of files)
    form.append(
      file.field,
      new Blob([typeof file.bytes === 'string' ? file.bytes : new Uint8Array(file.bytes)], { type: file.type }),
      file.name,
    );
  const response = await fetch(url, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** POSTs url-encoded or JSON fields with a bearer token. */
export async function postBody(
  url: string,
  token: string | null,
  body: Record<string, unknown>,
  encoding: 'form' | 'json' = 'form',
): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json',
    },
    body: encoding === 'form' ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

export const errorOf = (answer: Answer): string => (JSON.parse(answer.text) as { error: string }).error;

/** The letter world: the test world plus a signatory, a membership and a VC entity, with bios. */
export async function addLetterRecords(pool: pg.Pool, world: World) {
  await pool.query(`update app_public.companies set bio = 'Builds warehouse robots.' where id = $1`, [world.companyId]);
  const membership = makeEntity({
    name: `IEEE Senior Membership ${world.tag}`,
    type: 'MEMBERSHIP',
    data: { description: 'The highest grade IEEE members can apply for.', selection_criteria: 'Elected by a panel.' },
  });
  const vc = makeEntity({ name: `Lowercarbon Capital ${world.tag}`, type: 'VC', data: {} });
  for (const row of [membership, vc]) await insertRow(pool, 'additional_entities', row);
  return { membershipEntityId: membership.id, vcEntityId: vc.id };
}

/** What spec 2 §5 asks of "other letters", for the world's people and company. */
export function expertFields(world: World): Record<string, string> {
  return {
    visa_category: 'O-1A',
    beneficiary_id: world.beneficiary.id,
    beneficiary_bio: 'Leads perception research.',
    beneficiary_title: 'CTO',
    signatory_id: world.companyAdmin.id,
    signatory_bio: 'Professor of robotics for fifteen years.',
    signatory_title: 'Professor',
    company_id: world.companyId,
    company_bio: 'Builds warehouse robots.',
    field_of_endeavor: 'Robotics',
    archetype: 'technology-founder',
    signatory_employer: 'Carnegie Mellon University',
  };
}
