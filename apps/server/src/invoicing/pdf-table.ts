import { BOLD, REGULAR } from './pdf-document';

export interface TableColumn<Row> {
  header: string;
  /** Points; the description column takes what the others leave. */
  width: number | 'rest';
  align?: 'left' | 'right' | 'center';
  /** The cell's text; lines after the first (a tax's rate) print under it. */
  cell(row: Row): string;
}

const FONT_SIZE = 7.5;
const PADDING = 3;
const RULE = '#999999';

/**
 * Rows under a header, in columns across the page's width, each row as tall as its tallest cell. A row that
 * does not fit goes on a new page, under the header again.
 */
export function drawTable<Row>(
  doc: PDFKit.PDFDocument,
  columns: readonly TableColumn<Row>[],
  rows: readonly Row[],
) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const fixed = columns.reduce((sum, column) => sum + (column.width === 'rest' ? 0 : column.width), 0);
  const widths = columns.map((column) => (column.width === 'rest' ? width - fixed : column.width));
  const xs = widths.map((_, index) => left + widths.slice(0, index).reduce((sum, each) => sum + each, 0));

  const rowHeight = (texts: readonly string[], font: string) => {
    doc.font(font).fontSize(FONT_SIZE);
    const heights = texts.map((text, index) =>
      doc.heightOfString(text, { width: widths[index]! - 2 * PADDING }),
    );
    return Math.max(...heights) + 2 * PADDING;
  };
  const drawRow = (texts: readonly string[], font: string, shade: boolean) => {
    const height = rowHeight(texts, font);
    const top = doc.y;
    if (shade) doc.rect(left, top, width, height).fill('#eeeeee');
    doc.fillColor('black').font(font).fontSize(FONT_SIZE);
    texts.forEach((text, index) => {
      doc.text(text, xs[index]! + PADDING, top + PADDING, {
        width: widths[index]! - 2 * PADDING,
        align: columns[index]!.align ?? 'left',
      });
    });
    doc
      .moveTo(left, top + height)
      .lineTo(left + width, top + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = left;
    doc.y = top + height;
  };
  const headers = columns.map((column) => column.header);
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  drawRow(headers, BOLD, true);
  for (const row of rows) {
    const texts = columns.map((column) => column.cell(row));
    if (doc.y + rowHeight(texts, REGULAR) > bottom()) {
      doc.addPage();
      drawRow(headers, BOLD, true);
    }
    drawRow(texts, REGULAR, false);
  }
}
