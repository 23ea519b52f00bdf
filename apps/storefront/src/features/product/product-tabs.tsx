import { Tabs } from '@verdant/web-kit';
import type { ProductDetail } from '../../shared/catalog/product-types';

const Prose = ({ text, empty }: { text: string | null; empty: string }) => (
  <p className="whitespace-pre-line text-stone-700">{text ?? empty}</p>
);

/** Description, Care Guide and Details (category shown as 'Indoor Plant'). */
export function ProductTabs({ product }: { product: ProductDetail }) {
  const details = [
    { term: 'Botanical Name', value: product.botanicalName ?? 'N/A' },
    { term: 'Category', value: 'Indoor Plant' },
    { term: 'Tags', value: product.tags.length > 0 ? product.tags.join(', ') : 'N/A' },
  ];
  return (
    <Tabs
      label="Product information"
      className="mt-10"
      tabs={[
        {
          id: 'description',
          label: 'Description',
          panel: <Prose text={product.description} empty="No description yet." />,
        },
        {
          id: 'care',
          label: 'Care Guide',
          panel: <Prose text={product.careGuide} empty="No care guide yet." />,
        },
        {
          id: 'details',
          label: 'Details',
          panel: (
            <dl className="grid grid-cols-[max-content_1fr] gap-x-8 gap-y-3">
              {details.map(({ term, value }) => (
                <div key={term} className="contents">
                  <dt className="font-medium text-leaf-900">{term}</dt>
                  <dd className="text-stone-700">{value}</dd>
                </div>
              ))}
            </dl>
          ),
        },
      ]}
    />
  );
}
