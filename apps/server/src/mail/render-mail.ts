import { contactDetails } from '@verdant/domain/shared/shop-contact';
import escapeHtml from 'escape-html';
import type { AmountRow, MailBlock, MailContent } from './mail-content';

const SIGNATURE = `The ${contactDetails.name} team`;
const CONTACT_LINE = `${contactDetails.phone} · ${contactDetails.email}`;

/** The shop's colours (leaf-900, leaf-50, stone) written into the HTML: mail clients drop style sheets. */
const STYLE = {
  page: 'margin:0;padding:0;background:#f5f5f4;color:#1c1917;font-family:Arial,Helvetica,sans-serif',
  card: 'max-width:600px;background:#ffffff;border:1px solid #e7e5e4;border-radius:12px',
  header:
    'background:#1a3c2d;color:#ffffff;padding:20px 32px;font-family:Georgia,serif;font-size:26px;border-radius:12px 12px 0 0',
  body: 'padding:32px;font-size:16px;line-height:1.5',
  paragraph: 'margin:0 0 16px',
  button:
    'display:inline-block;background:#1a3c2d;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold',
  small: 'margin:0 0 16px;font-size:13px;color:#57534e;word-break:break-all',
  table: 'width:100%;border-collapse:collapse;margin:0 0 16px',
  cell: 'padding:6px 0;border-bottom:1px solid #e7e5e4',
  total: 'padding:6px 0;font-weight:bold',
  footer: 'padding:20px 32px;font-size:13px;line-height:1.5;color:#57534e;border-top:1px solid #e7e5e4',
} as const;

/**
 * A mail's subject, plain text and HTML, from what it says. Every value goes into the HTML escaped (names,
 * addresses and product names come from people), and both parts end with the shop's name, address and phone.
 */
export function renderMail(content: MailContent): { subject: string; text: string; html: string } {
  return { subject: content.subject, text: textOf(content), html: htmlOf(content) };
}

function textOf({ name, blocks, closing }: MailContent): string {
  return [
    `Hello ${name},`,
    ...blocks.map(blockText),
    [...(closing ? [closing] : []), SIGNATURE].join('\n'),
    ['-- ', ...contactDetails.address, CONTACT_LINE].join('\n'),
  ].join('\n\n');
}

function blockText(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'link':
      return block.url;
    case 'lines':
      return block.lines.map((line) => `  ${line}`).join('\n');
    case 'amounts': {
      const rows = (rows: readonly AmountRow[]) => rows.map(({ label, amount }) => `  ${label}: ${amount}`);
      return [...rows(block.items), '', ...rows(block.totals)].join('\n');
    }
  }
}

function htmlOf({ subject, name, blocks, closing }: MailContent): string {
  const signOff = [...(closing ? [closing] : []), SIGNATURE].map(escapeHtml).join('<br>');
  const contact = [
    ...contactDetails.address.map(escapeHtml),
    `<a href="${contactDetails.phoneHref}" style="color:#57534e">${escapeHtml(contactDetails.phone)}</a> · ` +
      `<a href="mailto:${escapeHtml(contactDetails.email)}" style="color:#57534e">${escapeHtml(contactDetails.email)}</a>`,
  ].join('<br>');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="${STYLE.page}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="${STYLE.card}">
<tr><td style="${STYLE.header}">${escapeHtml(contactDetails.name)}</td></tr>
<tr><td style="${STYLE.body}">
<p style="${STYLE.paragraph}">Hello ${escapeHtml(name)},</p>
${blocks.map(blockHtml).join('\n')}
<p style="${STYLE.paragraph}">${signOff}</p>
</td></tr>
<tr><td style="${STYLE.footer}">${contact}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}

function blockHtml(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="${STYLE.paragraph}">${escapeHtml(block.text)}</p>`;
    case 'link': {
      const url = escapeHtml(block.url);
      return `<p style="${STYLE.paragraph}"><a href="${url}" style="${STYLE.button}">${escapeHtml(block.label)}</a></p>
<p style="${STYLE.small}">${url}</p>`;
    }
    case 'lines':
      return `<p style="${STYLE.paragraph}">${block.lines.map(escapeHtml).join('<br>')}</p>`;
    case 'amounts': {
      const row = ({ label, amount }: AmountRow, style: string) =>
        `<tr><td style="${style}">${escapeHtml(label)}</td><td align="right" style="${style}">${escapeHtml(amount)}</td></tr>`;
      const totals = block.totals.map((total, index) =>
        row(total, index === block.totals.length - 1 ? STYLE.total : STYLE.cell),
      );
      return `<table role="presentation" style="${STYLE.table}">
${[...block.items.map((item) => row(item, STYLE.cell)), ...totals].join('\n')}
</table>`;
    }
  }
}
