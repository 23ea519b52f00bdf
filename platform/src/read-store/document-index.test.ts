import { describe, expect, it } from 'vitest';
import { DocumentIndex } from './document-index';
import type { StoredDocument } from './read-store';

const byCity = () => new DocumentIndex({ keys: { city: 1 } });
const hold = (index: DocumentIndex, document: StoredDocument) =>
  index.set(document._id, index.entriesOf(document));
const candidates = (index: DocumentIndex, ...values: string[]) => [...index.candidatesFor(values)].sort();

describe('a document index', () => {
  it('finds every holder of a key as documents come, move and go', () => {
    const index = byCity();
    hold(index, { _id: 'a', city: 'Pune' });
    hold(index, { _id: 'b', city: 'Pune' });
    hold(index, { _id: 'c', city: 'Pune' });
    hold(index, { _id: 'd', city: 'Goa' });
    expect(candidates(index, 'Pune')).toEqual(['a', 'b', 'c']);
    expect(index.candidateCount(['Pune', 'Goa'])).toBe(4);

    index.set('b', undefined);
    hold(index, { _id: 'c', city: 'Goa' });
    expect(candidates(index, 'Pune')).toEqual(['a']);
    expect(candidates(index, 'Goa')).toEqual(['c', 'd']);
    expect(index.candidateCount(['Pune'])).toBe(1);

    index.set('a', undefined);
    expect(candidates(index, 'Pune')).toEqual([]);
    expect(index.candidateCount(['Pune'])).toBe(0);
    hold(index, { _id: 'c', city: 'Goa' });
    expect(candidates(index, 'Goa', 'Pune')).toEqual(['c', 'd']);
  });

  it('keeps an array-valued document under each of its elements until it changes', () => {
    const index = new DocumentIndex({ keys: { tags: 1 } });
    hold(index, { _id: 'a', tags: ['fern', 'indoor'] });
    hold(index, { _id: 'b', tags: ['indoor'] });
    expect(candidates(index, 'indoor')).toEqual(['a', 'b']);
    hold(index, { _id: 'a', tags: ['fern'] });
    expect(candidates(index, 'indoor')).toEqual(['b']);
    expect(candidates(index, 'fern')).toEqual(['a']);
  });

  it('refuses a unique key another document holds, and frees it when that document lets it go', () => {
    const index = new DocumentIndex({ keys: { email: 1 }, unique: true });
    hold(index, { _id: 'a', email: 'asha@example.test' });
    const taken = index.entriesOf({ _id: 'b', email: 'asha@example.test' });
    expect(index.conflictWith('b', taken)).toEqual({ email: 'asha@example.test' });
    expect(index.conflictWith('a', taken)).toBeNull();

    hold(index, { _id: 'a', email: 'asha.new@example.test' });
    expect(index.conflictWith('b', taken)).toBeNull();
  });

  it('treats documents whose path crosses an array of objects as candidates for every lookup', () => {
    const index = new DocumentIndex({ keys: { 'lines.sku': 1 } });
    hold(index, { _id: 'plain', lines: { sku: 'x' } });
    hold(index, { _id: 'odd', lines: [{ sku: 'y' }] });
    expect(candidates(index, 'x')).toEqual(['odd', 'plain']);
    hold(index, { _id: 'odd', lines: { sku: 'y' } });
    expect(candidates(index, 'x')).toEqual(['plain']);
  });
});
