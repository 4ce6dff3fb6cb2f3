import { describe, expect, it } from 'vitest';
import { petitionMetadataOf } from './petition-metadata.ts';

describe('petitionMetadataOf', () => {
  it('reads the JSON text the API gives for the metadata column', () => {
    const text = JSON.stringify({ fieldOfEndeavor: 'Marine bioacoustics', proposedUSRole: 'Research Scientist' });
    expect(petitionMetadataOf(text)).toEqual({ fieldOfEndeavor: 'Marine bioacoustics', proposedUSRole: 'Research Scientist' });
  });

  it('reads the object itself, keeping keys other parts of the product wrote', () => {
    expect(petitionMetadataOf({ premiumProcessing: 'Yes', someLaterKey: 3 })).toEqual({
      premiumProcessing: 'Yes',
      someLaterKey: 3,
    });
  });

  it('reads nothing, text that is not JSON, or metadata the schema refuses as no metadata', () => {
    expect(petitionMetadataOf(null)).toEqual({});
    expect(petitionMetadataOf(undefined)).toEqual({});
    expect(petitionMetadataOf('{not json')).toEqual({});
    expect(petitionMetadataOf(JSON.stringify({ premiumProcessing: 'Maybe' }))).toEqual({});
  });
});
