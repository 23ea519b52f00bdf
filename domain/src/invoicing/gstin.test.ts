import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, isValidGstin, stateOfGstin } from './gstin';

/** Published GSTINs: the GST portal's own sample, and two quoted by public validators' test suites. */
const PUBLISHED = ['27AAPFU0939F1ZV', '33AABCR6577K1Z0', '07AAKCS1234M1Z5'];

describe('GSTIN', () => {
  it.each(PUBLISHED)('accepts %s, whose check character the algorithm reproduces', (gstin) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
    expect(isValidGstin(gstin)).toBe(true);
  });

  it('accepts one typed in lower case or with spaces', () => {
    expect(isValidGstin('27aapfu0939f1zv')).toBe(true);
    expect(isValidGstin(' 27AAPFU0939F1ZV ')).toBe(true);
  });

  it.each([
    ['a wrong check character', '27AAPFU0939F1ZX'],
    ['an example printed with a wrong check character', '03AAJCR2207E1Z2'],
    ['two characters swapped', '27AAPFU0939F1VZ'],
    ['a state code India does not use', '99AAPFU0939F1ZV'],
    ['the retired Daman and Diu code', '25AAPFU0939F1ZV'],
    ['00 as state', '00AAPFU0939F1ZV'],
    ['a malformed PAN', '27AAPF10939F1ZV'],
    ['entity number 0', '27AAPFU0939F0ZV'],
    ['no Z in the fourteenth place', '27AAPFU0939F1YV'],
    ['too short', '27AAPFU0939F1Z'],
    ['too long', '27AAPFU0939F1ZVV'],
    ['empty', ''],
  ])('refuses %s', (_, gstin) => {
    expect(isValidGstin(gstin)).toBe(false);
  });

  it('refuses every single-character slip of a valid GSTIN in the check character', () => {
    const [first14, check] = ['27AAPFU0939F1Z', 'V'];
    for (const other of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.replace(check, '')) {
      expect(isValidGstin(first14 + other)).toBe(false);
    }
  });

  it('names the state it is registered in', () => {
    expect(stateOfGstin('27AAPFU0939F1ZV')?.name).toBe('Maharashtra');
    expect(stateOfGstin('33AABCR6577K1Z0')?.name).toBe('Tamil Nadu');
  });

  it('works out check characters that are digits and letters alike', () => {
    // Each valid: a new GSTIN built from a prefix with its computed check character.
    for (const prefix of ['29AABCV1234F1Z', '38AAACL0000A1Z', '97AAAGO1111B2Z', '04AAACC9999C1Z']) {
      expect(isValidGstin(prefix + gstinCheckCharacter(prefix))).toBe(true);
    }
  });
});
