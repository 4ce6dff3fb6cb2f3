import { OtherNameSchema, lazySchema } from '@app/domain';
import { z } from 'zod';
import { AddressSchema, EMPTY_ADDRESS } from '@/components/form/address-schema.ts';
import { ANSWER_TEXTS } from './answer-schemas.ts';

/** Validation of the beneficiary screens with the texts of spec 3 §5 (beneficiary side) and §8. */
export const BENEFICIARY_TEXTS = {
  uploadAtLeastOne: 'Please upload at least one file',
  descriptionFailed: 'There was a problem saving your description. Please try again.',
  linksFailed: 'There was a problem saving your links. Please try again.',
  linksOrFilesFailed: 'There was a problem uploading your files or saving your links. Please try again.',
  descriptionOrFilesFailed: 'There was a problem uploading your files or saving your description. Please try again.',
  uploadFailed: 'There was a problem with your document upload. Please try again.',
  passportFailed: 'There was a problem uploading your passport. Please try again.',
  nameFailed: 'There was a problem saving your name. Please try again.',
  otherNamesFailed: 'There was a problem saving your previous names.',
  addressFailed: 'There was a problem saving your address information.',
  deleteFailed: 'An error occurred while deleting the file',
  descriptionSaved: 'Description saved successfully.',
  filesUploaded: 'Files uploaded successfully.',
  linksSaved: 'Links saved successfully.',
} as const;

const required = lazySchema(() => z.string().trim().min(1, 'Required'));

export const DescriptionSchema = lazySchema(() => z.object({ description: required }));

const url = (message: string) => z.url({ protocol: /^https?$/, error: message });

export const LinksSchema = lazySchema(() =>
  z.object({
    links: z.array(z.object({ url: url('Please enter a valid URL') })).min(1, 'At least one link is required'),
  }),
);

/** Links plus files: the links given must be URLs; that one of the two is there is checked with the files. */
export const LinksOrFilesSchema = lazySchema(() =>
  z.object({
    links: z.array(z.object({ url: url('Please provide a valid URL') })),
  }),
);

export const LegalNameSchema = lazySchema(() =>
  z.object({
    firstName: z.string().trim().min(1, 'Please provide a first name'),
    middleName: z.string().trim(),
    lastName: z.string().trim().min(1, 'Please provide a last name'),
  }),
);

export const OtherNamesFormSchema = lazySchema(() =>
  z
    .object({
      hasOtherNames: z.enum(['yes', 'no'], { error: 'Please select Yes or No' }),
      otherNames: z.array(OtherNameSchema),
    })
    .superRefine((value, context) => {
      if (value.hasOtherNames === 'yes' && value.otherNames.length === 0) {
        context.addIssue({ code: 'custom', path: ['otherNames'], message: 'Please add at least one name' });
      }
    }),
);

/** The U.S. address: every field but the unit required ('Required'), unless there is none. */
export const UsAddressFormSchema = lazySchema(() =>
  z.discriminatedUnion('noUsAddress', [
    z.object({ noUsAddress: z.literal(true), address: z.unknown() }),
    z.object({ noUsAddress: z.literal(false), address: AddressSchema }),
  ]),
);

export const ForeignAddressFormSchema = lazySchema(() => z.object({ address: AddressSchema }));

export const EMPTY_US_ADDRESS = { ...EMPTY_ADDRESS, country: 'US' };
export const EMPTY_FOREIGN_ADDRESS = { ...EMPTY_ADDRESS, country: '' };

/** The visa stamp's own missing-file text (spec 3 §5); other required file screens use the general one. */
const MISSING_FILE_TEXTS: Readonly<Partial<Record<string, string>>> = { VISA_STAMP: ANSWER_TEXTS.visaStampMissing };

/** Required file screens: at least one file (spec 3 §4.3); optional ones with none are skipped. */
export function fileCountProblem(count: number, isRequired: boolean, type?: string): string | null {
  if (!isRequired || count > 0) return null;
  return (type && MISSING_FILE_TEXTS[type]) ?? BENEFICIARY_TEXTS.uploadAtLeastOne;
}
