import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * Items of the JSON lists kept on a user's datum (spec 3 §3): past and present
 * addresses, and other names the person has used.
 */
export const UserAddressSchema = lazySchema(() =>
  z.object({
    street: z.string().trim().min(1, 'Required'),
    street2: z.string().nullable().optional(),
    city: z.string().trim().min(1, 'Required'),
    province: z.string().trim().min(1, 'Required'),
    country: z.string().trim().min(1, 'Required'),
    postalCode: z.string().trim().min(1, 'Required'),
    /** ISO timestamp of when the address was added; the newest is the current one. */
    createdAt: z.string().optional(),
  }),
);
export type UserAddress = z.infer<typeof UserAddressSchema>;
export const UserAddressesSchema = lazySchema(() => z.array(UserAddressSchema));

export const OtherNameSchema = lazySchema(() =>
  z.object({
    /** Client-side key so rows can be edited and removed; not required in stored data. */
    id: z.string().optional(),
    firstName: z.string().trim().min(1, 'Please provide a first name'),
    middleName: z.string().nullable().optional(),
    lastName: z.string().trim().min(1, 'Please provide a last name'),
  }),
);
export type OtherName = z.infer<typeof OtherNameSchema>;
export const OtherNamesSchema = lazySchema(() => z.array(OtherNameSchema));
