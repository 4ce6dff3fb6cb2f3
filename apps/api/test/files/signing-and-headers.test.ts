import { describe, expect, it } from 'vitest';
import { contentDisposition, safeFileName, servedContentType } from '../../src/files/content-disposition.ts';
import { createLocalUrlSigner } from '../../src/files/storage/local-url-signer.ts';
import { isStorageKey } from '../../src/files/storage-keys.ts';

describe('local signed URLs', () => {
  const signer = createLocalUrlSigner('test-secret');
  const params = {
    op: 'get' as const,
    key: 'files/0b0e7d3c-1f5e-4c43-9b1e-6a2f1d9a8c77',
    expires: 2_000,
    max: '',
    type: 'application/pdf',
    disposition: 'inline',
  };
  const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

  it('verifies what it signed until it expires', () => {
    const signed = query(signer.sign(params));
    expect(signer.verify(signed, 'get', 1_000)).toEqual({ ok: true, params });
    expect(signer.verify(signed, 'get', 2_001)).toEqual({ ok: false, reason: 'expired' });
    expect(signer.verify(signed, 'put', 1_000)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses any changed parameter, a missing signature, and another secret', () => {
    const signed = query(signer.sign(params));
    for (const [field, value] of [
      ['key', 'files/other'],
      ['expires', '9999'],
      ['type', 'text/html'],
      ['disposition', 'attachment'],
      ['sig', 'x'],
    ] as const) {
      expect(signer.verify({ ...signed, [field]: value }, 'get', 1_000)).toEqual({ ok: false, reason: 'invalid' });
    }
    const { sig: _sig, ...unsigned } = signed;
    expect(signer.verify(unsigned, 'get', 1_000).ok).toBe(false);
    expect(createLocalUrlSigner('other-secret').verify(signed, 'get', 1_000).ok).toBe(false);
  });
});

describe('download headers', () => {
  it('serves only PDF, PNG and JPEG inline', () => {
    expect(contentDisposition('a.pdf', 'application/pdf')).toMatch(/^inline;/);
    expect(contentDisposition('a.png', 'image/png')).toMatch(/^inline;/);
    expect(contentDisposition('a.jpg', 'image/jpeg')).toMatch(/^inline;/);
    for (const type of ['text/html', 'image/svg+xml', 'image/heic', 'text/plain', 'application/x-unknown', '']) {
      expect(contentDisposition('a', type)).toMatch(/^attachment;/);
    }
    expect(servedContentType('text/html')).toBe('application/octet-stream');
    expect(servedContentType('image/svg+xml')).toBe('application/octet-stream');
    expect(servedContentType('text/markdown')).toBe('text/plain; charset=utf-8');
  });

  it('encodes the name per RFC 6266 with an ASCII fallback', () => {
    expect(contentDisposition('Lebenslauf Müller "final".pdf', 'application/pdf')).toBe(
      `inline; filename="Lebenslauf Mu_ller _final_.pdf"; filename*=UTF-8''Lebenslauf%20M%C3%BCller%20%22final%22.pdf`,
    );
    expect(contentDisposition('履歴書.pdf', 'application/pdf')).toBe(
      `inline; filename="___.pdf"; filename*=UTF-8''%E5%B1%A5%E6%AD%B4%E6%9B%B8.pdf`,
    );
  });

  it('strips path separators and control characters from names', () => {
    expect(safeFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeFileName('a\r\nb\u0000.pdf')).toBe('ab.pdf');
    expect(safeFileName('\u0007')).toBe('download');
    expect(safeFileName('photo\u202egnp.exe')).toBe('photognp.exe');
  });

  it('accepts only storage keys made of ids', () => {
    expect(isStorageKey('files/0b0e7d3c-1f5e-4c43-9b1e-6a2f1d9a8c77')).toBe(true);
    expect(isStorageKey('previews/0b0e7d3c-1f5e-4c43-9b1e-6a2f1d9a8c77.jpg')).toBe(true);
    for (const key of ['files/../../etc/passwd', '/etc/passwd', 'files/award.pdf', 'uploads/x', '']) {
      expect(isStorageKey(key)).toBe(false);
    }
  });
});
