import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** How an encrypted personal value is stored in an event's data, in place of the value. */
export interface SealedValue {
  $personal: string;
}

const FORMAT_VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM over the value's JSON. The subject id is authenticated with it, so a sealed value copied into
 * another customer's event does not open under their key.
 */
export function seal(value: unknown, key: Buffer, subjectId: string): SealedValue {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(subjectId));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  const sealed = Buffer.concat([Buffer.of(FORMAT_VERSION), iv, cipher.getAuthTag(), ciphertext]);
  return { $personal: sealed.toString('base64') };
}

/** Throws when the value was not sealed with this key for this subject, or was altered. */
export function unseal(sealed: SealedValue, key: Buffer, subjectId: string): unknown {
  const bytes = Buffer.from(sealed.$personal, 'base64');
  if (bytes[0] !== FORMAT_VERSION) throw new Error(`unknown sealed value format ${bytes[0]}`);
  const iv = bytes.subarray(1, 1 + IV_BYTES);
  const tag = bytes.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(subjectId));
  decipher.setAuthTag(tag);
  const plaintext = Buffer.concat([
    decipher.update(bytes.subarray(1 + IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]);
  return JSON.parse(plaintext.toString('utf8'));
}

export function isSealed(value: unknown): value is SealedValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { $personal?: unknown }).$personal === 'string' &&
    Object.keys(value).length === 1
  );
}

/** A copy of `data` with every sealed value replaced by what `open` makes of it. */
export function mapSealedValues(data: unknown, open: (sealed: SealedValue) => unknown): unknown {
  if (isSealed(data)) return open(data);
  if (Array.isArray(data)) return data.map((item) => mapSealedValues(item, open));
  if (typeof data === 'object' && data !== null) {
    return Object.fromEntries(
      Object.entries(data).map(([field, value]) => [field, mapSealedValues(value, open)]),
    );
  }
  return data;
}
