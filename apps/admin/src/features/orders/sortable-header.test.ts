import { describe, expect, it } from 'vitest';
import { nextSorting } from './sortable-header';

describe('sorting the orders by a column', () => {
  it('turns the sorted column around', () => {
    expect(nextSorting({ sort: 'date', direction: 'desc' }, 'date')).toEqual({
      sort: 'date',
      direction: 'asc',
    });
    expect(nextSorting({ sort: 'date', direction: 'asc' }, 'date')).toEqual({
      sort: 'date',
      direction: 'desc',
    });
  });

  it('starts another column from the top', () => {
    expect(nextSorting({ sort: 'date', direction: 'asc' }, 'total')).toEqual({
      sort: 'total',
      direction: 'desc',
    });
  });
});
