import { FormField, InputField, Select, TextareaField, trpc } from '@verdant/web-kit';
import { NameAndSlugFields } from '../slugs/name-and-slug-fields';
import { FormSection } from './form-section';
import type { ProductForm } from './product-form-values';

interface ProductDetailsSectionProps {
  form: ProductForm;
  /** Whether the product is saved already: its slug then stays as it is. */
  existing: boolean;
}

export function ProductDetailsSection({ form, existing }: ProductDetailsSectionProps) {
  const categories = trpc.catalog.categories.useQuery();
  return (
    <FormSection title="Details">
      <div className="grid gap-5 sm:grid-cols-2">
        <NameAndSlugFields
          form={form}
          existing={existing}
          slugHint="The product's address in the shop: lowercase words joined by hyphens."
        />
        <InputField form={form} name="botanicalName" label="Botanical Name" autoComplete="off" />
        <FormField
          label="Category"
          hint={categories.isError ? "We couldn't load the categories." : undefined}
          error={form.errorOf('categoryId')}
        >
          {(control) => (
            // Controlled: the options arrive after the form has its value, and must then show it.
            <Select {...control} {...form.field('categoryId')} value={form.watch('categoryId')}>
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
      <TextareaField form={form} name="description" label="Description" rows={4} />
      <TextareaField form={form} name="careGuide" label="Care Guide" rows={4} />
      <InputField
        form={form}
        name="tags"
        label="Tags"
        hint="Separate tags with commas, as in: pet friendly, low light."
        autoComplete="off"
      />
    </FormSection>
  );
}
