import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF's pages and their text as a reader extracts it: runs on a line joined, lines apart. */
export async function pdfText(
  pdf: Buffer,
): Promise<{ pages: number; text: string; info: Record<string, unknown> }> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 })
    .promise;
  try {
    let text = '';
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      text += '\n';
    }
    const { info } = await document.getMetadata();
    return { pages: document.numPages, text, info: info as Record<string, unknown> };
  } finally {
    await document.destroy();
  }
}
