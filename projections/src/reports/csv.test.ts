import { describe, expect, it } from 'vitest';
import { shopDateTime, toCsv } from './csv';
import type { ReportColumn } from './report';

interface Row {
  name: string;
  amount: number;
  at: string;
}
const columns: ReportColumn<Row>[] = [
  { header: 'Name', kind: 'text', value: (row) => row.name },
  { header: 'Amount (₹)', kind: 'rupees', value: (row) => row.amount },
  { header: 'At', kind: 'datetime', value: (row) => row.at },
];

describe('report CSV', () => {
  it('writes a header and rows with CRLF, amounts in rupees with two decimals and times at IST', () => {
    expect(toCsv(columns, [{ name: 'Ferns', amount: 123_456, at: '2026-01-02T04:30:00.000Z' }])).toBe(
      'Name,Amount (₹),At\r\nFerns,1234.56,2026-01-02T10:00:00+05:30\r\n',
    );
  });

  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    const csv = toCsv(columns, [
      { name: 'Out of stock, "sorry"\nagain', amount: 5, at: '2026-01-01T00:00:00Z' },
    ]);
    expect(csv.split('\r\n')[1]).toBe('"Out of stock, ""sorry""\nagain",0.05,2026-01-01T05:30:00+05:30');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","Refund")', `"'=HYPERLINK(""http://evil.example"",""Refund"")"`],
    ['+91 98450 12345', `"'+91 98450 12345"`],
    ["-2+3+cmd|' /C calc'!A0", `"'-2+3+cmd|' /C calc'!A0"`],
    ['@SUM(1+1)', `"'@SUM(1+1)"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
  ])('keeps the text cell %j from running as a formula: a leading single quote, quoted', (name, written) => {
    const csv = toCsv(columns, [{ name, amount: 5, at: '2026-01-01T00:00:00Z' }]);
    expect(csv.split('\r\n')[1]).toBe(`${written},0.05,2026-01-01T05:30:00+05:30`);
  });

  it('leaves numbers as numbers, a negative amount too, and formula signs past the start of text', () => {
    const csv = toCsv(columns, [
      { name: 'Ferns = Moss + Lichen', amount: -123_456, at: '2026-01-01T00:00:00Z' },
    ]);
    expect(csv.split('\r\n')[1]).toBe('Ferns = Moss + Lichen,-1234.56,2026-01-01T05:30:00+05:30');
  });

  it('keeps a header from running as a formula too', () => {
    const csv = toCsv([{ header: '=Name', kind: 'text', value: () => 'Ferns' }], [{}]);
    expect(csv).toBe(`"'=Name"\r\nFerns\r\n`);
  });

  it('writes a percentage with one decimal, and nothing for none', () => {
    const rate: ReportColumn<{ rate: number | null }>[] = [
      { header: 'Rate (%)', kind: 'percent', value: (row) => row.rate },
    ];
    expect(toCsv(rate, [{ rate: 66.7 }, { rate: 100 }, { rate: null }])).toBe(
      'Rate (%)\r\n66.7\r\n100.0\r\n\r\n',
    );
  });

  it('writes minutes and hours with one decimal, and nothing for none', () => {
    const waits: ReportColumn<{ minutes: number | null; hours: number | null }>[] = [
      { header: 'Minutes', kind: 'minutes', value: (row) => row.minutes },
      { header: 'Hours', kind: 'hours', value: (row) => row.hours },
    ];
    expect(
      toCsv(waits, [
        { minutes: 20, hours: 2.25 },
        { minutes: null, hours: null },
      ]),
    ).toBe('Minutes,Hours\r\n20.0,2.3\r\n,\r\n');
  });

  it('moves a time past midnight into the next shop day', () => {
    expect(shopDateTime('2026-01-02T19:00:00Z')).toBe('2026-01-03T00:30:00+05:30');
  });
});
