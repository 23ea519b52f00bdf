import type { ColumnKind, ReportColumn } from './report';

const IST_OFFSET_MS = 330 * 60_000;

/** An instant in ISO 8601 at the shop's offset: 2026-01-02T10:00:00+05:30. */
export function shopDateTime(instant: string): string {
  const shifted = new Date(Date.parse(instant) + IST_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 19)}+05:30`;
}

/** A value as the CSV (and the admin's preview of it) writes it. */
export function formatted(kind: ColumnKind, value: string | number | null): string {
  if (value === null) return '';
  switch (kind) {
    case 'rupees':
      return (Number(value) / 100).toFixed(2);
    case 'minutes':
    case 'hours':
    case 'percent':
      return Number(value).toFixed(1);
    case 'datetime':
      return shopDateTime(String(value));
    default:
      return String(value);
  }
}

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** A field as RFC 4180 has it: quoted, with quotes doubled, when it holds a comma, a quote or a line break. */
const field = (text: string) => (/[",\r\n]/.test(text) ? quoted(text) : text);

/** What starts a formula in a spreadsheet; a leading tab or carriage return may hide one. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text someone typed (a product's name, a coupon code) stays text: a leading single quote, quoted. */
const textField = (text: string) => (FORMULA_START.test(text) ? quoted(`'${text}`) : field(text));

/** A cell: text as text, never a formula; a number (a negative amount too) stays a number. */
const cell = (kind: ColumnKind, value: string | number | null) =>
  typeof value === 'string' ? textField(formatted(kind, value)) : field(formatted(kind, value));

/** The rows as CSV (RFC 4180: CRLF line ends, a header line), amounts in rupees, times at IST. */
export function toCsv<Row>(columns: readonly ReportColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((column) => textField(column.header)).join(','),
    ...rows.map((row) => columns.map((column) => cell(column.kind, column.value(row))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
