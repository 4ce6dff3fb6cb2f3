import { LETTER_PATHS, LETTER_TYPES, MAX_FILES_PER_UPLOADER, type LetterType } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../support/database.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';
import { createWorld, type World } from '../../support/world.ts';
import { addLetterRecords, errorOf, expertFields, postForm, type SentFile } from './writing-client.ts';

const MAX_UPLOAD_BYTES = 512 * 1024;

describe('letter routes (spec 2 §7.5), no model configured: template drafts', () => {
  let server: TestServer;
  let world: World;
  let staff: string;
  let customer: string;
  let fieldsOf: Record<LetterType, Record<string, string | string[]>>;
  let filesOf: Record<LetterType, SentFile[]>;

  const doc = (name = 'paper.txt', text = 'Fleet learning cut collisions by 38%.'): SentFile => ({
    field: 'docs',
    name,
    type: 'text/plain',
    bytes: text,
  });

  beforeAll(async () => {
    server = await startTestServer(testDatabaseUrl(), { MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES) });
    world = await createWorld(server.pool);
    const { membershipEntityId, vcEntityId } = await addLetterRecords(server.pool, world);
    staff = await server.issuer.issueToken({ sub: world.staff.sub, email: world.staff.email });
    customer = await server.issuer.issueToken({ sub: world.beneficiary.sub, email: world.beneficiary.email });
    const expert = expertFields(world);
    fieldsOf = {
      'critical-role': { ...expert, additional_info: 'Leads 40 engineers.' },
      'original-contributions': { ...expert, additional_info: 'Designed the fleet-learning pipeline.' },
      'cr-oc-letter': expert,
      'ao-letter': { ...expert, criteria: ['judging', 'press'] },
      membership: { ...expert, membership_entity_id: membershipEntityId, membership_selectivity: 'Under 10% admitted.' },
      'award/vc': { ...expert, vc_entity_id: vcEntityId, funding_amount: '$24 million', funding_year: '2024' },
      'tn-support-letter': { beneficiary_id: world.beneficiary.id, company_id: world.companyId, tn_category: 'Engineer' },
      'ev-letter': {
        salary: '$210,000 per year',
        beneficiary_id: world.beneficiary.id,
        signatory_id: world.companyAdmin.id,
        company_id: world.companyId,
        company_details: 'Builds warehouse robots.',
        beneficiary_title: 'CTO',
        signatory_title: 'CEO',
      },
    };
    const tnFiles: SentFile[] = [
      { field: 'resume', name: 'cv.md', type: 'text/markdown', bytes: '# Bea\nB.S. Mechanical Engineering, 2012' },
      { field: 'job_offer_letter', name: 'offer.txt', type: 'text/plain', bytes: 'Offer: Senior Robotics Engineer.' },
    ];
    filesOf = Object.fromEntries(LETTER_TYPES.map((type) => [type, type === 'tn-support-letter' ? tnFiles : [doc()]])) as Record<
      LetterType,
      SentFile[]
    >;
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(LETTER_TYPES)('%s: answers the letter as text, with its provenance', async (type) => {
    const answer = await postForm(`${server.url}${LETTER_PATHS[type]}`, staff, fieldsOf[type], filesOf[type]);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(answer.headers.get('x-template-draft')).toBe('true');
    expect(answer.text).toMatch(/^Template draft — written by Petition Studio's template composer/);
    expect(answer.text).toContain(world.beneficiary.fullName);
    expect(answer.text).toContain(`Acme ${world.tag}`);
    // The supporting files are read and quoted.
    expect(answer.text).toContain(type === 'tn-support-letter' ? 'B.S. Mechanical Engineering' : 'cut collisions by 38%');

    const generationId = answer.headers.get('x-generation-id');
    const { rows } = await server.pool.query<{ kind: string; target_type: string; is_template: boolean; output: string }>(
      'select kind, target_type, is_template, output from app_public.generated_texts where id = $1',
      [generationId],
    );
    expect(rows).toEqual([
      { kind: `letter:${type.replace('/', '-')}`, target_type: 'letter', is_template: true, output: answer.text },
    ]);
  });

  it.each(LETTER_TYPES)('%s: refuses each missing required input, naming it (spec 2 §5)', async (type) => {
    const required = type === 'tn-support-letter' ? ['resume', 'job_offer_letter'] : Object.keys(fieldsOf[type]);
    const optional = new Set(['additional_info', 'membership_selectivity', 'funding_amount', 'funding_year', 'tn_category']);
    for (const field of required.filter((name) => !optional.has(name))) {
      const { [field]: _left, ...fields } = fieldsOf[type];
      const files = filesOf[type].filter((file) => file.field !== field);
      const answer = await postForm(`${server.url}${LETTER_PATHS[type]}`, staff, fields, files);
      expect(answer.status, `${type} without ${field}`).toBe(400);
      expect(errorOf(answer)).toBe(`${field} is required`);
    }
  });

  it.each(LETTER_TYPES)('%s: staff only — 401 without a token, 403 for a customer', async (type) => {
    expect((await postForm(`${server.url}${LETTER_PATHS[type]}`, null, fieldsOf[type])).status).toBe(401);
    const refused = await postForm(`${server.url}${LETTER_PATHS[type]}`, customer, fieldsOf[type], filesOf[type]);
    expect(refused.status).toBe(403);
    expect(errorOf(refused)).toBe('Only staff may use the writing service');
  });

  it('addresses a TN letter by its route: a Canadian at the border to CBP, with her citizenship stated', async () => {
    const answer = await postForm(
      `${server.url}/tn/support-letter`,
      staff,
      { ...fieldsOf['tn-support-letter'], tn_filing_type: 'consular_processing', tn_citizenship: 'Canada' },
      filesOf['tn-support-letter'],
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text).toContain('U.S. Customs and Border Protection Officer');
    expect(answer.text).toContain(`${world.beneficiary.fullName} is a citizen of Canada`);
    expect(answer.text).toContain(`Employer: Acme ${world.tag}`);
    expect(answer.text).not.toContain('Citizenship and Immigration Services');
  });

  it('refuses an AO letter without criteria or with an unknown one, a TN profession not in Appendix 1603.D.1, and a TN citizenship or route that does not exist', async () => {
    const { criteria: _none, ...withoutCriteria } = fieldsOf['ao-letter'];
    const none = await postForm(`${server.url}/ao-letter`, staff, withoutCriteria);
    expect(errorOf(none)).toBe('criteria is required');
    const unknown = await postForm(`${server.url}/ao-letter`, staff, { ...withoutCriteria, criteria: ['bravery'] });
    expect(errorOf(unknown)).toBe('criteria.0 is not a known AO criterion');
    const tn = await postForm(
      `${server.url}/tn/support-letter`,
      staff,
      { ...fieldsOf['tn-support-letter'], tn_category: 'Scientist' },
      filesOf['tn-support-letter'],
    );
    expect(errorOf(tn)).toBe('tn_category is not a known TN profession');
    // TN is for citizens of Canada and Mexico only; the route is one of the case's filing types.
    const citizenship = await postForm(
      `${server.url}/tn/support-letter`,
      staff,
      { ...fieldsOf['tn-support-letter'], tn_citizenship: 'France' },
      filesOf['tn-support-letter'],
    );
    expect([citizenship.status, errorOf(citizenship)]).toEqual([400, 'tn_citizenship is not a known citizenship']);
    const route = await postForm(
      `${server.url}/tn/support-letter`,
      staff,
      { ...fieldsOf['tn-support-letter'], tn_filing_type: 'port_of_entry' },
      filesOf['tn-support-letter'],
    );
    expect([route.status, errorOf(route)]).toEqual([400, 'tn_filing_type is not a known filing type']);
  });

  it('answers 404 for people, companies and entities that do not exist, 400 for an entity of the wrong type', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const person = await postForm(`${server.url}/expert-letter/critical-role`, staff, {
      ...fieldsOf['critical-role'],
      signatory_id: unknown,
    });
    expect([person.status, errorOf(person)]).toEqual([404, 'signatory_id: no such person']);
    const company = await postForm(`${server.url}/expert-letter/critical-role`, staff, {
      ...fieldsOf['critical-role'],
      company_id: unknown,
    });
    expect([company.status, errorOf(company)]).toEqual([404, 'company_id: no such company']);
    const entity = await postForm(`${server.url}/expert-letter/membership`, staff, {
      ...fieldsOf.membership,
      membership_entity_id: unknown,
    });
    expect([entity.status, errorOf(entity)]).toEqual([404, 'membership_entity_id: no such entity']);
    const wrongType = await postForm(`${server.url}/expert-letter/membership`, staff, {
      ...fieldsOf.membership,
      membership_entity_id: fieldsOf['award/vc'].vc_entity_id as string,
    });
    expect([wrongType.status, errorOf(wrongType)]).toEqual([400, 'membership_entity_id must be a membership entity']);
  });

  it('enforces the upload limits: file count, size, accepted types, and bytes that match their type', async () => {
    const url = `${server.url}/expert-letter/critical-role`;
    const fields = fieldsOf['critical-role'];
    const many = Array.from({ length: MAX_FILES_PER_UPLOADER + 1 }, (_, index) => doc(`doc-${index}.txt`));
    const tooMany = await postForm(url, staff, fields, many);
    expect([tooMany.status, errorOf(tooMany)]).toEqual([413, `Maximum ${MAX_FILES_PER_UPLOADER} files allowed`]);

    const big = await postForm(url, staff, fields, [doc('big.txt', 'x'.repeat(MAX_UPLOAD_BYTES + 1))]);
    expect([big.status, errorOf(big)]).toEqual([413, '"big.txt" is larger than 512 KB']);

    const huge = await postForm(
      url,
      staff,
      fields,
      Array.from({ length: 7 }, (_, index) => doc(`${index}.txt`, 'y'.repeat(MAX_UPLOAD_BYTES))),
    );
    expect(huge.status).toBe(413);
    expect(errorOf(huge)).toMatch(/^The form is too large/);

    // Without a Content-Length (chunked), the body is cut off as soon as it passes the ceiling.
    const chunk = Buffer.alloc(256 * 1024, 'z');
    let sent = 0;
    const chunked = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'multipart/form-data; boundary=x' },
      body: new ReadableStream({
        pull(controller) {
          sent += chunk.length;
          if (sent > 40 * MAX_UPLOAD_BYTES) controller.close();
          else controller.enqueue(chunk);
        },
      }),
      duplex: 'half',
    } as RequestInit).catch((error: unknown) => error);
    if (chunked instanceof Response) expect(chunked.status).toBe(413);
    expect(sent).toBeLessThan(40 * MAX_UPLOAD_BYTES);

    const exe = await postForm(url, staff, fields, [
      { field: 'docs', name: 'tool.exe', type: 'application/octet-stream', bytes: 'MZ' },
    ]);
    expect([exe.status, errorOf(exe)]).toEqual([
      415,
      '"tool.exe" is not an accepted file type (accepted: png, jpg, jpeg, heic, pdf, txt, md, markdown)',
    ]);

    const fakePdf = await postForm(url, staff, fields, [
      { field: 'docs', name: 'paper.pdf', type: 'application/pdf', bytes: 'not a pdf' },
    ]);
    expect([fakePdf.status, errorOf(fakePdf)]).toEqual([
      415,
      '"paper.pdf" is not a valid PDF: its contents do not match its type',
    ]);

    const wrongField = await postForm(url, staff, fields, [{ ...doc(), field: 'resume' }]);
    expect([wrongField.status, errorOf(wrongField)]).toEqual([400, 'resume does not take files (files go in docs)']);

    const notAForm = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(notAForm.status).toBe(415);
  });
});
