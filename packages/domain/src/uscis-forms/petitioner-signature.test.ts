import { describe, expect, it } from 'vitest';
import { packetPreflight, withSignatureStatus, type PreflightForm } from '../packet-preflight.ts';
import { formSignatureStatus, SignedCopyRefusalSchema } from './petitioner-signature.ts';

const asked = { requestedFileId: 'gen-1', signedFileId: null, refusedReason: null };

describe('the petitioner’s signature of a generated form', () => {
  it('is none, awaited, received, or outdated once the form is regenerated', () => {
    expect(formSignatureStatus(null, 'gen-1')).toBe('none');
    expect(formSignatureStatus(asked, 'gen-1')).toBe('awaited');
    expect(formSignatureStatus({ ...asked, refusedReason: 'Unsigned' }, 'gen-1')).toBe('awaited');
    expect(formSignatureStatus({ ...asked, signedFileId: 'scan' }, 'gen-1')).toBe('received');
    expect(formSignatureStatus({ ...asked, signedFileId: 'scan' }, 'gen-2')).toBe('outdated');
  });

  it('puts awaited and outdated signatures in the packet pre-flight, not received or never asked ones', () => {
    const form = (id: 'g-28' | 'i-129' | 'i-907', generatedFileId: string): PreflightForm => ({
      form: id,
      name: `Form ${id}`,
      generated: true,
      generatedFileId,
      missingFields: [],
    });
    const forms = withSignatureStatus(
      [form('g-28', 'g-gen'), form('i-907', 'p-gen'), form('i-129', 'i-gen-2')],
      [
        { form: 'g-28', requestedFileId: 'g-gen', signedFileId: 'g-scan', refusedReason: null },
        { form: 'i-129', requestedFileId: 'i-gen-1', signedFileId: 'i-scan', refusedReason: null },
      ],
    );
    // Only the forms' findings matter here (a packet without exhibits is its own finding, packet-preflight.test.ts).
    const formFindings = packetPreflight({ modules: [], letters: [], forms }).filter((finding) => finding.kind !== 'no-exhibits');
    expect(formFindings).toEqual([{ kind: 'form-unsigned', form: 'i-129', formName: 'Form i-129', signature: 'outdated' }]);
  });

  it('needs a reason of at most 500 characters to refuse a copy', () => {
    expect(SignedCopyRefusalSchema.safeParse({ reason: '  ' }).success).toBe(false);
    expect(SignedCopyRefusalSchema.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
    expect(SignedCopyRefusalSchema.parse({ reason: ' Part 7 is unsigned. ' })).toEqual({ reason: 'Part 7 is unsigned.' });
  });
});
