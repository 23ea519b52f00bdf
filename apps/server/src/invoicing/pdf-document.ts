import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';
import type PDFKitDocument from 'pdfkit';

/**
 * DejaVu Sans, from the `dejavu-fonts-ttf` package: it has the rupee sign (U+20B9), which the PDF standard
 * fonts lack, and ships with the app's node_modules (the server bundle resolves packages from there), so no
 * system font is assumed. Parsed once and shared by every document: parsing a font's tables took most of a
 * render's time. pdfkit embeds only the glyphs a document uses.
 */
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
/** pdfkit takes a parsed font as well as a file, though its types name only the file. */
const asSource = (font: Font) => font as unknown as string;

/**
 * pdfkit and fontkit (about 25 MB loaded) with the two fonts parsed, loaded when the first document is
 * made: a server that issues no invoice never holds them.
 */
let tools: Promise<{ PDFDocument: typeof PDFKitDocument; regular: Font; bold: Font }> | null = null;
const loadTools = () => {
  tools ??= Promise.all([import('fontkit'), import('pdfkit')])
    .then(([{ create }, { default: PDFDocument }]) => {
      const parsed = (name: string) => create(readFileSync(fontFile(name))) as Font;
      return { PDFDocument, regular: parsed('DejaVuSans.ttf'), bold: parsed('DejaVuSans-Bold.ttf') };
    })
    .catch((error: unknown) => {
      // Not kept: the next document tries again.
      tools = null;
      throw error;
    });
  return tools;
};

export const REGULAR = 'Regular';
export const BOLD = 'Bold';

export interface DocumentInfo {
  title: string;
  author: string;
  /** When the document was issued: its creation date, so the same document renders the same bytes. */
  issuedAt: Date;
}

/**
 * An A4 document that is the same bytes every time it is rendered: pdfkit derives the trailer's /ID from the
 * info dictionary (an MD5 of it), and the info holds only the title (the document's number) and the issue
 * date in place of the time of rendering.
 */
export async function newDocument({ title, author, issuedAt }: DocumentInfo): Promise<PDFKit.PDFDocument> {
  const { PDFDocument, regular, bold } = await loadTools();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 36,
    bufferPages: true,
    lang: 'en-IN',
    font: asSource(regular),
    info: { Title: title, Author: author, CreationDate: issuedAt, ModDate: issuedAt },
    displayTitle: true,
  });
  doc.registerFont(REGULAR, asSource(regular));
  doc.registerFont(BOLD, asSource(bold));
  return doc.font(REGULAR);
}

/** Ends the document and gives its bytes. */
export function finished(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** 'Page 1 of 2' and the document's number at the foot of every page. */
export function numberPages(doc: PDFKit.PDFDocument, documentNumber: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const { margins, width, height } = doc.page;
    const bottom = margins.bottom;
    // Writing inside the bottom margin would start a new page; lift the margin while the foot is written.
    doc.page.margins.bottom = 0;
    doc
      .font(REGULAR)
      .fontSize(7)
      .fillColor('#555555')
      .text(`${documentNumber} · Page ${index - start + 1} of ${count}`, margins.left, height - bottom + 12, {
        width: width - margins.left - margins.right,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}
