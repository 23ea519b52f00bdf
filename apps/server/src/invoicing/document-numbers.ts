import { financialYearOf } from '@verdant/domain/invoicing/financial-year';
import {
  type DocumentSeries,
  invoiceSeriesDecider,
  numberTakenFor,
  seriesStreamId,
} from '@verdant/domain/invoicing/invoice-series';
import { type CommandContext, type EventSourcing, handleCommand } from '@verdant/platform';

/**
 * Takers racing for the same series each retry on the newer stream: enough for every worker of every
 * process to lose a few times in a rush. Within one process the stream locks take them together anyway.
 */
const SERIES_ATTEMPTS = 50;

/**
 * The number of a document in its series for the financial year of `issuedAt`: the next one, appended with
 * the series stream's expected revision (a taker that lost the race decides again on the newer stream, so no
 * two documents share a number and none is skipped), or the one the document took already.
 */
export async function takeDocumentNumber(
  eventSourcing: EventSourcing,
  request: { series: DocumentSeries; issuedAt: Date; forDocument: string },
  context: CommandContext,
): Promise<string> {
  const { series, forDocument } = request;
  const financialYear = financialYearOf(request.issuedAt).label;
  const { state } = await handleCommand(
    eventSourcing,
    invoiceSeriesDecider,
    seriesStreamId(series, financialYear),
    { type: 'TakeDocumentNumber', data: { series, financialYear, forDocument } },
    context,
    { attempts: SERIES_ATTEMPTS },
  );
  const number = numberTakenFor(state, forDocument);
  if (!number) throw new Error(`No ${series} number was taken for ${forDocument}`);
  return number;
}
