import {
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  PageMeta,
  refusalOf,
  Spinner,
  trpc,
} from '@verdant/web-kit';
import { Image, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Banner } from './banner';
import { type BannerEditor, BannerFormDialog } from './banner-form-dialog';
import { BannerRow } from './banner-row';
import { DeleteBannerDialog } from './delete-banner-dialog';

const columns = ['Preview', 'Title', 'Link', 'Order', 'Status', 'Actions'];

/** Admin > Banners: the home page carousel's banners by display order; add, edit, delete. */
export function BannersPage() {
  const banners = trpc.admin.banners.list.useQuery();
  const [editor, setEditor] = useState<BannerEditor | null>(null);
  const [deleting, setDeleting] = useState<Banner | null>(null);

  return (
    <section className="space-y-6">
      <PageMeta title="Banners | Verdant Admin" description="The banners of the home page's carousel." />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl text-leaf-900">Banners</h1>
          <p className="mt-1 text-stone-700">
            The home page carousel shows the active banners in this order.
          </p>
        </div>
        <Button onClick={() => setEditor({ mode: 'create' })}>
          <Plus aria-hidden="true" className="size-5" />
          Add Banner
        </Button>
      </div>

      {banners.isPending ? (
        <Spinner label="Loading banners…" />
      ) : banners.isError ? (
        <ErrorState
          message={refusalOf(banners.error)?.message ?? "We couldn't load the banners."}
          onRetry={() => void banners.refetch()}
        />
      ) : banners.data.length === 0 ? (
        <EmptyState icon={<Image className="size-10" />} title="No banners yet">
          Add a banner to show a carousel on the home page.
        </EmptyState>
      ) : (
        <DataTable caption="Banners" minWidth="min-w-[48rem]" columns={columns}>
          {banners.data.map((banner) => (
            <BannerRow
              key={banner.id}
              banner={banner}
              onEdit={() => setEditor({ mode: 'edit', banner })}
              onDelete={() => setDeleting(banner)}
            />
          ))}
        </DataTable>
      )}

      <BannerFormDialog editor={editor} onClose={() => setEditor(null)} />
      <DeleteBannerDialog banner={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
