import { describe, expect, it } from 'vitest';
import {
  type CategoryFormState,
  categoryFieldErrors,
  categoryFormReducer,
  checkCategoryForm,
  firstInvalidField,
  initialCategoryForm,
  slugify,
} from './category-form';

const type = (state: CategoryFormState, field: 'name' | 'slug' | 'description' | 'imageUrl', value: string) =>
  categoryFormReducer(state, { type: 'changed', field, value });

describe('slugify', () => {
  it('makes lowercase words joined by single hyphens', () => {
    expect(slugify('Indoor Plants')).toBe('indoor-plants');
    expect(slugify('  Air   Purifying!! ')).toBe('air-purifying');
    expect(slugify('Ferns & Mosses')).toBe('ferns-and-mosses');
    expect(slugify('Pet-Friendly 2.0')).toBe('pet-friendly-2-0');
  });

  it('drops accents rather than whole letters', () => {
    expect(slugify('Café Crème')).toBe('cafe-creme');
  });
});

describe('the category form', () => {
  it('suggests the slug from the name while the slug is untouched', () => {
    let state = initialCategoryForm();
    state = type(state, 'name', 'Hanging');
    state = type(state, 'name', 'Hanging Baskets');
    expect(state.values.slug).toBe('hanging-baskets');
  });

  it('stops suggesting once the admin edits the slug', () => {
    let state = type(initialCategoryForm(), 'name', 'Hanging Baskets');
    state = type(state, 'slug', 'baskets');
    state = type(state, 'name', 'Hanging Baskets and Planters');
    expect(state.values.slug).toBe('baskets');
  });

  it('keeps an existing category’s slug when it is renamed', () => {
    const editing = initialCategoryForm({
      name: 'Cactus',
      slug: 'cactus',
      description: null,
      imageUrl: null,
    });
    expect(editing.values).toEqual({ name: 'Cactus', slug: 'cactus', description: '', imageUrl: '' });
    expect(type(editing, 'name', 'Cacti').values.slug).toBe('cactus');
  });

  it('clears a field’s error when it changes, and the slug’s when the name re-suggests it', () => {
    let state = categoryFormReducer(initialCategoryForm(), {
      type: 'rejected',
      errors: { name: 'Name is required', slug: 'Slug is required', imageUrl: 'Image URL is too long' },
    });
    state = type(state, 'name', 'Bonsai');
    expect(state.errors).toEqual({ imageUrl: 'Image URL is too long' });
  });

  it('checks the domain rules before sending, with their messages', () => {
    const checked = checkCategoryForm({
      name: ' ',
      slug: 'Not A Slug',
      description: '',
      imageUrl: 'ftp://x',
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        slug: 'Slug may contain only lowercase letters, numbers and single hyphens',
        imageUrl: 'Image URL must be a web address (https://...) or an uploaded image',
      },
    });
  });

  it('sends trimmed values, with blank optional fields as none', () => {
    expect(checkCategoryForm({ name: ' Bonsai ', slug: 'bonsai', description: '  ', imageUrl: '' })).toEqual({
      ok: true,
      input: { name: 'Bonsai', slug: 'bonsai', description: null, imageUrl: null },
    });
  });

  it('keeps only the server’s field errors that belong to a field, and finds the first in form order', () => {
    const errors = categoryFieldErrors({ id: 'Category id is required', slug: 'taken', name: 'too long' });
    expect(errors).toEqual({ slug: 'taken', name: 'too long' });
    expect(firstInvalidField(errors)).toBe('name');
    expect(firstInvalidField({})).toBeUndefined();
  });
});
