import { describe, expect, it } from 'vitest';
import { GST_STATES, gstStateNamed, gstStateOfCode } from './indian-states';

describe('Indian states and union territories', () => {
  it('have one code each, and no name or alias shared by two of them', () => {
    expect(new Set(GST_STATES.map((s) => s.code)).size).toBe(GST_STATES.length);
    const names = GST_STATES.flatMap((s) => [s.name, ...s.aliases].map((name) => name.toLowerCase()));
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    ['Karnataka', '29'],
    ['karnataka ', '29'],
    ['Tamil Nadu', '33'],
    ['TAMIL  NADU', '33'],
    ['Jammu & Kashmir', '01'],
    ['New Delhi', '07'],
    ['Orissa', '21'],
    ['Pondicherry', '34'],
    ['Daman and Diu', '26'],
    ['Ladakh', '38'],
    ['Andaman & Nicobar Islands', '35'],
    ['MH', '27'],
  ])('finds the place of supply of an address in %s: %s', (name, code) => {
    expect(gstStateNamed(name)?.code).toBe(code);
  });

  it('finds none for a name that is no state', () => {
    expect(gstStateNamed('Bengaluru')).toBeNull();
    expect(gstStateNamed('')).toBeNull();
  });

  it('levy UTGST in the union territories without a legislature, SGST elsewhere', () => {
    expect(gstStateOfCode('04')?.levy).toBe('UTGST');
    expect(gstStateOfCode('38')?.levy).toBe('UTGST');
    expect(gstStateOfCode('07')?.levy).toBe('SGST');
    expect(gstStateOfCode('34')?.levy).toBe('SGST');
    expect(gstStateOfCode('29')?.levy).toBe('SGST');
  });
});
