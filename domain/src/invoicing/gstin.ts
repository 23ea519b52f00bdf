import { type GstState, gstStateOfCode } from './indian-states';

export const GSTIN_INVALID = 'Please enter a valid GSTIN';

/** The 36 characters a GSTIN is written in, each worth its place here: '0' is 0, 'A' 10, 'Z' 35. */
const CODE_POINTS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * State code, the holder's PAN (five letters, four digits, a letter), the entity number within the state
 * (1-9, then A-Z), 'Z', and the check character.
 */
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of a GSTIN's first fourteen characters: each character's value, weighted 1 and 2 in
 * turn from the left, counts as the sum of its base-36 digits; the check brings the total to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let total = 0;
  for (const [index, character] of [...first14].entries()) {
    const weighted = CODE_POINTS.indexOf(character) * (index % 2 === 0 ? 1 : 2);
    total += Math.floor(weighted / 36) + (weighted % 36);
  }
  return CODE_POINTS[(36 - (total % 36)) % 36]!;
}

/** A GSTIN as it is stored: upper case, without spaces. */
export const normalGstin = (input: string) => input.replace(/\s+/g, '').toUpperCase();

/** Whether a GSTIN is well formed, from a state India uses, and its check character agrees. */
export function isValidGstin(input: string): boolean {
  const gstin = normalGstin(input);
  return (
    GSTIN_PATTERN.test(gstin) &&
    gstStateOfCode(gstin.slice(0, 2)) !== null &&
    gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14]
  );
}

/** The state a valid GSTIN is registered in. */
export const stateOfGstin = (gstin: string): GstState | null =>
  gstStateOfCode(normalGstin(gstin).slice(0, 2));
