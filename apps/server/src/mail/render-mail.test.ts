import { describe, expect, it } from 'vitest';
import { renderMail } from './render-mail';

const SCRIPT = '<script>alert("x")</script>';

describe('a rendered mail', () => {
  const mail = renderMail({
    subject: 'Your Verdant order #o-1 is placed',
    name: 'Asha Rao',
    blocks: [
      { type: 'paragraph', text: 'Thank you for your order.' },
      {
        type: 'amounts',
        items: [{ label: '2 × Jade Plant', amount: '₹398.00' }],
        totals: [
          { label: 'Shipping', amount: 'Free' },
          { label: 'Total', amount: '₹398.00' },
        ],
      },
      { type: 'lines', lines: ['Asha Rao, 12 MG Road', 'Bengaluru, Karnataka 560001'] },
      { type: 'link', label: 'View Order', url: 'https://verdant.example/order/o-1?from=mail&x=1' },
    ],
    closing: 'Happy planting,',
  });

  it('reads as plain text: the greeting, each part apart, the sign-off and the shop’s address and phone', () => {
    expect(mail.text).toBe(
      [
        'Hello Asha Rao,',
        '',
        'Thank you for your order.',
        '',
        '  2 × Jade Plant: ₹398.00',
        '',
        '  Shipping: Free',
        '  Total: ₹398.00',
        '',
        '  Asha Rao, 12 MG Road',
        '  Bengaluru, Karnataka 560001',
        '',
        'https://verdant.example/order/o-1?from=mail&x=1',
        '',
        'Happy planting,',
        'The Verdant team',
        '',
        '-- ',
        'Verdant Plant Co.',
        '42, 12th Main Road, Indiranagar',
        'Bengaluru, Karnataka 560038',
        'India',
        '+91 80 4567 8910 · hello@verdant.example',
      ].join('\n'),
    );
  });

  it('says the same in HTML, with a button for the link and the shop’s details at the foot', () => {
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain('<title>Your Verdant order #o-1 is placed</title>');
    expect(mail.html).toContain('Hello Asha Rao,');
    expect(mail.html).toContain('>2 × Jade Plant</td><td align="right" style="padding:6px 0;border-bottom');
    expect(mail.html).toMatch(/>Total<\/td><td align="right" style="[^"]*font-weight:bold">₹398.00</);
    expect(mail.html).toContain('Asha Rao, 12 MG Road<br>Bengaluru, Karnataka 560001');
    expect(mail.html).toMatch(
      /<a href="https:\/\/verdant.example\/order\/o-1\?from=mail&amp;x=1" style="[^"]*">View Order<\/a>/,
    );
    expect(mail.html).toContain('Happy planting,<br>The Verdant team');
    expect(mail.html).toContain(
      'Verdant Plant Co.<br>42, 12th Main Road, Indiranagar<br>Bengaluru, Karnataka 560038',
    );
    expect(mail.html).toContain('<a href="tel:+918045678910" style="color:#57534e">+91 80 4567 8910</a>');
    expect(mail.html).not.toContain('$');
  });

  it('escapes every value in the HTML, and keeps it as written in the text', () => {
    const hostile = renderMail({
      subject: `Order for ${SCRIPT}`,
      name: SCRIPT,
      blocks: [
        { type: 'paragraph', text: `Reason: ${SCRIPT}` },
        { type: 'lines', lines: [SCRIPT] },
        { type: 'amounts', items: [{ label: SCRIPT, amount: '₹1.00' }], totals: [] },
        { type: 'link', label: SCRIPT, url: `https://verdant.example/"${SCRIPT}` },
      ],
      closing: null,
    });

    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).not.toContain('"<');
    expect(hostile.html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;,');
    // The title, the greeting, the paragraph, the lines, the row, the button, its address and the address shown.
    expect(hostile.html.match(/&lt;script&gt;/g)).toHaveLength(8);
    expect(hostile.text).toContain(`Hello ${SCRIPT},`);
    expect(hostile.text).toContain('The Verdant team\n\n-- ');
    expect(hostile.text).not.toContain('Happy planting');
  });
});
