import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { defineContract } from '@app/domain';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mountRoute, publicAccess, type ContractHandler } from '../../src/auth/route-access.ts';
import { HttpError } from '../../src/http/http-error.ts';
import { installErrorHandler } from '../../src/http/error-handler.ts';

/**
 * mountRoute's contract binding (issue 27), on a real Express server: the contract's request schema
 * is run on the JSON or form body of a POST and on the query of a GET before the handler, which gets
 * the parsed value (defaults filled, strings trimmed); a bad request is the shared 400 {error} naming
 * each field, and the handler never runs. The answer's type comes from the contract (checked by tsc).
 */

const noteContract = defineContract({
  method: 'POST',
  path: '/notes/{id}',
  request: z.object({
    title: z.string({ error: 'is required' }).trim().min(1, 'must not be empty'),
    pages: z.coerce.number().int().default(1),
  }),
  response: z.object({ id: z.string(), title: z.string(), pages: z.number() }),
});

const searchContract = defineContract({
  method: 'GET',
  path: '/notes',
  request: z.object({ q: z.string({ error: 'is required' }).trim(), limit: z.coerce.number().int().max(50).default(10) }),
  response: z.object({ q: z.string(), limit: z.number() }),
});

/** Never run: tsc fails the build when the answer is not typed from the contract's response. */
export const answerIsTyped: ContractHandler<typeof noteContract> = async (request, _req, res) => {
  // @ts-expect-error -- `pages` must be a number, as the contract's response says
  res.json({ id: 'x', title: request.title, pages: 'many' });
};

describe('mountRoute with a contract', () => {
  let server: http.Server;
  let url: string;
  const seen: unknown[] = [];

  beforeAll(async () => {
    const app = express();
    const refuseSecret: express.RequestHandler = (req, _res, next) =>
      next(req.get('x-secret') === 'no' ? new HttpError(403, 'Refused first') : undefined);
    const form = [express.urlencoded({ extended: false, limit: '1kb' }), express.json({ limit: '1kb' })];
    mountRoute(app, noteContract, [publicAccess('a test route'), refuseSecret], {
      parsers: form,
      handle: async (request, req, res) => {
        seen.push({ request, body: req.body });
        res.status(201).json({ id: req.params.id!, title: request.title, pages: request.pages });
      },
    });
    mountRoute(app, searchContract, publicAccess('a test route'), {
      handle: async (request, _req, res) => {
        seen.push({ request });
        res.json(request);
      },
    });
    installErrorHandler(app);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const post = (body: string, contentType = 'application/json', headers: Record<string, string> = {}) =>
    fetch(`${url}/notes/n1`, { method: 'POST', headers: { 'content-type': contentType, ...headers }, body });

  it('gives the handler the parsed JSON body, also as req.body, and sends its answer', async () => {
    seen.length = 0;
    const response = await post(JSON.stringify({ title: '  Minutes  ', extra: 'dropped' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 'n1', title: 'Minutes', pages: 1 });
    expect(seen).toEqual([{ request: { title: 'Minutes', pages: 1 }, body: { title: 'Minutes', pages: 1 } }]);
  });

  it('parses a form body with the same schema when the route takes forms', async () => {
    seen.length = 0;
    const response = await post('title=Agenda&pages=3', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 'n1', title: 'Agenda', pages: 3 });
    expect(seen).toEqual([{ request: { title: 'Agenda', pages: 3 }, body: { title: 'Agenda', pages: 3 } }]);
  });

  it('answers a bad body with the shared 400 naming each field, and never runs the handler', async () => {
    seen.length = 0;
    const missing = await post(JSON.stringify({ pages: 2 }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: 'title is required' });

    const twoProblems = await post(JSON.stringify({ title: '   ', pages: 1.5 }));
    expect(twoProblems.status).toBe(400);
    const { error } = (await twoProblems.json()) as { error: string };
    expect(error).toMatch(/^title must not be empty; pages: /);

    const notAnObject = await post('["Minutes"]');
    expect(await notAnObject.json()).toEqual({ error: 'Request body must be a JSON object' });

    const noBody = await fetch(`${url}/notes/n1`, { method: 'POST' });
    expect(noBody.status).toBe(400);
    expect(await noBody.json()).toEqual({ error: 'title is required' });
    expect(seen).toEqual([]);
  });

  it('keeps the body parsers: malformed and oversized JSON are still 400 and 413', async () => {
    const malformed = await post('{"title": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'Request body must be JSON' });
    const oversized = await post(JSON.stringify({ title: 'x'.repeat(2000) }));
    expect(oversized.status).toBe(413);
    expect(await oversized.json()).toEqual({ error: 'Request body is too large' });
  });

  it('runs the access decision before the body is parsed', async () => {
    seen.length = 0;
    const refused = await post('not even JSON', 'application/json', { 'x-secret': 'no' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'Refused first' });
    expect(seen).toEqual([]);
  });

  it('parses the query of a GET with the contract, and answers a bad query with 400 naming it', async () => {
    seen.length = 0;
    const found = await fetch(`${url}/notes?q=%20budget%20`);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ q: 'budget', limit: 10 });
    expect(seen).toEqual([{ request: { q: 'budget', limit: 10 } }]);

    const bad = await fetch(`${url}/notes?limit=500`);
    expect(bad.status).toBe(400);
    const { error } = (await bad.json()) as { error: string };
    expect(error).toMatch(/^q is required; limit: /);
    expect(seen).toHaveLength(1);
  });
});
