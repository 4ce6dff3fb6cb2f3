import { getExhibitType } from './exhibit-types.ts';
import { exhibitTypeIdForOnboarding } from './onboarding-exhibit-types.ts';

/**
 * Most files a customer may upload to one exhibit: its type's own limit (ExhibitTypeDefinition.maxFiles,
 * e.g. 4 for 'original-code', BEN-051) when that is tighter than the uploader's general limit
 * (MAX_FILES_PER_UPLOADER). The type is a catalogue id ('original-code') or an onboarding record's
 * type ('ORIGINAL_CODE'); an unknown or missing type gets the general limit.
 */
export function exhibitFileLimit(type: string | null | undefined, generalLimit: number): number {
  if (!type) return generalLimit;
  const typeLimit = (getExhibitType(type) ?? getExhibitType(exhibitTypeIdForOnboarding(type) ?? ''))?.maxFiles;
  return typeLimit === undefined ? generalLimit : Math.min(typeLimit, generalLimit);
}
