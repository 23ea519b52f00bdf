import { keepPreviousData } from '@tanstack/react-query';
import { Button, EmptyState, ErrorState, Input, PageMeta, refusalOf, Spinner, trpc } from '@verdant/web-kit';
import { FolderTree, Plus, Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import type { Category } from './category';
import { CategoryCard } from './category-card';
import { type CategoryEditor, CategoryFormDialog } from './category-form-dialog';
import { DeleteCategoryDialog } from './delete-category-dialog';

/** Admin > Categories (SPEC.md 2.17): search by name, a grid of cards, add, edit and delete. */
export function CategoriesPage() {
  const searchId = useId();
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

      <search className="relative block max-w-md">
        <label htmlFor={searchId} className="sr-only">
          Search categories by name
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
        />
        <Input
          id={searchId}
          type="search"
          placeholder="Search by name…"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          className="pl-9"
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
