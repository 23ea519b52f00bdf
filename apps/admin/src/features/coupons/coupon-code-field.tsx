import { InputField } from '@verdant/web-kit';
import type { ChangeEvent } from 'react';
import type { CouponForm } from './coupon-form';

/**
 * Codes are upper case (shoppers' entries are upper-cased to match), so the code shows upper-cased as it is
 * typed, the caret staying where it was. The code names the coupon for good: read-only on edit.
 */
export function CouponCodeField({ form, existing }: { form: CouponForm; existing: boolean }) {
  const upperCase = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const input = event.currentTarget;
    const typed = input.value;
    if (typed === typed.toUpperCase()) return;
    const { selectionStart, selectionEnd } = input;
    input.value = typed.toUpperCase();
    input.setSelectionRange(selectionStart, selectionEnd);
    form.setValue('code', input.value);
  };
  return (
    <InputField
      form={form}
      name="code"
      label="Code"
      required={!existing}
      readOnly={existing}
      hint={
        existing
          ? 'The code names the coupon for good, so it cannot change. Delete the coupon and add a new one to use another code.'
          : 'Letters, digits, - and _, up to 30 characters, as in WELCOME10.'
      }
      onChange={upperCase}
      autoComplete="off"
      spellCheck={false}
      maxLength={30}
      className="read-only:bg-stone-100"
    />
  );
}
