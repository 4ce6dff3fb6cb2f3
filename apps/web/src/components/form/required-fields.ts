import { z } from 'zod';

/**
 * Whether the schema makes the field at `path` ('name', 'address.street') required, for the required
 * marker. A field is required when its schema accepts neither undefined, '' nor null: z.string().min(1) and
 * z.boolean() are required; z.string(), .optional() and .nullable() are not.
 */
export function isRequiredField(schema: z.ZodType, path: string): boolean {
  const field = fieldSchema(schema, path.split('.'));
  if (!field) return false;
  return ![undefined, '', null].some((empty) => field.safeParse(empty).success);
}

function fieldSchema(schema: z.ZodType, segments: readonly string[]): z.ZodType | undefined {
  const object = unwrapToObject(schema);
  const [head, ...rest] = segments;
  if (!object || head === undefined) return undefined;
  const child: z.ZodType | undefined = object.shape[head];
  if (!child) return undefined;
  return rest.length === 0 ? child : fieldSchema(child, rest);
}

/** The object schema under optional, nullable, default and pipe wrappers, if there is one. */
function unwrapToObject(schema: z.ZodType): z.ZodObject | undefined {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return unwrapToObject(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodPipe) return unwrapToObject(schema.in as z.ZodType);
  return undefined;
}
