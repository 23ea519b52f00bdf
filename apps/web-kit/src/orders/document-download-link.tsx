import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonStyles } from '../ui/button';

/**
 * A PDF the server serves as an attachment: a real link, so it opens in a new tab, copies or saves as any
 * link does, and the file keeps the name the server gives it (`download` with no value).
 */
export function DocumentDownloadLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} download className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
      <Download aria-hidden="true" className="size-4" />
      {children}
    </a>
  );
}
