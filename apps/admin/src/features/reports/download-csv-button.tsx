import { Button, notify, refusalOf, trpc } from '@verdant/web-kit';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { saveFile } from './save-file';

/** The last build's rows, all of them, as the CSV file the server writes. */
export function DownloadCsvButton({ name, title }: { name: string; title: string }) {
  const utils = trpc.useUtils();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    if (downloading) return;
    setDownloading(true);
    try {
      // Past the query cache: asked afresh each time (a build may have landed since), and a whole history's
      // CSV is not kept in memory once saved.
      const { filename, content } = await utils.client.admin.reports.csv.query({ name });
      saveFile(filename, content, 'text/csv;charset=utf-8');
    } catch (error) {
      notify.error(refusalOf(error)?.message ?? "We couldn't download the report.");
    } finally {
      setDownloading(false);
    }
  };

  return (
    // aria-disabled rather than disabled, as the Build button: focus stays on it while the file is fetched.
    <Button
      variant="secondary"
      size="sm"
      aria-disabled={downloading}
      onClick={() => void download()}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
    >
      <Download aria-hidden="true" className="size-4" />
      Download CSV<span className="sr-only"> of {title}</span>
    </Button>
  );
}
