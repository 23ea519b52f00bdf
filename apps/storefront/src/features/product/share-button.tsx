import { Button, notify } from '@verdant/web-kit';
import { Share2 } from 'lucide-react';

/** Copies the page's address; if the browser refuses, asks the shopper to copy it. */
export function ShareButton() {
  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notify.success('Link copied to clipboard!');
    } catch {
      window.alert('Could not copy link. Please copy manually.');
    }
  };
  return (
    <Button variant="ghost" size="sm" onClick={() => void share()}>
      <Share2 aria-hidden="true" className="size-4" /> Share
    </Button>
  );
}
