import { Map as PersistentMap } from 'immutable';
import { z } from 'zod';
import type { Decider } from '../shared/decider';
import { conflict } from '../shared/domain-error';
import { defineEvent, type EventsOf } from '../shared/event-definition';

/**
 * Invoices and credit notes are numbered in series of their own, consecutively within each financial year
 * and restarting at 1 on 1 April. A number is at most 16 characters: 'VRD/26-27/000123' for an invoice,
 * 'VCN/26-27/000012' for a credit note.
 */
export const DOCUMENT_SERIES = ['invoice', 'credit-note'] as const;
export type DocumentSeries = (typeof DOCUMENT_SERIES)[number];

const PREFIXES: Record<DocumentSeries, string> = { invoice: 'VRD', 'credit-note': 'VCN' };
const SERIES_NAMES: Record<DocumentSeries, string> = { invoice: 'invoice', 'credit-note': 'credit note' };
const SEQUENCE_DIGITS = 6;
export const LAST_SEQUENCE = 10 ** SEQUENCE_DIGITS - 1;
export const DOCUMENT_NUMBER_MAX = 16;

export const documentNumberOf = (series: DocumentSeries, financialYear: string, sequence: number) =>
  `${PREFIXES[series]}/${financialYear}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;

/** One stream per series per financial year: its expected revision keeps two numbers from being the same. */
export const seriesStreamId = (series: DocumentSeries, financialYear: string) =>
  `${series}-series-${financialYear}`;

export const seriesUsedUp = (series: DocumentSeries, financialYear: string) =>
  `All ${LAST_SEQUENCE} ${SERIES_NAMES[series]} numbers of ${financialYear} are taken`;

export const DocumentNumberTaken = defineEvent(
  'DocumentNumberTaken',
  z.object({
    series: z.enum(DOCUMENT_SERIES),
    financialYear: z.string().regex(/^\d{2}-\d{2}$/),
    sequence: z.number().int().min(1).max(LAST_SEQUENCE),
    documentNumber: z.string().min(1).max(DOCUMENT_NUMBER_MAX),
    /** What the number is for: the order, for its invoice; the credit note's own id, for a credit note. */
    forDocument: z.string().min(1),
  }),
);

export const invoiceSeriesEvents = [DocumentNumberTaken] as const;
export type InvoiceSeriesEvent = EventsOf<typeof invoiceSeriesEvents>;

export type InvoiceSeriesCommand = {
  type: 'TakeDocumentNumber';
  data: { series: DocumentSeries; financialYear: string; forDocument: string };
};

export interface InvoiceSeries {
  lastSequence: number;
  /** The numbers taken so far, by what they were taken for. */
  numbers: PersistentMap<string, string>;
}

/** The number taken for a document, once it is: a retried issue reads it back rather than take another. */
export const numberTakenFor = (series: InvoiceSeries, forDocument: string): string | null =>
  series.numbers.get(forDocument) ?? null;

export const invoiceSeriesDecider: Decider<InvoiceSeriesCommand, InvoiceSeriesEvent, InvoiceSeries> = {
  initialState: () => ({ lastSequence: 0, numbers: PersistentMap() }),

  decide(command, state) {
    const { series, financialYear, forDocument } = command.data;
    // Taken already (a retry, or the same shipment seen twice): the document keeps its number.
    if (state.numbers.has(forDocument)) return [];
    const sequence = state.lastSequence + 1;
    if (sequence > LAST_SEQUENCE) throw conflict(seriesUsedUp(series, financialYear));
    const documentNumber = documentNumberOf(series, financialYear, sequence);
    return [
      { type: 'DocumentNumberTaken', data: { series, financialYear, sequence, documentNumber, forDocument } },
    ];
  },

  evolve(state, event) {
    const { sequence, forDocument, documentNumber } = event.data;
    return { lastSequence: sequence, numbers: state.numbers.set(forDocument, documentNumber) };
  },
};
