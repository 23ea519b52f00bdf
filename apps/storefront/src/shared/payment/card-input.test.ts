import { describe, expect, it } from 'vitest';
import { EMPTY_CARD, formatCardNumber, formatCvc, formatExpiry, isCardComplete } from './card-input';

describe('the test card form’s inputs', () => {
  it('groups a card number in fours, keeping at most 16 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('4242 4242 4242 4242 9')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('abc')).toBe('');
  });

  it('writes the expiry as MM/YY, the slash coming with the third digit', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/305')).toBe('12/30');
    expect(formatExpiry('12/')).toBe('12');
  });

  it('keeps the CVC to 4 digits', () => {
    expect(formatCvc('12a3')).toBe('123');
    expect(formatCvc('123456')).toBe('1234');
  });

  it('is complete with 16 digits, a whole expiry, a CVC of 3 or 4 digits and a name', () => {
    const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Asha Menon' };
    expect(isCardComplete(card)).toBe(true);
    expect(isCardComplete({ ...card, cvc: '1234' })).toBe(true);
    expect(isCardComplete(EMPTY_CARD)).toBe(false);
    expect(isCardComplete({ ...card, number: '4242 4242 4242 424' })).toBe(false);
    expect(isCardComplete({ ...card, expiry: '12/3' })).toBe(false);
    expect(isCardComplete({ ...card, cvc: '12' })).toBe(false);
    expect(isCardComplete({ ...card, name: '  ' })).toBe(false);
  });
});
