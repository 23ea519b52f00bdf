import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

describe('slugify', () => {
  it('makes lowercase words joined by single hyphens', () => {
    expect(slugify('Indoor Plants')).toBe('indoor-plants');
    expect(slugify('  Air   Purifying!! ')).toBe('air-purifying');
    expect(slugify('Ferns & Mosses')).toBe('ferns-and-mosses');
    expect(slugify('Pet-Friendly 2.0')).toBe('pet-friendly-2-0');
  });

  it('drops accents rather than whole letters', () => {
    expect(slugify('Café Crème')).toBe('cafe-creme');
  });
});
