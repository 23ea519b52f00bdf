import { keepPreviousData } from '@tanstack/react-query';
import { EmptyState, ErrorState, PageMeta, refusalOf, Spinner, trpc } from '@verdant/web-kit';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Pager } from '../paging/pager';
import type { MailRow } from './mail';
import { MailPreviewDialog } from './mail-preview-dialog';
import { MailTable } from './mail-table';

/** Admin > Mail: the outbox, newest first, 50 a page: whom each mail went to, whether it went, how it reads. */
export function MailPage() {
  const [page, setPage] = useState(1);
  const [previewed, setPreviewed] = useState<MailRow | null>(null);
  const mail = trpc.admin.mail.list.useQuery(
    { page },
    // Keep showing the last page while the next one loads.
    { placeholderData: keepPreviousData },
  );

  return (
    <section className="space-y-6">
      <PageMeta
        title="Mail | Verdant Admin"
        description="Every mail the shop has written, and whether it went."
      />
      <div>
        <h1 className="font-display text-4xl text-leaf-900">Mail</h1>
        <p className="mt-1 text-stone-700">Every mail the shop has written, newest first.</p>
      </div>

      {mail.data?.sending === false && (
        <p role="note" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
          No SMTP server is set (SMTP_URL), so mail stays here, queued, and is not sent.
        </p>
      )}

      {mail.isPending ? (
        <Spinner label="Loading mail…" />
      ) : mail.isError ? (
        <ErrorState
          message={refusalOf(mail.error)?.message ?? "We couldn't load the mail."}
          onRetry={() => void mail.refetch()}
        />
      ) : mail.data.mails.length === 0 ? (
        <EmptyState icon={<Mail className="size-10" />} title="No mail yet">
          Mail appears here as soon as the shop writes it: a welcome at each sign-up, a confirmation for each
          order.
        </EmptyState>
      ) : (
        <MailTable mails={mail.data.mails} onPreview={setPreviewed} />
      )}
      <Pager label="Mail pages" page={page} hasMore={mail.data?.hasMore ?? false} onPage={setPage} />
      <MailPreviewDialog mail={previewed} onClose={() => setPreviewed(null)} />
    </section>
  );
}
