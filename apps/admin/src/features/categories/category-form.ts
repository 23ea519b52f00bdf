import { type CategoryDetailsInput, categoryDetailsRules } from '@verdant/domain/catalog/category-rules';

export const categoryFields = ['name', 'slug', 'description', 'imageUrl'] as const;
export type CategoryField = (typeof categoryFields)[number];
export type CategoryFormValues = Record<CategoryField, string>;
export type CategoryFieldErrors = Partial<Record<CategoryField, string>>;

export interface CategoryFormState {
  values: CategoryFormValues;
  /** Once the admin types a slug of their own, the name stops suggesting one. */
  slugEdited: boolean;
  errors: CategoryFieldErrors;
}

export type CategoryFormAction =
  | { type: 'changed'; field: CategoryField; value: string }
  | { type: 'rejected'; errors: CategoryFieldErrors };

interface ExistingCategory {
  name: string;
  slug: string;
  description: string | null;
  imageUrl: string | null;
}

/** Lowercase words joined by hyphens, the shape slugs must have: "Air Purifying & Co." -> "air-purifying-and-co". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A new category suggests its slug from the name; an existing one keeps its slug, which may be in links already. */
export function initialCategoryForm(category?: ExistingCategory): CategoryFormState {
  if (!category) {
    return { values: { name: '', slug: '', description: '', imageUrl: '' }, slugEdited: false, errors: {} };
  }
  return {
    values: {
      name: category.name,
      slug: category.slug,
      description: category.description ?? '',
      imageUrl: category.imageUrl ?? '',
    },
    slugEdited: true,
    errors: {},
  };
}

export function categoryFormReducer(state: CategoryFormState, action: CategoryFormAction): CategoryFormState {
  switch (action.type) {
    case 'changed': {
      const slugEdited = state.slugEdited || action.field === 'slug';
      const values = { ...state.values, [action.field]: action.value };
      const errors = { ...state.errors };
      delete errors[action.field];
      if (action.field === 'name' && !slugEdited) {
        values.slug = slugify(action.value);
        delete errors.slug;
      }
      return { values, slugEdited, errors };
    }
    case 'rejected':
      return { ...state, errors: action.errors };
  }
}

export type CheckedCategoryForm =
  | { ok: true; input: CategoryDetailsInput }
  | { ok: false; errors: CategoryFieldErrors };

/** The domain's own rules, so the form says exactly what the server would, before anything is sent. */
export function checkCategoryForm(values: CategoryFormValues): CheckedCategoryForm {
  const parsed = categoryDetailsRules.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  const messages: Record<string, string> = {};
  for (const issue of parsed.error.issues) messages[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors: categoryFieldErrors(messages) };
}

/** The messages that belong under one of the form's fields (the server's field errors include others). */
export function categoryFieldErrors(messages: Record<string, string>): CategoryFieldErrors {
  const errors: CategoryFieldErrors = {};
  for (const field of categoryFields) {
    const message = messages[field];
    if (message) errors[field] = message;
  }
  return errors;
}

export const firstInvalidField = (errors: CategoryFieldErrors) =>
  categoryFields.find((field) => errors[field]);
