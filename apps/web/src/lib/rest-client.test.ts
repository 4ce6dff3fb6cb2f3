import { describe, expect, it } from 'vitest';
import { refusalOf, RestError } from './rest-client.ts';

describe('refusalOf', () => {
  it("gives the server's words for a refusal, and nothing without an answer in words", () => {
    expect(refusalOf(new RestError('refused', 409, 'POST /x: 409', 'Only a newer edition can be added.'))).toBe(
      'Only a newer edition can be added.',
    );
    expect(refusalOf(new RestError('refused', 400, 'POST /x: 400'))).toBeUndefined();
    expect(refusalOf(new RestError('network', null, 'POST /x: no answer from the server'))).toBeUndefined();
    expect(refusalOf(new RestError('malformed-answer', 200, 'POST /x: the answer does not match its contract'))).toBeUndefined();
    expect(refusalOf(new Error('network down'))).toBeUndefined();
  });
});
