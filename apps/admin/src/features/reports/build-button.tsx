import { Button, notify, refusalOf, trpc } from '@verdant/web-kit';
import { RefreshCw } from 'lucide-react';

interface BuildButtonProps {
  name: string;
  title: string;
  building: boolean;
}

/**
 * Starts a build over the whole history. While one runs the button stays focusable but does nothing
 * (aria-disabled, not disabled), so focus is not thrown back to the page's start.
 */
export function BuildButton({ name, title, building }: BuildButtonProps) {
  const utils = trpc.useUtils();
  const build = trpc.admin.reports.build.useMutation();
  const busy = building || build.isPending;

  const start = async () => {
    if (busy) return;
    try {
      await build.mutateAsync({ name });
      // The list now says it is building (or, for a small history, already built) and polls from there.
      await utils.admin.reports.list.invalidate();
    } catch (error) {
      notify.error(refusalOf(error)?.message ?? "We couldn't start the build.");
    }
  };

  return (
    <Button
      size="sm"
      aria-disabled={busy}
      onClick={() => void start()}
      className="shrink-0 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
    >
      <RefreshCw aria-hidden="true" className={busy ? 'size-4 motion-safe:animate-spin' : 'size-4'} />
      {busy ? 'Building…' : 'Build'}
      <span className="sr-only"> {title}</span>
    </Button>
  );
}
