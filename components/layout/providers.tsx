"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { Toaster } from "sonner";

/** Client-side providers: TanStack Query for REST data, sonner for toasts (2 s unless stated). */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
        },
      }),
  );
  useEffect(() => {
    // Lets end-to-end tests wait until the forms react to input (typing before hydration is lost).
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="top-center" duration={2000} richColors closeButton={false} />
    </QueryClientProvider>
  );
}
