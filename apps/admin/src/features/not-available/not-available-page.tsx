import { buttonStyles, PageMeta } from '@verdant/web-kit';
import { Link } from 'react-router-dom';

/** A back-office screen that has not been built yet: said plainly, not faked. */
export function NotAvailablePage({ title }: { title: string }) {
  return (
    <section className="flex flex-col items-start gap-4">
      <PageMeta title={`${title} | Verdant Admin`} description={`${title} in the Verdant back office.`} />
      <h1 className="font-display text-4xl text-leaf-900">{title}</h1>
      <p className="text-stone-700">This page is not available yet.</p>
      <Link to="/" className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
        Back to Dashboard
      </Link>
    </section>
  );
}
