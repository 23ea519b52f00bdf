import { Button, formatShopDateTime } from '@verdant/web-kit';
import { type MailRow, mailStateDetail } from './mail';
import { MailStateBadge } from './mail-state-badge';

const Heading = ({ children }: { children: string }) => (
  <th scope="col" className="px-4 py-3 font-semibold">
    {children}
  </th>
);

const Moment = ({ at }: { at: string | null }) =>
  at === null ? (
    <span className="text-stone-500">—</span>
  ) : (
    <time dateTime={at}>{formatShopDateTime(at)}</time>
  );

interface MailTableProps {
  mails: readonly MailRow[];
  onPreview: (mail: MailRow) => void;
}

export function MailTable({ mails, onPreview }: MailTableProps) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
      <table className="w-full min-w-[48rem] text-left">
        <caption className="sr-only">Mail</caption>
        <thead className="bg-leaf-50 text-sm text-leaf-900">
          <tr>
            <Heading>Recipient</Heading>
            <Heading>Subject</Heading>
            <Heading>State</Heading>
            <Heading>Queued</Heading>
            <Heading>Sent</Heading>
            <Heading>Actions</Heading>
          </tr>
        </thead>
        <tbody>
          {mails.map((mail) => {
            const detail = mailStateDetail(mail);
            return (
              <tr key={mail.id} className="border-t border-stone-200 align-top">
                <td className="px-4 py-3 text-sm break-all">{mail.to}</td>
                <th scope="row" className="px-4 py-3 text-left font-medium">
                  {mail.subject}
                </th>
                <td className="px-4 py-3">
                  <MailStateBadge state={mail.state} />
                  {detail && <span className="mt-1 block max-w-64 text-sm text-stone-600">{detail}</span>}
                </td>
                <td className="px-4 py-3 text-sm">
                  <Moment at={mail.queuedAt} />
                </td>
                <td className="px-4 py-3 text-sm">
                  <Moment at={mail.sentAt} />
                </td>
                <td className="px-4 py-3">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Preview “${mail.subject}” to ${mail.to}`}
                    onClick={() => onPreview(mail)}
                  >
                    Preview
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
