import { describe, expect, it } from 'vitest';
import { reasonFilterOf, statusFilterOf } from './claim';

describe('the claims filters, as a link gives them', () => {
  it('takes a known state or reason', () => {
    expect(statusFilterOf('awaiting_photos')).toBe('awaiting_photos');
    expect(reasonFilterOf('arrived_damaged')).toBe('arrived_damaged');
  });

  it('shows everything for a missing or unknown one', () => {
    expect(statusFilterOf(null)).toBe('all');
    expect(statusFilterOf('approved')).toBe('all');
    expect(reasonFilterOf('toString')).toBe('all');
  });
});
