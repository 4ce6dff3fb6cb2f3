import { describe, expect, it } from 'vitest';
import { parseTaskLink } from './task-link.ts';

describe('parseTaskLink', () => {
  it('accepts web addresses, app paths and blank', () => {
    expect(parseTaskLink(' https://uscis.gov/i-129 ')).toEqual({ ok: true, link: 'https://uscis.gov/i-129' });
    expect(parseTaskLink('/documents')).toEqual({ ok: true, link: '/documents' });
    expect(parseTaskLink('  ')).toEqual({ ok: true, link: null });
  });

  it('refuses anything else', () => {
    for (const bad of ['javascript:alert(1)', 'uscis.gov', '//evil.example', 'ftp://x.org', '/a b']) {
      expect(parseTaskLink(bad).ok).toBe(false);
    }
  });
});
