import { z } from 'zod';

/**
 * Personal data (names, emails, phones, addresses) is never stored in the clear: the event codec encrypts
 * every field marked here with a key kept per data subject (the customer) outside the log. Erasing the
 * customer deletes the key; from then on these fields read as null everywhere, on the next pass and on
 * every rebuild, while the rest of the history stays whole for audit.
 *
 * That is why a personal field is typed `T | null`: code reading events must expect an erased value.
 */
export const personalFields = z.registry<{ personal: true }>();

export function personal<Schema extends z.ZodType>(schema: Schema) {
  const field = schema.nullable();
  personalFields.add(field as z.ZodType, { personal: true });
  return field;
}

export const isPersonal = (schema: z.ZodType) => personalFields.has(schema);
