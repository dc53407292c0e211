"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";

function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/** One client per tab (a vendor saved in one component refreshes the list in another); one per request on the server. */
function queryClient(): QueryClient {
  if (typeof window === "undefined") return newQueryClient();
  browserClient ??= newQueryClient();
  return browserClient;
}

/** TanStack Query for the components that query REST data; the pages without them do not load it. */
export function QueryScope({ children }: { children: ReactNode }) {
  const [client] = useState(queryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
