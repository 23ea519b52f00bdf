import { buttonStyles, Card, PageMeta } from '@verdant/web-kit';
import { FolderTree } from 'lucide-react';
import { Link } from 'react-router-dom';

export function DashboardPage() {
  return (
    <section className="space-y-6">
      <PageMeta title="Dashboard | Verdant Admin" description="An overview of the Verdant shop." />
      <div>
        <h1 className="font-display text-4xl text-leaf-900">Dashboard</h1>
        <p className="mt-2 max-w-2xl text-stone-700">
          Totals for products, orders, customers and revenue will appear here once the catalogue and orders
          are in place.
        </p>
      </div>
      <Card className="flex max-w-xl flex-col items-start gap-3 p-6">
        <FolderTree aria-hidden="true" className="size-6 text-leaf-600" />
        <h2 className="font-display text-2xl text-leaf-900">Categories</h2>
        <p className="text-stone-700">Organise the categories shoppers browse from the home page.</p>
        <Link to="/categories" className={buttonStyles({ size: 'sm' })}>
          Manage categories
        </Link>
      </Card>
    </section>
  );
}
