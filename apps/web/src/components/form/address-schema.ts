import { UNIT_TYPES, lazySchema } from '@app/domain';
import { z } from 'zod';

export const UNIT_NUMBER_REQUIRED_TEXT = 'Enter the unit number for this unit type.';

/**
 * A postal address as AddressFields edits it. A unit type (APT, FLR, STE) needs a unit number; a unit
 * number without a type is allowed (some addresses write only '#4').
 */
export const AddressSchema = lazySchema(() =>
  z
    .object({
      street: z.string().trim().min(1, 'Required'),
      unitType: z.enum(UNIT_TYPES, { error: `Choose ${UNIT_TYPES.join(', ')} or none.` }).nullable(),
      unitNumber: z.string().trim().nullable(),
      city: z.string().trim().min(1, 'Required'),
      state: z.string().trim().min(1, 'Required'),
      zip: z.string().trim().min(1, 'Required'),
      country: z.string().trim().min(1, 'Required'),
    })
    .superRefine((address, context) => {
      if (address.unitType && !address.unitNumber) {
        context.addIssue({ code: 'custom', path: ['unitNumber'], message: UNIT_NUMBER_REQUIRED_TEXT });
      }
    }),
);

export type AddressValues = z.input<typeof AddressSchema>;

export const EMPTY_ADDRESS: AddressValues = {
  street: '',
  unitType: null,
  unitNumber: null,
  city: '',
  state: '',
  zip: '',
  country: 'US',
};
