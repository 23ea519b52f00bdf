import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { refusalOf } from './api-errors';
import { apiLinks } from './links';
import { createReadAfterTracker } from './read-after';
import { trpc } from './trpc';

const MAX_RETRIES = 2;

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A refusal (not found, forbidden, bad input) will not change on retry; a dropped connection may.
        retry: (failureCount, error) => failureCount < MAX_RETRIES && refusalOf(error) === null,
      },
    },
  });
}

/** The data layer for a whole app: one query cache, one API client, one read-after position per tab. */
export function ApiProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [client] = useState(() =>
    trpc.createClient({ links: apiLinks({ tracker: createReadAfterTracker() }) }),
  );
  return (
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
