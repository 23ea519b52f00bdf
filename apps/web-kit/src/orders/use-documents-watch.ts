import { useEffect, useRef, useState } from 'react';
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
  const latestQuery = useRef(query);
  latestQuery.current = query;
  useEffect(() => {
    if (seen.current === change) return;
    seen.current = change;
    setWatch(watchAfterChange(latestQuery.current.held(), Date.now()));
    latestQuery.current.refresh();
  }, [change]);
  return watch;
}
