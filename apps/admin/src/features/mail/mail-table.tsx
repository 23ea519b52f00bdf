import { Button, DataTable, formatShopDateTime } from '@verdant/web-kit';
import { type MailRow, mailStateDetail } from './mail';
import { MailStateBadge } from './mail-state-badge';

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
    <DataTable
      caption="Mail"
      minWidth="min-w-[48rem]"
      columns={['Recipient', 'Subject', 'State', 'Queued', 'Sent', 'Actions']}
    >
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
    </DataTable>
  );
}
