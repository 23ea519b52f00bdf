import { describe, expect, it } from 'vitest';
import { checkForm, type FormRules } from './check-form';

/** Shaped like a zod schema's safeParse: the apps pass the domain's zod rules. */
const pinRules: FormRules<{ pin: string }> = {
  safeParse(values) {
    const { name, pin } = values as { name: string; pin: string };
    const issues = [
      ...(name.trim() ? [] : [{ path: ['name'], message: 'Name is required' }]),
      ...(/^\d{6}$/.test(pin) ? [] : [{ path: ['pin'], message: 'Bad PIN' }]),
      ...(pin === '' ? [{ path: ['pin'], message: 'PIN is required' }] : []),
      ...(pin === 'none' ? [{ path: [], message: 'Nothing to check' }] : []),
    ];
    return issues.length === 0 ? { success: true, data: { pin } } : { success: false, error: { issues } };
  },
};

describe('checkForm', () => {
  it('passes on the parsed values', () => {
    expect(checkForm(pinRules, { name: 'Asha', pin: '560001' })).toEqual({
      ok: true,
      data: { pin: '560001' },
    });
  });

  it('keeps the first message for each field', () => {
    expect(checkForm(pinRules, { name: '', pin: '' })).toEqual({
      ok: false,
      errors: { name: 'Name is required', pin: 'Bad PIN' },
    });
  });

  it('files a message about the whole form under "form"', () => {
    expect(checkForm(pinRules, { name: 'Asha', pin: 'none' })).toEqual({
      ok: false,
      errors: { pin: 'Bad PIN', form: 'Nothing to check' },
    });
  });
});
