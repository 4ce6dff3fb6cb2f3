import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { UNSTORABLE_TEXT_PROBLEM, UPLOAD_REGISTRATION_PATHS } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseUnstorableRequestText } from '../../src/http/storable-text.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { appOf, walkRoutes, type FoundRoute } from '../support/route-walk.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type Person, type World } from '../support/world.ts';

/**
 * Issue 29 item 6: text PostgreSQL cannot store (a NUL character, a lone surrogate) is a 400 naming the
 * field on every REST route, never a 500. First the findings one by one, with bodies that are otherwise
 * valid (so without the check they would reach the database); then every route the server mounts from
 * a contract, found by walking its router, with the bad text in a path parameter, the query and the body.
 */

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'https://scholar.google.com/\uD800';

/** Routes the server mounts without a contract, each with the reason the check does not apply. */
const NOT_FROM_A_CONTRACT = [
  'GET /healthz', // reads nothing from the request
  'POST /graphql', // GraphQL: PostgreSQL's refusal is answered by mask-error.ts
  'PUT /db/storage/object', // the local driver's signed PUT: the signature covers the query, the body is bytes
  'GET /db/storage/object', // the local driver's signed GET: same
  'GET /files/editor-images/:id', // an image by its id: an id that is no UUID is a 404 before any query
];

interface Answer {
  status: number;
  error: string | undefined;
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  try {
    return { status: response.status, error: (JSON.parse(text) as { error?: string }).error };
  } catch {
    return { status: response.status, error: text };
  }
}

