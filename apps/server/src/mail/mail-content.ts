/** An amount in a mail's table, already in the shopper's words: '₹398.00', 'Free'. */
export interface AmountRow {
  label: string;
  amount: string;
}

/** A part of a mail's body: the plain text and the HTML are both written from it. */
export type MailBlock =
  | { type: 'paragraph'; text: string }
  /** A link of the shop's: the whole address on a line of its own in the text, a button in the HTML. */
  | { type: 'link'; label: string; url: string }
  /** Lines that belong together, such as an address. */
  | { type: 'lines'; lines: readonly string[] }
  /** What was bought and what it came to. */
  | { type: 'amounts'; items: readonly AmountRow[]; totals: readonly AmountRow[] };

/** What a mail says, apart from the greeting, the sign-off and the shop's details that every mail has. */
export interface MailContent {
  subject: string;
  /** Whom it greets: 'Hello Asha Rao,'. */
  name: string;
  blocks: readonly MailBlock[];
  /** The line above the team's name; none where good wishes would jar, as on a cancellation. */
  closing: string | null;
}

export const HAPPY_PLANTING = 'Happy planting,';

export const paragraph = (text: string): MailBlock => ({ type: 'paragraph', text });
