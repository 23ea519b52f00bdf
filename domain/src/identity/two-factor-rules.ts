import { z } from 'zod';

export const ONE_TIME_CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app';

/** The code that confirms an authenticator app is set up: the six digits it shows now. */
export const enrolmentCodeRules = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, ONE_TIME_CODE_REQUIRED),
});
