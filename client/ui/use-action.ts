"use client";

import { useRouter } from "@/client/i18n/navigation";
import { useCallback, useState } from "react";
import { errorText } from "@/client/api-client/api-error";
import { toast } from "./toast";
import { useOnline } from "./use-online";
import { usePending } from "./use-pending";

/** What follows a back-office action that succeeded. */
export interface ActionDone {
  /** The success toast (2 s, docs/product.md §8). */
  toast: string;
  /** Also told the toast's text (the other tabs showing the list, say). */
  notify?: (text: string) => void;
  /** Then "refresh" (the page's server data again) or a path to go to; nothing by default. */
  then?: "refresh" | `/${string}`;
}

/**
 * One button's REST call on a back-office screen: the call, the toast, then the page refreshed or
 * left (docs/product.md §4). `run` lets a failure through, for a ConfirmButton, which shows it in
 * its dialog and stays busy meanwhile; `attempt` is for a plain button: `pending` while it runs, a
 * failure kept as `error`. `online` says whether the buttons may be used. Client-safe.
 */
export function useAction() {
  const router = useRouter();
  const online = useOnline();
  // Reset when the page is left and kept hidden (see use-pending.ts).
  const [pending, setPending] = usePending();
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (call: () => Promise<unknown>, done: ActionDone) => {
      await call();
      toast.success(done.toast, { duration: 2000 });
      done.notify?.(done.toast);
      if (done.then === "refresh") router.refresh();
      else if (done.then) router.push(done.then);
    },
    [router],
  );

  const attempt = useCallback(
    async (call: () => Promise<unknown>, done: ActionDone) => {
      setPending(true);
      setError(null);
      try {
        await run(call, done);
      } catch (failure) {
        setError(errorText(failure));
      } finally {
        setPending(false);
      }
    },
    [run, setPending],
  );

  return { online, pending, error, run, attempt };
}
