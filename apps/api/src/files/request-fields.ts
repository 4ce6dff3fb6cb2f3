import { HttpError } from './http-error.ts';
import { isUuid } from './storage-keys.ts';

/** Reads the fields of a JSON body, answering 400 with the field's name when one is missing or malformed. */
export function requestFields(body: unknown) {
  const record: Record<string, unknown> =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const text = (field: string, options: { optional?: boolean; allowEmpty?: boolean; max?: number } = {}): string | undefined => {
    const value = record[field];
    if (value === undefined || value === null) {
      if (options.optional) return undefined;
      throw new HttpError(400, `${field} is required`);
    }
    if (typeof value !== 'string') throw new HttpError(400, `${field} must be a string`);
    if (!options.allowEmpty && value.trim() === '') throw new HttpError(400, `${field} is required`);
    if (value.length > (options.max ?? 255)) throw new HttpError(400, `${field} is too long`);
    return value;
  };
  return {
    string: (field: string, options: { allowEmpty?: boolean; max?: number } = {}): string => text(field, options)!,
    optionalString: (field: string): string | undefined => text(field, { optional: true }),
    uuid: (field: string): string => {
      const value = text(field)!;
      if (!isUuid(value)) throw new HttpError(400, `${field} must be an id`);
      return value.toLowerCase();
    },
    optionalUuid: (field: string): string | undefined => {
      const value = text(field, { optional: true });
      if (value === undefined) return undefined;
      if (!isUuid(value)) throw new HttpError(400, `${field} must be an id`);
      return value.toLowerCase();
    },
    optionalSize: (field: string): number | undefined => {
      const value = record[field];
      if (value === undefined || value === null) return undefined;
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
        throw new HttpError(400, `${field} must be a whole number of bytes`);
      }
      return value;
    },
  };
}
