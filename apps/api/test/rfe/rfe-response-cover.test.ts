import { tnApplicationCover } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { rfeResponseCover } from '../../src/packets/load-rfe-packet-plan.ts';

// docs/decisions.md, "A TN applied for at the border or a consulate never speaks of a USCIS petition".
describe("the RFE response packet's cover", () => {
  const petitionCover = {
    beneficiaryName: 'Émile Dubois',
    petitionerName: 'Maple Analytics',
    visaClass: 'TN',
    receiptNumber: 'WAC2612345678',
    date: '12/06/2026',
  };

  it('speaks of the petition USCIS asked about, even where the filed packet was a TN application', () => {
    // A TN whose filing type became Consular Processing after its RFE was opened: the filed packet's words are the
    // border route's, the response is still to USCIS about the petition.
    const border = { ...petitionCover, ...tnApplicationCover('tn', 'consular_processing') };
    expect(border.documentSubject).toBe('TN application');
    expect(rfeResponseCover(border)).toEqual({
      ...petitionCover,
      title: 'Response to Request for Evidence – TN Petition',
    });
  });

  it("keeps a petition's cover as it was", () => {
    expect(rfeResponseCover(petitionCover)).toEqual({
      ...petitionCover,
      title: 'Response to Request for Evidence – TN Petition',
    });
  });
});
