import { z } from 'zod';
import { emailRule } from '../identity/account-rules';

const requiredText = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** The contact form: name, email, subject and message are required. */
export const contactMessageRules = z.object({
  name: requiredText('Name', 100),
  email: emailRule,
  subject: requiredText('Subject', 150),
  message: requiredText('Message', 5_000),
});

export const newsletterRules = z.object({ email: emailRule });

export type ContactMessageInput = z.input<typeof contactMessageRules>;
