import { FormField, Input, Select, Textarea, trpc } from '@verdant/web-kit';
import { FormSection } from './form-section';
import type { ProductFormControl } from './use-product-form';

export function ProductDetailsSection({ form }: { form: ProductFormControl }) {
  const { errors, bind } = form;
  const categories = trpc.catalog.categories.useQuery();
  return (
    <FormSection title="Details">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" required error={errors.name}>
          {(control) => <Input {...control} {...bind('name')} autoComplete="off" />}
        </FormField>
        <FormField
          label="Slug"
          required
          hint="The product's address in the shop: lowercase words joined by hyphens."
          error={errors.slug}
        >
          {(control) => <Input {...control} {...bind('slug')} autoComplete="off" spellCheck={false} />}
        </FormField>
        <FormField label="Botanical Name" error={errors.botanicalName}>
          {(control) => <Input {...control} {...bind('botanicalName')} autoComplete="off" />}
        </FormField>
        <FormField
          label="Category"
          hint={categories.isError ? "We couldn't load the categories." : undefined}
          error={errors.categoryId}
        >
          {(control) => (
            <Select {...control} {...bind('categoryId')}>
              <option value="">No category</option>
              {categories.data?.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField label="Description" error={errors.description}>
        {(control) => <Textarea {...control} {...bind('description')} rows={4} />}
      </FormField>
      <FormField label="Care Guide" error={errors.careGuide}>
        {(control) => <Textarea {...control} {...bind('careGuide')} rows={4} />}
      </FormField>
      <FormField
        label="Tags"
        hint="Separate tags with commas, as in: pet friendly, low light."
        error={errors.tags}
      >
        {(control) => <Input {...control} {...bind('tags')} autoComplete="off" />}
      </FormField>
    </FormSection>
  );
}
