import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { type DocumentsWatch, type OrderDocuments, watchAfterChange } from './document-watch';

interface DocumentsQuery {
  /** The documents the page holds now, if any. */
  held: () => OrderDocuments | undefined;
  /** Reads the documents again. */
  refresh: () => void;
}

/**
 * What the page awaits of the order's documents: from its opening, then afresh each time `change` (whatever
 * tells the page the order moved on) takes a new value, when the documents are read again at once.
 */
export function useDocumentsWatch(change: string, query: DocumentsQuery): DocumentsWatch {
  const [watch, setWatch] = useState<DocumentsWatch>(() => ({ since: Date.now(), creditNotes: null }));
  const seen = useRef(change);
  // The documents as the page holds them when the change shows, not when the effect was made.
  const watchAgain = useEffectEvent(() => {
    setWatch(watchAfterChange(query.held(), Date.now()));
    query.refresh();
  });
  useEffect(() => {
    if (seen.current === change) return;
    seen.current = change;
    watchAgain();
  }, [change]);
  return watch;
}
