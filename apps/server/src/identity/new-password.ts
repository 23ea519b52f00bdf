import { adminPasswordRule } from '@verdant/domain/identity/account-rules';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '@verdant/domain/identity/common-passwords';
import { invalid } from '@verdant/domain/shared/domain-error';
import { parseOrRefuse } from '@verdant/domain/shared/validation';
import { z } from 'zod';

const adminNewPassword = z.object({ newPassword: adminPasswordRule });

/** A password guessed among the first ten thousand is no protection, whatever its length. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password))
    throw invalid(COMMON_PASSWORD_MESSAGE, { [field]: COMMON_PASSWORD_MESSAGE });
}

/**
 * What the shoppers' rule cannot know about a new password, refused under its field: an admin account's
 * must be longer, and nobody's may be a common one.
 */
export function refuseWeakNewPassword(newPassword: string, account: { isAdmin: boolean }): void {
  if (account.isAdmin) parseOrRefuse(adminNewPassword, { newPassword });
  refuseCommonPassword(newPassword, 'newPassword');
}