describe('text that cannot be stored', () => {
  let server: TestServer;
  let world: World;
  let tempDir: string;
  let routes: FoundRoute[];
  const tokens = new Map<Person, string>();
  const tokenOf = async (person: Person | undefined) => {
    if (!person) return undefined;
    const token = tokens.get(person) ?? (await server.issuer.issueToken({ sub: person.sub, email: person.email }));
    tokens.set(person, token);
    return token;
  };
  const send = async (
    method: string,
    url: string,
    person: Person | undefined,
    body?: { json: string } | { form: FormData },
  ): Promise<Answer> => {
    const token = await tokenOf(person);
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (body && 'json' in body) headers['content-type'] = 'application/json';
    const payload = body ? ('json' in body ? body.json : body.form) : undefined;
    return answerOf(await fetch(`${server.url}${url}`, { method, headers, body: payload }));
  };
  const postJson = (url: string, person: Person, body: unknown) => send('POST', url, person, { json: JSON.stringify(body) });

  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'ps-bad-input-'));
    server = await startTestServer(testDatabaseUrl(), { FILE_STORAGE_DIR: path.join(tempDir, 'files') });
    world = await createWorld(server.pool);
    routes = walkRoutes(appOf(server.httpServer));
  });
  afterAll(async () => {
    await server?.close();
    await rm(tempDir, { recursive: true, force: true });
  });

  it('is refused in the findings of issue 29: presign, every upload registration, authorship, letters', async () => {
    const targets: Record<string, Record<string, string>> = {
      exhibit: { exhibitId: world.exhibitId },
      'reusable-exhibit': { reusableExhibitId: randomUUID() },
      immigration: { userId: world.beneficiary.id, immigrationDocType: 'PASSPORT' },
      individual: { userId: world.beneficiary.id, documentType: 'cv' },
      company: { companyId: world.companyId, companyDocType: 'OTHER' },
      form: { formId: randomUUID() },
      plymouth: { userId: world.beneficiary.id },
      'editor-image': {},
      'uscis-notice': { petitionId: world.petitionId },
    };
    const cases: { path: string; person: Person; body: Record<string, unknown>; field: string }[] = [
      {
        path: '/db/presigned-upload',
        person: world.beneficiary,
        body: { fileName: 'a.pdf', contentType: NUL },
        field: 'contentType',
      },
      ...UPLOAD_REGISTRATION_PATHS.map((registration) => ({
        path: `/db/upload/${registration}`,
        person: registration === 'reusable-exhibit' || registration === 'plymouth' ? world.staff : world.beneficiary,
        body: {
          s3Key: `uploads/${NUL}`,
          fileId: randomUUID(),
          name: 'a.pdf',
          mimeType: 'application/pdf',
          ...targets[registration],
        },
        field: 's3Key',
      })),
      ...[`https://scholar.google.com/${NUL}`, LONE_SURROGATE].map((url) => ({
        path: '/modules/authorship',
        person: world.staff,
        body: { petition_id: world.petitionId, google_scholar_url: url, num_articles: 3 },
        field: 'google_scholar_url',
      })),
      {
        path: '/petition-letters',
        person: world.staff,
        body: { petitionId: world.petitionId, name: NUL, html: '<p>Dear officer</p>' },
        field: 'name',
      },
    ];
    expect(cases).toHaveLength(4 + UPLOAD_REGISTRATION_PATHS.length);
    for (const { path: url, person, body, field } of cases) {
      expect(await postJson(url, person, body), url).toEqual({ status: 400, error: `${field} ${UNSTORABLE_TEXT_PROBLEM}` });
    }
  });

  it('is checked on every route mounted from a contract (the walk finds them all)', () => {
    const unchecked = routes.filter((route) => !route.handlers.includes(refuseUnstorableRequestText));
    expect(unchecked.map((route) => `${route.method} ${route.path}`).sort()).toEqual([...NOT_FROM_A_CONTRACT].sort());
    const checked = routes.filter((route) => route.handlers.includes(refuseUnstorableRequestText));
    expect(checked.length).toBeGreaterThan(20);
    for (const route of checked) {
      // Right before the route's own handler: after its body parsers, so the parsed body is what is checked.
      expect(route.handlers.indexOf(refuseUnstorableRequestText), `${route.method} ${route.path}`).toBe(
        route.handlers.length - 2,
      );
    }
  });

  it('answers 400 naming the field on every such route, in a path parameter, the query and the body', async () => {
    const checked = routes.filter((route) => route.handlers.includes(refuseUnstorableRequestText));
    const expectRefused = (answer: Answer, field: string, what: string) =>
      expect(answer, what).toEqual({ status: 400, error: `${field} ${UNSTORABLE_TEXT_PROBLEM}` });
    for (const route of checked) {
      const role = route.decisions[1]?.kind === 'role' ? route.decisions[1].role : undefined;
      const person = role === 'staff' ? world.staff : role === 'signed-in' ? world.beneficiary : undefined;
      const what = `${route.method} ${route.path}`;
      const url = route.path.replace(/:\w+/g, () => randomUUID());

      expectRefused(await send(route.method, `${url}?probe=a%00b`, person), 'probe', `${what} query`);
      const param = /:(\w+)/.exec(route.path)?.[1];
      if (param) {
        const withNul = route.path.replace(`:${param}`, 'a%00b').replace(/:\w+/g, () => randomUUID());
        expectRefused(await send(route.method, withNul, person), param, `${what} path`);
      }
      if (route.method !== 'POST') continue;
      const json = await send('POST', url, person, { json: JSON.stringify({ probe: { inner: ['ok', NUL] } }) });
      if (json.status === 415) {
        // A multipart route reads its own form: the same check runs on the form's fields.
        const form = new FormData();
        form.append('probe', NUL);
        expectRefused(await send('POST', url, person, { form }), 'probe', `${what} form`);
        continue;
      }
      expectRefused(json, 'probe.inner.1', `${what} JSON body`);
      // JSON's \ud800 escape is the one way a lone surrogate arrives (UTF-8 bytes cannot carry one).
      expectRefused(await send('POST', url, person, { json: '{"probe":"\\ud800"}' }), 'probe', `${what} lone surrogate`);
    }
  });

  it('never answers 500 on the routes without a contract either', async () => {
    for (const route of NOT_FROM_A_CONTRACT) {
      const [method, pattern] = route.split(' ') as [string, string];
      const url = `${pattern.replace(/:\w+/g, 'a%00b')}?probe=a%00b&key=a%00b&expires=a%00b&signature=a%00b`;
      const answer = await send(method, url, world.staff, method === 'GET' ? undefined : { json: '{"probe":"a\\u0000b"}' });
      expect(answer.status, `${route}: ${answer.error}`).toBeLessThan(500);
    }
  });

  it('names the field of a multipart file whose name cannot be stored', async () => {
    const form = new FormData();
    form.append('user_id', world.beneficiary.id);
    form.append('cv', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), `cv${NUL}.pdf`);
    expect(await send('POST', '/bio', world.staff, { form })).toEqual({ status: 400, error: `cv ${UNSTORABLE_TEXT_PROBLEM}` });
  });

  it('lets storable text through: emoji (surrogate pairs) and other scripts are not refused', async () => {
    const answer = await postJson('/db/presigned-upload', world.beneficiary, {
      fileName: 'résumé 📄 履歴書.pdf',
      contentType: 'application/pdf',
    });
    expect(answer.status, answer.error).toBe(200);
  });
});
