import type { FieldErrors, FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { type FormCheck, type FormSchema, messageAt, messagesForFields, resolverFor } from './form-rules';

/** What react-hook-form passes a resolver on submit: the fields it has, by name. */
const submitOptions = <Values extends FieldValues>(...names: string[]): ResolverOptions<Values> => ({
  fields: Object.fromEntries(names.map((name) => [name, { name, ref: { name } }])),
  names: names as ResolverOptions<Values>['names'],
  shouldUseNativeValidation: false,
});

type SignUp = { fullName: string; password: string; confirmPassword: string };

const zodError = (issues: { code: string; path: (string | number)[]; message: string }[]) => ({
  _zod: { traits: new Set(['$ZodError']) },
  issues,
});

/**
 * Shaped like a zod schema, as the zod resolver reads one: the kit does not depend on zod, the apps pass the
 * domain's schemas. It parses a sign-up, or throws its issues, several for a field as zod may.
 */
const signUpRules = {
  _zod: {},
  async parseAsync(values: SignUp) {
    const issues = [
      ...(values.fullName.trim() ? [] : [{ path: ['fullName'], message: 'Full name is required' }]),
      ...(values.password.length >= 6
        ? []
        : [{ path: ['password'], message: 'Password must be at least 6 characters' }]),
      ...(values.password === '' ? [{ path: ['password'], message: 'Password is required' }] : []),
      ...(values.password === values.confirmPassword
        ? []
        : [{ path: ['confirmPassword'], message: 'Passwords do not match' }]),
    ];
    if (issues.length > 0) throw zodError(issues.map((issue) => ({ code: 'custom', ...issue })));
    return { ...values, fullName: values.fullName.trim() };
  },
} as unknown as FormSchema<SignUp>;

const signUp: SignUp = {
  fullName: ' Asha Menon ',
  password: 'leafy-secret',
  confirmPassword: 'leafy-secret',
};

describe('a form checked with a domain schema', () => {
  const resolve = resolverFor<SignUp, SignUp>(signUpRules);

  it('passes on the values as the schema parses them', async () => {
    const result = await resolve(signUp, undefined, submitOptions(...Object.keys(signUp)));
    expect(result).toEqual({ errors: {}, values: { ...signUp, fullName: 'Asha Menon' } });
  });

  it('gives each field the schema’s first message, cross-field rules included', async () => {
    const values = { fullName: '', password: '', confirmPassword: 'leafy' };
    const { errors } = await resolve(values, undefined, submitOptions(...Object.keys(signUp)));
    expect(messageAt(errors, 'fullName')).toBe('Full name is required');
    expect(messageAt(errors, 'password')).toBe('Password must be at least 6 characters');
    expect(messageAt(errors, 'confirmPassword')).toBe('Passwords do not match');
  });
});

type Gallery = { title: string; images: { alt: string }[] };

/** Shaped like the product form's check: messages keyed by path, a list's own message under its name. */
const checkGallery: FormCheck<Gallery, Gallery> = (values) => {
  const errors: Record<string, string> = {};
  if (!values.title.trim()) errors.title = 'Title is required';
  values.images.forEach((image, index) => {
    if (!image.alt.trim()) errors[`images.${index}.alt`] = 'Alt text is required';
  });
  if (values.images.length > 2) errors.images = 'At most 2 images';
  return Object.keys(errors).length === 0 ? { ok: true, data: values } : { ok: false, errors };
};

describe('a form checked with a check of its own', () => {
  const resolve = resolverFor(checkGallery);

  it('passes on what the check parsed', async () => {
    const values = { title: 'Ferns', images: [{ alt: 'A fern' }] };
    expect(await resolve(values, undefined, submitOptions('title', 'images.0.alt'))).toEqual({
      errors: {},
      values,
    });
  });

  it('nests the messages as react-hook-form names its fields, a list’s own message included', async () => {
    const values = { title: ' ', images: [{ alt: 'A fern' }, { alt: '' }, { alt: 'Moss' }] };
    const names = ['title', 'images.0.alt', 'images.1.alt', 'images.2.alt'];
    const { errors } = await resolve(values, undefined, submitOptions(...names));
    expect(messageAt(errors, 'title')).toBe('Title is required');
    expect(messageAt(errors, 'images.0.alt')).toBeUndefined();
    expect(messageAt(errors, 'images.1.alt')).toBe('Alt text is required');
    expect(messageAt(errors, 'images')).toBe('At most 2 images');
  });
});

describe('messageAt', () => {
  it('reads a list’s own message before its rows are shown, and none for a field without one', () => {
    const errors: FieldErrors = { images: { type: 'rules', message: 'At most 2 images' } };
    expect(messageAt(errors, 'images')).toBe('At most 2 images');
    expect(messageAt(errors, 'title')).toBeUndefined();
  });
});

describe('messagesForFields', () => {
  it('keeps the server’s messages that name a field of the form, nested ones included', () => {
    const values = { slug: 'ferns', variants: [{ name: 'Large' }] };
    expect(
      messagesForFields(
        { slug: 'Taken', 'variants.0.name': 'Too long', id: 'Category id is required', form: 'Nope' },
        values,
      ),
    ).toEqual([
      ['slug', 'Taken'],
      ['variants.0.name', 'Too long'],
    ]);
  });
});
