import { Card } from '@verdant/web-kit';
import { Link } from 'react-router-dom';

/** Until the shop's tax details are set, no order gets a tax invoice: an admin should know at a glance. */
export function InvoicesOff({ off }: { off: boolean }) {
  if (!off) return null;
  return (
    <Card className="border-amber-300 p-6">
      <section aria-labelledby="invoices-off-title" className="space-y-2">
        <h2 id="invoices-off-title" className="font-display text-2xl text-amber-900">
          Tax invoices are off
        </h2>
        <p className="text-stone-800">
          The shop issues no tax invoices until its legal name, GSTIN and registered address are set.{' '}
          <Link to="/settings" className="font-medium text-leaf-800 underline">
            Set the tax details
          </Link>
        </p>
      </section>
    </Card>
  );
}
