import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { G28AdditionalInformationSchema, I765PhysicalAddressSchema } from '../uscis-forms/typed-form-details.ts';
import { defineContract } from './rest-contract.ts';

/**
 * What staff type on the Forms tab that the case does not record (uscis-forms/typed-form-details.ts), each saved as
 * the form's hand-typed values in one transaction. Staff only, as the other form routes.
 */

// POST /petitions/{id}/forms/{form}/part-6-text: a G-28's Part 6 text ('' removes it); form g-28 or g-28-i-765.
export const setG28Part6TextContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/petitions/{id}/forms/{form}/part-6-text',
    request: G28AdditionalInformationSchema,
    response: z.object({ text: z.string() }),
  }),
);

// POST /petitions/{id}/forms/i-765/physical-address: the applicant's U.S. physical address when it differs from the
// mailing address; null: it does not (the mailing address is the physical address).
export const setI765PhysicalAddressContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/petitions/{id}/forms/i-765/physical-address',
    request: z.object({ address: I765PhysicalAddressSchema.nullable() }),
    response: z.object({ address: I765PhysicalAddressSchema.nullable() }),
  }),
);
