import { describe, expect, it } from 'vitest';
import { shareStrings } from './shared-strings';
import { isSharedCopy } from './testing/is-shared-copy';

const plantId = '6f1c2a0e-8d3b-4c5a-9e7f-1a2b3c4d5e6f';
const parsedLine = () =>
  JSON.parse(
    JSON.stringify({ lines: [{ productId: plantId, variantId: null, quantity: 2 }], note: 'x'.repeat(65) }),
  );

describe('shared strings', () => {
  it('swaps every short string of parsed data, nested in objects and arrays, for its shared copy', () => {
    const data = parsedLine();
    expect(isSharedCopy(data.lines[0].productId)).toBe(false);

    const result = shareStrings(data);

    expect(result).toBe(data);
    expect(isSharedCopy(data.lines[0].productId)).toBe(true);
  });

  it('changes no value: the data reads exactly as parsed', () => {
    expect(shareStrings(parsedLine())).toEqual(parsedLine());
    expect(shareStrings(plantId)).toBe(plantId);
    expect(shareStrings([1, true, null, 'a'])).toEqual([1, true, null, 'a']);
  });

  it('leaves long text and frozen objects as they are', () => {
    const data = parsedLine();
    const frozen = Object.freeze(parsedLine());

    shareStrings(data);
    expect(() => shareStrings(frozen)).not.toThrow();

    expect(isSharedCopy(data.note)).toBe(false);
    expect(isSharedCopy(frozen.lines[0].productId)).toBe(false);
  });
});
