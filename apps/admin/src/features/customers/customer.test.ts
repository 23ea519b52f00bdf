import { describe, expect, it } from 'vitest';
import { customerInitial, formatDate } from './customer';

describe('customerInitial', () => {
  it('takes the first letter of the name, upper-cased', () => {
    expect(customerInitial({ fullName: 'asha Menon', email: 'zara@example.test' })).toBe('A');
    expect(customerInitial({ fullName: '  ravi', email: null })).toBe('R');
  });

  it('falls back to the email when the name is missing or blank', () => {
    expect(customerInitial({ fullName: null, email: 'zara@example.test' })).toBe('Z');
    expect(customerInitial({ fullName: '   ', email: 'zara@example.test' })).toBe('Z');
  });

  it('shows a question mark for a customer with neither, such as an erased one', () => {
    expect(customerInitial({ fullName: null, email: null })).toBe('?');
  });

  it('keeps a letter outside the Basic Multilingual Plane whole', () => {
    expect(customerInitial({ fullName: '𝒜nanya', email: null })).toBe('𝒜');
  });
});

describe('formatDate', () => {
  it('shows the en-IN date', () => {
    expect(formatDate('2025-03-05T06:30:00.000Z')).toBe('5 Mar 2025');
  });

  it('counts the day as it was in India, not in UTC', () => {
    expect(formatDate('2025-03-05T20:00:00.000Z')).toBe('6 Mar 2025');
  });
});
