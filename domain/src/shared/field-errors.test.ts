import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from './field-errors';

describe('fieldErrorsFromIssues', () => {
  it('keeps the first message for each field', () => {
    expect(
      fieldErrorsFromIssues([
        { path: ['pin'], message: 'PIN is required' },
        { path: ['pin'], message: 'Please enter a valid 6-digit PIN code' },
        { path: ['city'], message: 'City is required' },
      ]),
    ).toEqual({ pin: 'PIN is required', city: 'City is required' });
  });

  it('names a nested field by its path joined with dots, as react-hook-form names it', () => {
    expect(
      fieldErrorsFromIssues([
        { path: ['variants', 0, 'name'], message: 'Variant name is required' },
        { path: ['product', 'slug'], message: 'Slug is required' },
      ]),
    ).toEqual({ 'variants.0.name': 'Variant name is required', 'product.slug': 'Slug is required' });
  });

  it('files an issue about the whole input under "form"', () => {
    expect(fieldErrorsFromIssues([{ path: [], message: 'Nothing to save' }])).toEqual({
      form: 'Nothing to save',
    });
  });
});
