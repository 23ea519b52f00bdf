import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DomainError } from '../shared/domain-error';
import { parseOrRefuse } from '../shared/validation';
import {
  addressRules,
  adminPasswordRule,
  changePasswordRules,
  emailRule,
  normaliseEmail,
  passwordRule,
  phoneRule,
  postalCodeRule,
  profileRules,
  resetPasswordRules,
  signInRules,
  signUpRules,
} from './account-rules';

/** The field messages a form shows for this input, exactly as the API and the decider refuse it. */
function fieldErrors(rules: z.ZodType, input: unknown): Record<string, string> {
  try {
    parseOrRefuse(rules, input);
  } catch (error) {
    if (error instanceof DomainError) return { ...error.fieldErrors };
    throw error;
  }
  return {};
}

const signUp = {
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  password: 'monstera',
  confirmPassword: 'monstera',
};

const address = {
  fullName: 'Asha Rao',
  phone: '9876543210',
  addressLine1: '12 MG Road',
  addressLine2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
};

describe('account rules', () => {
  describe('email', () => {
    it('is trimmed and lowercased, so one mailbox is one account', () => {
      expect(emailRule.parse('  Asha.Rao@Example.COM ')).toBe('asha.rao@example.com');
      expect(normaliseEmail(' Asha@Example.com')).toBe('asha@example.com');
    });

    it('refuses a missing, malformed or overlong email', () => {
      expect(fieldErrors(emailRule, '  ')).toEqual({ form: 'Email is required' });
      expect(fieldErrors(emailRule, 'asha@example')).toEqual({ form: 'Please enter a valid email address' });
      expect(fieldErrors(emailRule, 'asha')).toEqual({ form: 'Please enter a valid email address' });
      expect(fieldErrors(emailRule, `${'a'.repeat(250)}@x.in`)).toEqual({
        form: 'Email must be at most 254 characters',
      });
    });
  });

  describe('phone', () => {
    it.each([
      ['9876543210', '9876543210'],
      ['+91 98765 43210', '9876543210'],
      ['+91-98765-43210', '9876543210'],
      ['098765 43210', '9876543210'],
      [' 6123456789 ', '6123456789'],
    ])('reads %j as the 10-digit mobile', (typed, digits) => {
      expect(phoneRule.parse(typed)).toBe(digits);
    });

    it.each([
      ['5876543210'],
      ['987654321'],
      ['98765432101'],
      ['+44 98765 43210'],
      ['98765abcde'],
      ['0987654321'],
    ])('refuses %j', (typed) => {
      expect(fieldErrors(phoneRule, typed)).toEqual({ form: 'Please enter a valid 10-digit mobile number' });
    });

    it('asks for a missing phone', () => {
      expect(fieldErrors(phoneRule, ' ')).toEqual({ form: 'Phone number is required' });
    });
  });

  describe('sign-up', () => {
    it('gives the normalised details', () => {
      expect(
        signUpRules.parse({
          ...signUp,
          fullName: '  Asha Rao ',
          email: 'ASHA@example.com',
          phone: '+919876543210',
        }),
      ).toEqual({ ...signUp, fullName: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' });
    });

    it('requires every field', () => {
      expect(
        fieldErrors(signUpRules, { fullName: '', email: '', phone: '', password: '', confirmPassword: '' }),
      ).toEqual({
        fullName: 'Full name is required',
        email: 'Email is required',
        phone: 'Phone number is required',
        password: 'Password is required',
        confirmPassword: 'Please confirm your password',
      });
    });

    it('refuses a password under 6 characters, and passwords that differ', () => {
      expect(fieldErrors(signUpRules, { ...signUp, password: 'abc12', confirmPassword: 'abc12' })).toEqual({
        password: 'Password must be at least 6 characters',
      });
      expect(fieldErrors(signUpRules, { ...signUp, confirmPassword: 'monsteRa' })).toEqual({
        confirmPassword: 'Passwords do not match',
      });
    });

    it('keeps the password as typed, spaces included, and caps its length', () => {
      expect(
        signUpRules.parse({ ...signUp, password: ' pothos ', confirmPassword: ' pothos ' }).password,
      ).toBe(' pothos ');
      const long = 'p'.repeat(129);
      expect(fieldErrors(signUpRules, { ...signUp, password: long, confirmPassword: long })).toEqual({
        password: 'Password must be at most 128 characters',
      });
    });

    it('caps the full name at 100 characters', () => {
      expect(fieldErrors(signUpRules, { ...signUp, fullName: 'a'.repeat(101) })).toEqual({
        fullName: 'Full name must be at most 100 characters',
      });
    });
  });

  describe('admin password', () => {
    it('needs at least 12 characters, where a shopper needs 6', () => {
      const eleven = 'ficus lyrat';
      expect(passwordRule.parse(eleven)).toBe(eleven);
      expect(fieldErrors(adminPasswordRule, eleven)).toEqual({
        form: 'Admin passwords must be at least 12 characters',
      });
      expect(fieldErrors(adminPasswordRule, 'abc')).toEqual({
        form: 'Admin passwords must be at least 12 characters',
      });
      expect(adminPasswordRule.parse(' ficus lyrat ')).toBe(' ficus lyrat ');
    });

    it('is required, and capped like any password', () => {
      expect(fieldErrors(adminPasswordRule, '')).toEqual({ form: 'Password is required' });
      expect(fieldErrors(adminPasswordRule, 'p'.repeat(129))).toEqual({
        form: 'Password must be at most 128 characters',
      });
    });
  });

  describe('change password', () => {
    const change = { currentPassword: 'abc', newPassword: 'monstera', confirmPassword: 'monstera' };

    it('takes the current password at any length, and the new one as typed', () => {
      expect(
        changePasswordRules.parse({ ...change, newPassword: ' pothos ', confirmPassword: ' pothos ' }),
      ).toEqual({
        currentPassword: 'abc',
        newPassword: ' pothos ',
        confirmPassword: ' pothos ',
      });
    });

    it('requires every field', () => {
      expect(
        fieldErrors(changePasswordRules, { currentPassword: '', newPassword: '', confirmPassword: '' }),
      ).toEqual({
        currentPassword: 'Current password is required',
        newPassword: 'Password is required',
        confirmPassword: 'Please confirm your password',
      });
    });

    it('holds the new password to the password rule, and caps the current one', () => {
      expect(
        fieldErrors(changePasswordRules, { ...change, newPassword: 'abc12', confirmPassword: 'abc12' }),
      ).toEqual({
        newPassword: 'Password must be at least 6 characters',
      });
      const long = 'p'.repeat(129);
      expect(fieldErrors(changePasswordRules, { ...change, currentPassword: long })).toEqual({
        currentPassword: 'Password must be at most 128 characters',
      });
    });

    it('refuses a confirmation that differs from the new password', () => {
      expect(fieldErrors(changePasswordRules, { ...change, confirmPassword: 'monsteRa' })).toEqual({
        confirmPassword: 'Passwords do not match',
      });
      expect(fieldErrors(changePasswordRules, { ...change, confirmPassword: 'abc' })).toEqual({
        confirmPassword: 'Passwords do not match',
      });
    });
  });

  describe('reset password', () => {
    it('holds the new password to the password rule, typed twice', () => {
      expect(resetPasswordRules.parse({ newPassword: ' pothos ', confirmPassword: ' pothos ' })).toEqual({
        newPassword: ' pothos ',
        confirmPassword: ' pothos ',
      });
      expect(fieldErrors(resetPasswordRules, { newPassword: '', confirmPassword: '' })).toEqual({
        newPassword: 'Password is required',
        confirmPassword: 'Please confirm your password',
      });
      expect(fieldErrors(resetPasswordRules, { newPassword: 'abc12', confirmPassword: 'abc12' })).toEqual({
        newPassword: 'Password must be at least 6 characters',
      });
      expect(
        fieldErrors(resetPasswordRules, { newPassword: 'monstera', confirmPassword: 'monsteRa' }),
      ).toEqual({
        confirmPassword: 'Passwords do not match',
      });
    });
  });

  describe('sign-in', () => {
    it('requires email and password, without the sign-up length rule', () => {
      expect(signInRules.parse({ email: ' Asha@Example.com', password: 'abc' })).toEqual({
        email: 'asha@example.com',
        password: 'abc',
      });
      expect(fieldErrors(signInRules, { email: '', password: '' })).toEqual({
        email: 'Email is required',
        password: 'Password is required',
      });
    });
  });

  describe('profile', () => {
    it('requires full name and phone', () => {
      expect(profileRules.parse({ fullName: ' Asha ', phone: '098765 43210' })).toEqual({
        fullName: 'Asha',
        phone: '9876543210',
      });
      expect(fieldErrors(profileRules, { fullName: ' ', phone: '' })).toEqual({
        fullName: 'Full name is required',
        phone: 'Phone number is required',
      });
    });
  });

  describe('new address', () => {
    it('stores a blank line 2 as null and defaults the country to India', () => {
      expect(addressRules.parse(address)).toEqual({ ...address, addressLine2: null, country: 'India' });
      expect(addressRules.parse({ ...address, addressLine2: ' Near the park ', country: ' ' })).toEqual({
        ...address,
        addressLine2: 'Near the park',
        country: 'India',
      });
    });

    it('accepts India however it is capitalised', () => {
      expect(addressRules.parse({ ...address, country: ' india ' }).country).toBe('India');
    });

    it('refuses a country outside the delivery area', () => {
      expect(fieldErrors(addressRules, { ...address, country: 'Nepal' })).toEqual({
        country: 'We deliver only within India',
      });
    });

    it('requires every field but line 2', () => {
      expect(
        fieldErrors(addressRules, {
          fullName: '',
          phone: '',
          addressLine1: ' ',
          city: '',
          state: '',
          postalCode: '',
        }),
      ).toEqual({
        fullName: 'Full name is required',
        phone: 'Phone number is required',
        addressLine1: 'Address line 1 is required',
        city: 'City is required',
        state: 'State is required',
        postalCode: 'PIN code is required',
      });
    });

    it('validates the mobile number of the recipient', () => {
      expect(fieldErrors(addressRules, { ...address, phone: '12345' })).toEqual({
        phone: 'Please enter a valid 10-digit mobile number',
      });
    });

    it('caps the length of the free-text lines', () => {
      expect(fieldErrors(addressRules, { ...address, addressLine2: 'x'.repeat(201) })).toEqual({
        addressLine2: 'Address line 2 must be at most 200 characters',
      });
    });
  });

  describe('PIN code', () => {
    it('reads six digits, spaces between them allowed', () => {
      expect(postalCodeRule.parse('560 001')).toBe('560001');
      expect(postalCodeRule.parse(' 110001 ')).toBe('110001');
    });

    it.each([['060001'], ['56001'], ['5600011'], ['56OO01']])('refuses %j', (typed) => {
      expect(fieldErrors(postalCodeRule, typed)).toEqual({ form: 'Please enter a valid 6-digit PIN code' });
    });
  });
});
