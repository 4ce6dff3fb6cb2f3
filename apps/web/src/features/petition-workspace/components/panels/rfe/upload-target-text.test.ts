import { describe, expect, it } from 'vitest';
import { filedTargetWarning, uploadTargetText } from './upload-target-text.ts';

describe("an RFE task's Upload to choices", () => {
  it('say which exhibit was filed (by its label) and which goes in the response, once a packet was filed', () => {
    expect(uploadTargetText({ id: '1', name: 'Award certificate', filedPacketLabel: 'A-1' }, true)).toBe(
      'Award certificate (filed as Exhibit A-1: not in the response)',
    );
    expect(uploadTargetText({ id: '2', name: 'Editor letter', filedPacketLabel: null }, true)).toBe(
      'Editor letter (new: goes in the response)',
    );
  });

  it('name the exhibit alone before any packet was filed (nothing to tell apart yet)', () => {
    expect(uploadTargetText({ id: '2', name: 'Editor letter', filedPacketLabel: null }, false)).toBe('Editor letter');
  });

  it('warn, for a filed exhibit, where a file sent to it goes and what to do instead', () => {
    expect(filedTargetWarning('B-1')).toBe(
      'Exhibit B-1 was filed with the petition: a file sent to it stays on the exhibit and is not in the response packet. ' +
        'For new evidence, add an exhibit to the criterion and choose it here.',
    );
  });
});
