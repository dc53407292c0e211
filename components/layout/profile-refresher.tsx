"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { getProfile, type Form } from "@/lib/api-client/accounts";
import { ApiError } from "@/lib/api-client/api-error";

const REFRESH_MS = 60_000;
const GONE = new Set([401, 403, 404]);

/**
 * SPEC.md §4: the profile is refreshed every 60 s for a logged-in user. When staff changed the
 * verified flag or the role, or the account is gone, the page is rendered again by the server
 * (prices appear, access is withdrawn, or the guard redirects).
 */
export function ProfileRefresher({ userId, form, verified }: { userId: number; form: Form; verified: boolean }) {
  const router = useRouter();
  const { data, error } = useQuery({
    queryKey: ["profile-watch", userId],
    queryFn: ({ signal }) => getProfile({ id: userId }, { signal }).then((p) => ({ form: p.form, verified: p.verified })),
    // What the server rendered counts as fresh: the first check is a minute from now.
    initialData: { form, verified },
    initialDataUpdatedAt: () => Date.now(),
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });

  const changed = data.form !== form || data.verified !== verified;
  const gone = error instanceof ApiError && GONE.has(error.status);
  useEffect(() => {
    if (changed || gone) router.refresh();
  }, [changed, gone, router]);

  return null;
}
