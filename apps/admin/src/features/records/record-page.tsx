import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, PageMeta, refusalOf, Spinner } from '@verdant/web-kit';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface RecordPageProps<Data> {
  /** The page's title once the record is read, and before. */
  title: (record: Data | undefined) => string;
  description: string;
  /** The list the record belongs to, and its name: 'Back to Orders'. */
  list: { path: string; name: string };
  /** The record's query (a tRPC `useQuery` result). */
  query: UseQueryResult<Data, unknown>;
  /** The input field naming the record: a refusal of it, as of an id that cannot be one, is not found too. */
  idField: string;
  loading: string;
  /** The heading and the hint when no record has the id. */
  notFound: { heading: string; hint: string };
  /** What to say when the record could not be read, and the server said nothing. */
  failed: string;
  children: (record: Data) => ReactNode;
}

/**
 * A back-office page of one record (an order, a claim, a return): the way back to its list, then the record,
 * or while it loads, when no record has the id, or when it could not be read, what the admin needs to know.
 */
export function RecordPage<Data>({
  title,
  description,
  list,
  query,
  idField,
  loading,
  notFound,
  failed,
  children,
}: RecordPageProps<Data>) {
  const refusal = query.isError ? refusalOf(query.error) : null;
  const missing = refusal !== null && (refusal.status === 404 || refusal.fieldErrors[idField] !== undefined);
  return (
    <section className="space-y-6">
      <PageMeta title={`${title(query.data)} | Verdant Admin`} description={description} />
      <Link
        to={list.path}
        className="inline-flex items-center gap-1 text-sm font-medium text-leaf-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to {list.name}
      </Link>
      {query.isPending ? (
        <Spinner label={loading} />
      ) : missing ? (
        <div className="space-y-2">
          <h1 className="font-display text-4xl text-leaf-900">{notFound.heading}</h1>
          <p className="text-stone-700">{notFound.hint}</p>
        </div>
      ) : query.isError ? (
        <ErrorState message={refusal?.message ?? failed} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </section>
  );
}
