"use client";

import { useCallback } from "react";
import { errorText } from "@/client/api-client/api-error";
import { useOnline } from "./use-online";
import { usePending } from "./use-pending";
import { useServerError } from "./use-server-error";

/**
 * What every account form tracks around a submit: the browser being online, the server's error
 * (shown until a field is edited), and the navigation that follows a success. `attempt` runs the
 * submit and turns a failure into the error line.
 */
export function useSubmitState() {
  const online = useOnline();
  const { error, setError, clear } = useServerError();
  // Reset when the page is left and kept hidden (see use-pending.ts).
  const [navigating, setNavigating] = usePending();
  const attempt = useCallback(
    async (action: () => Promise<void>) => {
      setError(null);
      try {
        await action();
      } catch (failure) {
        setNavigating(false);
        setError(errorText(failure));
      }
    },
    [setError, setNavigating],
  );
  return { online, error, setError, clear, navigating, setNavigating, attempt };
}
