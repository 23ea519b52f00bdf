import { describe, expect, it } from 'vitest';
import { foldEvents } from '../shared/decider';
import { deciderSpecification } from '../shared/testing/decider-specification';
import { financialYearOf } from './financial-year';
import {
  DOCUMENT_NUMBER_MAX,
  type DocumentSeries,
  documentNumberOf,
  type InvoiceSeriesCommand,
  type InvoiceSeriesEvent,
  invoiceSeriesDecider,
  LAST_SEQUENCE,
  numberTakenFor,
  seriesStreamId,
  seriesUsedUp,
} from './invoice-series';

const spec = deciderSpecification(invoiceSeriesDecider);

const take = (
  forDocument: string,
  financialYear = '26-27',
  series: DocumentSeries = 'invoice',
): InvoiceSeriesCommand => ({
  type: 'TakeDocumentNumber',
  data: { series, financialYear, forDocument },
});
const taken = (sequence: number, forDocument: string, financialYear = '26-27'): InvoiceSeriesEvent => ({
  type: 'DocumentNumberTaken',
  data: {
    series: 'invoice',
    financialYear,
    sequence,
    documentNumber: documentNumberOf('invoice', financialYear, sequence),
    forDocument,
  },
});

/** A series stream as the store keeps them: one per series and financial year. */
function takeAll(clock: readonly Date[], orders: readonly string[]) {
  const streams = new Map<string, InvoiceSeriesEvent[]>();
  return orders.map((orderId, index) => {
    const financialYear = financialYearOf(clock[index]!).label;
    const streamId = seriesStreamId('invoice', financialYear);
    const events = streams.get(streamId) ?? [];
    const decided = invoiceSeriesDecider.decide(
      take(orderId, financialYear),
      foldEvents(invoiceSeriesDecider, events),
    );
    streams.set(streamId, [...events, ...decided]);
    return numberTakenFor(foldEvents(invoiceSeriesDecider, streams.get(streamId)!), orderId);
  });
}

describe('the invoice series', () => {
  it('numbers the first invoice of a year 1', () => {
    spec
      .given([])
      .when(take('o-1'))
      .thenEvents([taken(1, 'o-1')]);
    expect(documentNumberOf('invoice', '26-27', 123)).toBe('VRD/26-27/000123');
  });

  it('takes the next number after the last', () => {
    spec
      .given([taken(1, 'o-1'), taken(2, 'o-2')])
      .when(take('o-3'))
      .thenEvents([taken(3, 'o-3')]);
  });

  it('gives an order the number it has already: taking it again records nothing', () => {
    spec
      .given([taken(1, 'o-1'), taken(2, 'o-2')])
      .when(take('o-1'))
      .thenNothingHappens();
    const state = foldEvents(invoiceSeriesDecider, [taken(1, 'o-1'), taken(2, 'o-2')]);
    expect(numberTakenFor(state, 'o-1')).toBe('VRD/26-27/000001');
    expect(numberTakenFor(state, 'o-9')).toBeNull();
  });

  it('numbers fifty orders shipped at once 1 to 50, none skipped or reused', () => {
    const at = new Date('2026-10-02T10:00:00+05:30');
    const orders = Array.from({ length: 50 }, (_, i) => `o-${i + 1}`);
    const numbers = takeAll(
      orders.map(() => at),
      orders,
    );
    expect(numbers).toEqual(orders.map((_, i) => documentNumberOf('invoice', '26-27', i + 1)));
    expect(new Set(numbers).size).toBe(50);
  });

  it('gives two deciders reading the same revision the same number: the append’s expected revision must part them', () => {
    const state = foldEvents(invoiceSeriesDecider, [taken(1, 'o-1')]);
    const first = invoiceSeriesDecider.decide(take('o-2'), state);
    const second = invoiceSeriesDecider.decide(take('o-3'), state);
    expect(first[0]?.data.sequence).toBe(second[0]?.data.sequence);
  });

  it('starts again at 1 when the financial year turns at midnight IST on 1 April', () => {
    const clock = [
      new Date('2027-03-31T23:58:00+05:30'),
      new Date('2027-03-31T23:59:59+05:30'),
      new Date('2027-04-01T00:00:00+05:30'),
      new Date('2027-04-01T00:00:01+05:30'),
    ];
    expect(takeAll(clock, ['o-1', 'o-2', 'o-3', 'o-4'])).toEqual([
      'VRD/26-27/000001',
      'VRD/26-27/000002',
      'VRD/27-28/000001',
      'VRD/27-28/000002',
    ]);
    expect(seriesStreamId('invoice', '27-28')).toBe('invoice-series-27-28');
  });

  it('numbers credit notes in a series of their own', () => {
    spec
      .given([])
      .when(take('cn-1', '26-27', 'credit-note'))
      .thenEvents([
        {
          type: 'DocumentNumberTaken',
          data: {
            series: 'credit-note',
            financialYear: '26-27',
            sequence: 1,
            documentNumber: 'VCN/26-27/000001',
            forDocument: 'cn-1',
          },
        },
      ]);
  });

  it('writes numbers of at most 16 characters, the last of the year included', () => {
    for (const series of ['invoice', 'credit-note'] as const) {
      expect(documentNumberOf(series, '99-00', LAST_SEQUENCE).length).toBeLessThanOrEqual(
        DOCUMENT_NUMBER_MAX,
      );
    }
  });

  it('refuses a number past the last of the year', () => {
    spec
      .given([taken(LAST_SEQUENCE, 'o-last')])
      .when(take('o-more'))
      .thenRefused('conflict', seriesUsedUp('invoice', '26-27'));
    expect(seriesUsedUp('invoice', '26-27')).toBe('All 999999 invoice numbers of 26-27 are taken');
  });
});
