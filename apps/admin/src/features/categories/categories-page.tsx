import { keepPreviousData } from '@tanstack/react-query';
import {
  Button,
  EmptyState,
  ErrorState,
  PageMeta,
  refusalOf,
  SearchInput,
  Spinner,
  trpc,
} from '@verdant/web-kit';
import { FolderTree, Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import type { Category } from './category';
import { CategoryCard } from './category-card';
import { type CategoryEditor, CategoryFormDialog } from './category-form-dialog';
import { DeleteCategoryDialog } from './delete-category-dialog';

/** Admin > Categories: search by name, a grid of cards, add, edit and delete. */
export function CategoriesPage() {
  const [search, setSearch] = useState('');
  const searched = useDeferredValue(search.trim());
  const categories = trpc.admin.categories.list.useQuery(
    { search: searched },
    // Keep showing the last results while the next search loads, instead of flashing a spinner per keystroke.
    { placeholderData: keepPreviousData },
  );
  const [editor, setEditor] = useState<CategoryEditor | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);

  return (
    <section className="space-y-6">
      <PageMeta
        title="Categories | Verdant Admin"
        description="Add, edit and remove the shop's plant categories."
      />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl text-leaf-900">Categories</h1>
          <p className="mt-1 text-stone-700">
            The categories shoppers browse on the home page and in the shop.
          </p>
        </div>
        <Button onClick={() => setEditor({ mode: 'create' })}>
          <Plus aria-hidden="true" className="size-5" />
          Add Category
        </Button>
      </div>

      <search className="block max-w-md">
        <SearchInput
          label="Search categories by name"
          placeholder="Search by name…"
          value={search}
          onChange={setSearch}
        />
      </search>

      {categories.isPending ? (
        <Spinner label="Loading categories…" />
      ) : categories.isError ? (
        <ErrorState
          message={refusalOf(categories.error)?.message ?? "We couldn't load the categories."}
          onRetry={() => void categories.refetch()}
        />
      ) : categories.data.length === 0 ? (
        <EmptyState
          icon={<FolderTree className="size-10" />}
          title={searched ? 'No matching categories' : 'No categories yet'}
        >
          {searched
            ? `No category name contains “${searched}”. Try another search.`
            : 'Add the first category to start organising the shop.'}
        </EmptyState>
      ) : (
        <ul aria-label="Categories" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {categories.data.map((category) => (
            <li key={category.id}>
              <CategoryCard
                category={category}
                onEdit={() => setEditor({ mode: 'edit', category })}
                onDelete={() => setDeleting(category)}
              />
            </li>
          ))}
        </ul>
      )}

      <CategoryFormDialog editor={editor} onClose={() => setEditor(null)} />
      <DeleteCategoryDialog category={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
